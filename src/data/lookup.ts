/**
 * Reads a value out of content/data by a dotted path. The first segment names the file
 * (`token.symbol` → token.json → .symbol); `list[field=value]` picks a list element.
 * Throws with the path when nothing is there, so a typo fails the build instead of rendering blank.
 */
export type DataTree = Record<string, unknown>

/** The SiteData nodes (one per content/data file) as one tree keyed by file name. */
export function dataTreeFromNodes(nodes: ReadonlyArray<{ name: string; data: unknown }>): DataTree {
  return Object.fromEntries(nodes.map((node) => [node.name, node.data]))
}

const SEGMENT = /^([^[\]]+)(?:\[([^=\]]+)=([^\]]*)\])?$/

export class DataPathError extends Error {
  constructor(path: string, reason: string) {
    super(`content/data: "${path}" ${reason}`)
    this.name = 'DataPathError'
  }
}

export function lookupData(tree: DataTree, path: string): unknown {
  let current: unknown = tree
  for (const segment of path.split('.')) {
    const match = SEGMENT.exec(segment)
    if (!match) throw new DataPathError(path, `has a malformed segment "${segment}"`)
    const [, key, field, value] = match
    if (current === null || typeof current !== 'object' || !(key in (current as object))) {
      throw new DataPathError(path, `has no "${key}"`)
    }
    current = (current as Record<string, unknown>)[key]
    if (field !== undefined) {
      if (!Array.isArray(current)) throw new DataPathError(path, `: "${key}" is not a list`)
      current = current.find((item) => item && typeof item === 'object' && String((item as Record<string, unknown>)[field]) === value)
      if (current === undefined) throw new DataPathError(path, `: no element of "${key}" has ${field}=${value}`)
    }
  }
  return current
}

export type ColumnFormat = 'text' | 'number' | 'percent' | 'address' | 'date'

/** `<Data format>`: a column format, or `link` for an https URL rendered as a link to itself. */
export type DataFormat = ColumnFormat | 'link'

/** The https URL stored at `path`, for `<Data format="link">`; throws naming the path otherwise. */
export function linkTarget(value: unknown, path: string): string {
  if (typeof value !== 'string' || !/^https:\/\/[^\s]+$/.test(value)) {
    throw new DataPathError(path, `is not an https URL (format="link" needs one), got ${JSON.stringify(value)}`)
  }
  return value
}

export interface Column {
  key: string
  header: string
  format: ColumnFormat
}

/** `"label:Allocation,amount:Amount (SQR):number"` → columns. */
export function parseColumns(spec: string): Column[] {
  return spec.split(',').map((part) => {
    const [key, header, format] = part.split(':').map((s) => s.trim())
    const known: ColumnFormat[] = ['text', 'number', 'percent', 'address', 'date']
    if (format && !known.includes(format as ColumnFormat)) {
      throw new Error(`DataTable column "${part}": unknown format "${format}" (use ${known.join(', ')})`)
    }
    return { key, header: header || key, format: (format as ColumnFormat) || 'text' }
  })
}

export function formatValue(value: unknown, format: ColumnFormat): string {
  if (value === null || value === undefined) return '—'
  if (format === 'number') {
    const n = typeof value === 'string' ? Number(value) : (value as number)
    return Number.isFinite(n) ? n.toLocaleString('en-US') : String(value)
  }
  if (format === 'percent') return `${String(value)}%`
  if (format === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) {
    return new Date(`${value.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    })
  }
  if (Array.isArray(value)) return value.join(', ')
  return String(value)
}
