/**
 * A build record kept as one JSON file, `{ version, entries }`, in Gatsby's cache folder (which
 * Gatsby empties when the site's build code changes). Used by the digest cache and the twin record.
 */
import fs from 'fs'
import path from 'path'

/** The entries of the record in `file` when it was written with this `version`; none otherwise (no file, unreadable, another version). */
export function readRecordEntries<T>(file: string, version: number): Record<string, T> {
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: number; entries?: Record<string, T> }
    if (stored.version === version && stored.entries && typeof stored.entries === 'object') return stored.entries
  } catch {
    // No record yet, or unreadable: none.
  }
  return {}
}

/** Writes the record whole or not at all (a build stopped half-way leaves the last one). */
export function writeRecordEntries<T>(file: string, version: number, entries: Record<string, T>): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(`${file}.tmp`, JSON.stringify({ version, entries }))
  fs.renameSync(`${file}.tmp`, file)
}
