/**
 * Pagefind is given each page's indexed element only (src/build/outputs/search/searchDocuments.ts): on the
 * built site, that must give exactly the fragments (text, title, section, anchors, word count) and
 * the same pages Pagefind finds when it reads the whole built pages itself.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import zlib from 'zlib'
import { collectSearchDocuments } from '../src/build/outputs/search/searchDocuments'
import { PAGEFIND_EXCLUDE, stageSearchDocuments } from '../src/build/outputs/search/pagefindIndex'
import { runPagefindScript } from '../__tests__/search/support/runPagefindScript'

const ROOT = path.resolve(__dirname, '..')
const PUBLIC = path.join(ROOT, 'public')

function fragments(dir: string): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>()
  for (const file of fs.readdirSync(path.join(dir, 'fragment'))) {
    let text = zlib.gunzipSync(fs.readFileSync(path.join(dir, 'fragment', file))).toString('utf8')
    if (text.startsWith('pagefind_dcd')) text = text.slice('pagefind_dcd'.length)
    const fragment = JSON.parse(text) as Record<string, unknown>
    out.set(String(fragment.url), fragment)
  }
  return out
}

test('Pagefind makes the same fragments from the search documents as from the whole pages', async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-both-'))
  try {
    const { documents } = collectSearchDocuments(PUBLIC)
    expect(documents.length).toBeGreaterThan(40)
    // The documents are a fraction of the pages.
    const pageBytes = documents.reduce((n, d) => n + fs.statSync(path.join(PUBLIC, d.file)).size, 0)
    const documentBytes = documents.reduce((n, d) => n + d.document.length, 0)
    expect(documentBytes).toBeLessThan(pageBytes / 2)
    // Staged as the build stages them for Pagefind (src/build/outputs/search/pagefindIndex.ts).
    stageSearchDocuments(documents, path.join(out, 'staged'))
    fs.writeFileSync(path.join(out, 'options.json'), JSON.stringify({ excludeSelectors: PAGEFIND_EXCLUDE }))
    await runPagefindScript(path.join(__dirname, 'support/pagefindBothWays.mjs'), [PUBLIC, path.join(out, 'staged'), path.join(out, 'options.json'), out], [{ dir: path.join(out, 'directory') }, { dir: path.join(out, 'documents') }], ROOT)
    const whole = fragments(path.join(out, 'directory'))
    const fromDocuments = fragments(path.join(out, 'documents'))
    expect([...fromDocuments.keys()].sort()).toEqual([...whole.keys()].sort())
    for (const [url, fragment] of whole) expect({ url, ...fromDocuments.get(url) }).toEqual({ url, ...fragment })
    // The same pages counted.
    const pages = (dir: string) => (JSON.parse(fs.readFileSync(path.join(out, dir, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> }).languages.en.page_count
    expect(pages('documents')).toBe(pages('directory'))
  } finally {
    fs.rmSync(out, { recursive: true, force: true })
  }
})
