/**
 * Revert messages: the ones a common-errors page lists (its `### message` headings, and the
 * messages in the first column of a table under a listed section), and the ones compiled sources
 * can raise (the string of every `require(…, '…')` and `revert('…')`).
 */
import fs from 'fs'

export interface ListedMessage {
  message: string
  section: string
  where: string
}

const CALL = /\b(?:require|revert)\s*\(([^;]*?)\)\s*;/gs
const LAST_STRING = /(['"])((?:(?!\1).)*)\1\s*$/

/** Every message a source file can revert with. */
export function sourceMessages(source: string): string[] {
  const found = new Set<string>()
  for (const call of source.matchAll(CALL)) {
    const message = LAST_STRING.exec(call[1].trim())?.[2]
    if (message) found.add(message)
  }
  return [...found]
}

/**
 * The messages a page lists: `### message` under each `## section` (a trailing ` (qualifier)`,
 * used to tell two identical messages apart, is dropped), and inline-code cells opening a table
 * row in the sections named in `tableSections`.
 */
export function listedMessages(file: string, displayName: string, tableSections: string[]): ListedMessage[] {
  const lines = fs.readFileSync(file, 'utf8').split('\n')
  const listed: ListedMessage[] = []
  let section = ''
  let inFence = false
  lines.forEach((line, index) => {
    if (/^\s*```/.test(line)) inFence = !inFence
    if (inFence) return
    const where = `${displayName}:${index + 1}`
    const h2 = /^## (.+)$/.exec(line)
    if (h2) section = h2[1].trim()
    const h3 = /^### (.+?)(?: \([^)]*\))?\s*$/.exec(line)
    if (h3 && /:/.test(h3[1])) listed.push({ message: h3[1].replace(/`/g, ''), section, where })
    const cell = /^\|\s*`([^`]+)`\s*\|/.exec(line)
    if (cell && tableSections.includes(section)) listed.push({ message: cell[1], section, where })
  })
  return listed
}
