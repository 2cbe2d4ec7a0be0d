/**
 * The sidebar files: one content-hashed JSON file per sidebar in public/static/sidebars/
 * (`contracts.3f9c0a1b2c.json`), the whole tree a browser fetches the first time a reader opens a
 * category whose children its page does not carry (src/theme/navigation/sidebarView.ts). Under
 * `/static/` a hashed name gets the host's one-year immutable cache rule
 * (src/build/outputs/deploy/hostFiles.ts), so a reader fetches each version once for the whole
 * site. The folder is this module's alone: files of an earlier build that this one did not write
 * are removed (a record in Gatsby's cache would not do: Gatsby empties it when gatsby-node changes).
 */
import crypto from 'crypto'
import fs from 'fs'
import path from 'path'
import type { SidebarNode } from '../../../theme/navigation/sidebar'
import { sidebarFileContent } from '../../../theme/navigation/sidebarView'
import { writePublicFile } from '../deploy/writePublicFile'

export const SIDEBAR_FILES_DIR = 'static/sidebars'

/** `static/sidebars/<name>.<10 hex of the content's SHA-256>.json`, public-relative. */
export function sidebarFileName(name: string, content: string): string {
  const hash = crypto.createHash('sha256').update(content).digest('hex').slice(0, 10)
  return `${SIDEBAR_FILES_DIR}/${name}.${hash}.json`
}

/** Writes every sidebar's file; returns each sidebar's URL path (`/static/sidebars/…json`). */
export function writeSidebarFiles(publicDir: string, sidebars: Record<string, readonly SidebarNode[]>): Record<string, string> {
  const urls: Record<string, string> = {}
  const written: string[] = []
  for (const [name, items] of Object.entries(sidebars)) {
    const content = sidebarFileContent(items)
    const file = sidebarFileName(name, content)
    writePublicFile(publicDir, file, content)
    written.push(file)
    urls[name] = `/${file}`
  }
  const folder = path.join(publicDir, SIDEBAR_FILES_DIR)
  for (const name of fs.existsSync(folder) ? fs.readdirSync(folder) : []) {
    if (!written.includes(`${SIDEBAR_FILES_DIR}/${name}`)) fs.rmSync(path.join(folder, name), { force: true, recursive: true })
  }
  return urls
}
