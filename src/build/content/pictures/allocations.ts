/**
 * The token allocations as the charts read them: the same list `<DataTable path="token.allocations">`
 * shows, parsed into numbers, and the unlock schedule the data describes (a cliff of `cliffMonths`
 * with nothing unlocked, then equal monthly steps over `vestingMonths`; zero vesting unlocks at TGE).
 */
import { lookupData, type DataTree } from '../../../data/lookup'

export const DEFAULT_ALLOCATIONS_PATH = 'token.allocations'

export interface Allocation {
  id: string
  label: string
  amount: number
  percent: number
  cliffMonths: number
  vestingMonths: number
}

export class AllocationDataError extends Error {
  constructor(path: string, index: number, field: string, reason: string) {
    super(`content/data: "${path}[${index}].${field}" ${reason}`)
    this.name = 'AllocationDataError'
  }
}

function numberField(path: string, index: number, row: Record<string, unknown>, field: string): number {
  const raw = row[field]
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new AllocationDataError(path, index, field, `must be a non-negative number (got ${JSON.stringify(raw)})`)
  }
  return value
}

/** Reads and checks the allocation list at `path` (default `token.allocations`). */
export function readAllocations(tree: DataTree, path: string = DEFAULT_ALLOCATIONS_PATH): Allocation[] {
  const list = lookupData(tree, path)
  if (!Array.isArray(list) || list.length === 0) throw new AllocationDataError(path, 0, '', 'must be a non-empty list')
  return list.map((item, index) => {
    const row = (item ?? {}) as Record<string, unknown>
    const label = row.label
    if (typeof label !== 'string' || !label) throw new AllocationDataError(path, index, 'label', 'must be a non-empty string')
    return {
      id: typeof row.id === 'string' && row.id ? row.id : `allocation-${index}`,
      label,
      amount: numberField(path, index, row, 'amount'),
      percent: numberField(path, index, row, 'percent'),
      cliffMonths: numberField(path, index, row, 'cliffMonths'),
      vestingMonths: numberField(path, index, row, 'vestingMonths'),
    }
  })
}

export function totalAmount(allocations: readonly Allocation[]): number {
  return allocations.reduce((sum, a) => sum + a.amount, 0)
}

/** Whole tokens of `allocation` unlocked at the end of month `month` (month 0 = TGE). */
export function unlockedAt(allocation: Allocation, month: number): number {
  const { amount, cliffMonths, vestingMonths } = allocation
  if (vestingMonths === 0) return month >= cliffMonths ? amount : 0
  const vested = Math.min(vestingMonths, Math.max(0, month - cliffMonths))
  return (amount * vested) / vestingMonths
}

/** Month in which the last token of the allocation unlocks. */
export function fullyUnlockedMonth(allocation: Allocation): number {
  return allocation.cliffMonths + allocation.vestingMonths
}

/** The month after which nothing more unlocks (the chart's horizon). */
export function scheduleHorizon(allocations: readonly Allocation[]): number {
  return Math.max(1, ...allocations.map(fullyUnlockedMonth))
}

export interface ScheduleRow {
  month: number
  /** Unlocked amount per allocation id at the end of the month. */
  unlocked: Record<string, number>
  total: number
}

/** Cumulative unlocked amounts for every month from TGE to the horizon. */
export function unlockSchedule(allocations: readonly Allocation[]): ScheduleRow[] {
  const horizon = scheduleHorizon(allocations)
  return Array.from({ length: horizon + 1 }, (_, month) => {
    const unlocked = Object.fromEntries(allocations.map((a) => [a.id, unlockedAt(a, month)]))
    return { month, unlocked, total: Object.values(unlocked).reduce((s, v) => s + v, 0) }
  })
}
