/**
 * Text alternatives of every picture: a title and sentences that state what it shows (for a
 * chart, its numbers). One place: the components put them in the SVG's <title>/<desc> and
 * figcaption, and the Markdown export (the `.md` twins, llms-full.txt) prints them instead.
 */
import { lookupData, type DataTree } from '../../../data/lookup'
import { readAllocations, totalAmount, unlockSchedule, fullyUnlockedMonth, scheduleHorizon, DEFAULT_ALLOCATIONS_PATH, type Allocation } from './allocations'
import { CURVE_EXAMPLE, swapOutcome, TWAP_EXAMPLE, accumulatorPoints, twapOver, RANGE_EXAMPLE } from './examples'
import type { PictureName, PictureProps } from '../../../pictures/names'

export interface PictureText {
  title: string
  /** Sentences or list items that together say what the picture shows. */
  lines: string[]
}

const whole = (n: number) => Math.round(n).toLocaleString('en-US')
const decimal = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const percent = (n: number) => `${Number(n.toFixed(2))}%`

function tokenSymbol(data: DataTree): string {
  try {
    return String(lookupData(data, 'token.symbol'))
  } catch {
    return 'tokens'
  }
}

export function allocationShareText(a: Allocation, symbol: string): string {
  return `${a.percent}% · ${whole(a.amount)} ${symbol}`
}

export function describeAllocation(data: DataTree, path = DEFAULT_ALLOCATIONS_PATH): PictureText {
  const allocations = readAllocations(data, path)
  const symbol = tokenSymbol(data)
  return {
    title: `${symbol} allocation: ${whole(totalAmount(allocations))} ${symbol} in ${allocations.length} parts`,
    lines: allocations.map((a) => `${a.label}: ${allocationShareText(a, symbol)}`),
  }
}

/** Months worth naming: TGE, each cliff's end, each full unlock. */
export function vestingMilestones(allocations: readonly Allocation[]): number[] {
  const months = new Set<number>([0, scheduleHorizon(allocations)])
  for (const a of allocations) {
    if (a.cliffMonths > 0) months.add(a.cliffMonths)
    if (a.vestingMonths > 0) months.add(fullyUnlockedMonth(a))
  }
  return [...months].sort((x, y) => x - y)
}

export function scheduleLine(a: Allocation): string {
  if (a.vestingMonths === 0) return a.cliffMonths === 0 ? 'all at TGE' : `all at month ${a.cliffMonths}`
  const cliff = a.cliffMonths > 0 ? `${a.cliffMonths}-month cliff, then ` : ''
  return `${cliff}equal monthly steps over ${a.vestingMonths} months, fully unlocked at month ${fullyUnlockedMonth(a)}`
}

export function describeVesting(data: DataTree, path = DEFAULT_ALLOCATIONS_PATH): PictureText {
  const allocations = readAllocations(data, path)
  const symbol = tokenSymbol(data)
  const schedule = unlockSchedule(allocations)
  const total = totalAmount(allocations)
  const horizon = scheduleHorizon(allocations)
  const milestones = vestingMilestones(allocations).map((month) => {
    const unlocked = schedule[month].total
    return `${month === 0 ? 'At TGE' : `Month ${month}`}: ${whole(unlocked)} ${symbol} unlocked (${percent((unlocked / total) * 100)})`
  })
  return {
    title: `${symbol} unlocked over ${horizon} months from TGE, by allocation`,
    lines: [...milestones, ...allocations.map((a) => `${a.label} (${whole(a.amount)} ${symbol}): ${scheduleLine(a)}`)],
  }
}

export function describeCurve(): PictureText {
  const e = CURVE_EXAMPLE
  const o = swapOutcome(e)
  return {
    title: `The constant-product curve x · y = k, and a swap of ${e.amountIn} ${e.tokenIn} moving along it`,
    lines: [
      `Before: ${whole(e.reserveIn)} ${e.tokenIn} and ${whole(e.reserveOut)} ${e.tokenOut}, k = ${whole(o.k)}, spot price ${whole(o.spotPrice)} ${e.tokenOut} per ${e.tokenIn} (the slope of the curve there).`,
      `Input: ${e.amountIn} ${e.tokenIn}; output: ${decimal(o.out)} ${e.tokenOut} (0.30% fee included).`,
      `After: ${whole(o.after.reserveIn)} ${e.tokenIn} and ${decimal(o.after.reserveOut)} ${e.tokenOut}; k grows to ${whole(o.after.k)} because the fee stays in the pool.`,
      `Average price ${decimal(o.averagePrice)} ${e.tokenOut} per ${e.tokenIn}, ${decimal(o.priceImpactPercent)}% below spot: the price impact of the trade plus the fee.`,
    ],
  }
}

/** The steps of a v2 swap; `detail` is split into the lines the diagram prints. */
export const SWAP_STEPS: ReadonlyArray<{ title: string; detail: readonly string[]; optional?: boolean }> = [
  { title: 'Transfer in', detail: ['The router (or any caller) sends the input', 'tokens to the pair before calling it.'] },
  { title: 'swap(amount0Out, amount1Out, to, data)', detail: ['The pair sends the requested output to the', 'recipient first, optimistically.'] },
  { title: 'Callback: flash swap (only if data is not empty)', detail: ['The pair calls squireV2Call on the recipient; by', 'the time it returns, the pair must have been paid.'], optional: true },
  { title: 'k check', detail: ['Balances, less 0.30% of each input, must keep', 'x · y ≥ k; otherwise the whole transaction reverts.'] },
]

export function describeSwapSequence(): PictureText {
  return {
    title: 'The order of a v2 swap: transfer in, swap, optional callback, invariant check',
    lines: SWAP_STEPS.map((s, index) => `Step ${index + 1}, ${s.title}: ${s.detail.join(' ')}`),
  }
}

export function describeTwap(): PictureText {
  const { spans, window } = TWAP_EXAMPLE
  const points = accumulatorPoints(spans)
  let start = 0
  const held = spans.map((s) => {
    const line = `t = ${start}–${start + s.seconds} s: price ${whole(s.price)}`
    start += s.seconds
    return line
  })
  return {
    title: 'The price accumulator over time and the time-weighted average it gives',
    lines: [
      `Price held per block: ${held.join('; ')}.`,
      `The accumulator adds price × seconds at each update: ${points.map((p) => `${whole(p.cumulative)} at t = ${p.time} s`).join(', ')}.`,
      `TWAP from t = ${window[0]} s to t = ${window[1]} s: (${whole(points.find((p) => p.time === window[1])!.cumulative)} − ${whole(points.find((p) => p.time === window[0])!.cumulative)}) / ${window[1] - window[0]} = ${decimal(twapOver(points, window))}; the one-block spike to ${whole(Math.max(...spans.map((s) => s.price)))} moves it far less than the spot price.`,
    ],
  }
}

export function describeRange(): PictureText {
  const r = RANGE_EXAMPLE
  return {
    title: `A v3 position concentrated between ${whole(r.lower)} and ${whole(r.upper)} ${r.token1} per ${r.token0}`,
    lines: [
      `Pool price ${whole(r.price)}: inside the range, so the position's liquidity is active and earns fees.`,
      `Below ${whole(r.lower)} the position holds only ${r.token0}; above ${whole(r.upper)} only ${r.token1}; in both cases it earns nothing until the price returns.`,
      `A v2 position spreads the same capital over every price from zero to infinity.`,
    ],
  }
}

/** The text alternative of any picture component, by name (used by the Markdown export). */
export function describePicture(name: PictureName, props: PictureProps, data: DataTree): PictureText {
  switch (name) {
    case 'AllocationChart':
      return describeAllocation(data, props.path)
    case 'VestingChart':
      return describeVesting(data, props.path)
    case 'CurveDiagram':
      return describeCurve()
    case 'SwapSequenceDiagram':
      return describeSwapSequence()
    case 'TwapDiagram':
      return describeTwap()
    case 'RangeDiagram':
      return describeRange()
  }
}
