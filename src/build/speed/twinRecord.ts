/**
 * What the deploy step's Markdown step wrote for each doc, kept for the next build
 * (docs/decisions/twin-record.md): the key of the doc's sources, the twin file's size and mtime as
 * written, and the twin's links for the link check. A rebuild then asks Gatsby for the bodies and
 * precomputed twins of the changed docs only; an unchanged doc's twin is left on disk and read
 * back for llms-full.txt. Kept in Gatsby's cache folder, which an edit of the build code empties.
 */
import fs from 'fs'
import path from 'path'
import type { MarkdownFileLinks } from '../outputs/agents/markdownCheck'
import { digestOf } from './digestCache'
import { readRecordEntries, writeRecordEntries } from './recordFile'

/** Bump when what the record holds, or what the twins are made of, changes. */
const RECORD_VERSION = 1

/** Everything a doc's twin file is made of, as the Markdown step sees it before reading the body. */
export interface TwinSources {
  /** The doc's Mdx node's contentDigest: its file's bytes (body and front matter). */
  contentDigest: string
  title: string
  description: string
  url: string
  /** The digest of content/data (./precomputedTwin.ts). */
  dataDigest: string
  /** Where each twin's first line points. */
  llmsTxtUrl: string
}

interface RecordedTwin extends MarkdownFileLinks {
  key: string
  size: number
  mtimeMs: number
}

export interface TwinRecord {
  /**
   * The twin at `route` (relative to public/) with its links, when the last build wrote it from
   * these sources and the file is still as written: its text (the file's) is read back. Null otherwise.
   */
  reuse(route: string, sources: TwinSources): (MarkdownFileLinks & { file: string }) | null
  /** Notes the twin written (or found unchanged) at `route` from these sources in this build. */
  note(route: string, sources: TwinSources, links: MarkdownFileLinks): void
  /** Whether the record holds no twin (no last build, or the device off): every twin is made. */
  readonly empty: boolean
  /** Writes this build's entries (only the twins noted or reused); the others are dropped. */
  save(): void
}

/** No record (the device off): nothing is reused, read or written. */
export function noTwinRecord(): TwinRecord {
  return { reuse: () => null, note: () => undefined, empty: true, save: () => undefined }
}

export function openTwinRecord(file: string, publicDir: string): TwinRecord {
  // None (no record yet, unreadable, another version): every twin is made.
  const previous = readRecordEntries<RecordedTwin>(file, RECORD_VERSION)
  const current: Record<string, RecordedTwin> = {}
  const stat = (route: string) => {
    try {
      return fs.statSync(path.join(publicDir, route))
    } catch {
      return null
    }
  }
  return {
    empty: Object.keys(previous).length === 0,
    reuse(route, sources) {
      const before = previous[route]
      if (!before || before.key !== digestOf(sources)) return null
      const now = stat(route)
      if (!now || now.size !== before.size || now.mtimeMs !== before.mtimeMs) return null
      let text: string
      try {
        text = fs.readFileSync(path.join(publicDir, route), 'utf8')
      } catch {
        return null
      }
      current[route] = before
      return { file: text, hrefs: before.hrefs, refused: before.refused }
    },
    note(route, sources, { hrefs, refused }) {
      const now = stat(route)
      if (now) current[route] = { key: digestOf(sources), size: now.size, mtimeMs: now.mtimeMs, hrefs, refused }
    },
    save() {
      writeRecordEntries(file, RECORD_VERSION, current)
    },
  }
}
