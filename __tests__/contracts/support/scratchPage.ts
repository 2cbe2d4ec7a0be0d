/** A scratch copy of a page with one planted change, for tests that show a check fails. */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { ROOT } from './data'

export interface ScratchPage {
  /** Absolute path of the copy. */
  file: string
  /** The 1-based line of the planted change. */
  line: number
}

/** Copies `page` to a temporary folder, replacing the first `from` (which must be on one line) with `to`. */
export function plant(page: string, from: string, to: string): ScratchPage {
  const text = fs.readFileSync(path.join(ROOT, page), 'utf8')
  const at = text.indexOf(from)
  if (at < 0) throw new Error(`${page} no longer contains ${JSON.stringify(from)}`)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'squire-planted-'))
  const file = path.join(dir, path.basename(page))
  fs.writeFileSync(file, text.slice(0, at) + to + text.slice(at + from.length))
  return { file, line: text.slice(0, at).split('\n').length }
}
