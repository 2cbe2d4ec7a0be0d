import { speedOn } from '../speed/speedSwitch'

/**
 * A copy of a string that does not keep the string it was cut from alive. V8 represents a
 * substring (slice, regex match) as a view into its parent and a concatenation as a pair of
 * references, so a short string kept from a parsed page (an id, an href, the indexed element)
 * would otherwise keep the whole page's HTML in memory for as long as it is kept.
 * A speed device (docs/decisions/detached-strings.md): off, the string is kept as it is.
 */
export function detached(value: string): string {
  if (!speedOn('detached-strings')) return value
  return Buffer.from(value, 'utf8').toString('utf8')
}
