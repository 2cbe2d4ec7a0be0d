/**
 * A build-to-build cache of derived text keyed by the digest of its inputs, kept as one JSON file
 * (in Gatsby's cache folder, which Gatsby empties when the site's gatsby-node code changes).
 * Entries not asked for in a run are dropped when it is saved.
 */
import crypto from 'crypto'
import { readRecordEntries, writeRecordEntries } from './recordFile'

export interface DigestCache {
  /** The cached value for these inputs, or the computed one (then cached). */
  through(inputs: unknown, compute: () => Promise<string>): Promise<string>
  /** How many values came from the cache in this run. */
  readonly hits: number
  save(): void
}

export function digestOf(inputs: unknown): string {
  return crypto.createHash('sha1').update(JSON.stringify(inputs)).digest('hex')
}

/** A cache that keeps nothing (SQUIRE_SPEED=0): every value is computed, nothing is read or written. */
export function noDigestCache(): DigestCache {
  return { through: (_inputs, compute) => compute(), hits: 0, save: () => undefined }
}

export function openDigestCache(file: string, version: number): DigestCache {
  const previous = readRecordEntries<string>(file, version)
  const used: Record<string, string> = {}
  let hits = 0
  return {
    async through(inputs, compute) {
      const key = digestOf(inputs)
      const known = used[key] ?? previous[key]
      if (typeof known === 'string') {
        hits += 1
        used[key] = known
        return known
      }
      const value = await compute()
      used[key] = value
      return value
    },
    get hits() {
      return hits
    },
    save() {
      writeRecordEntries(file, version, used)
    },
  }
}
