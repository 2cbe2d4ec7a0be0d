/**
 * Differences two builds of the same sources have by design, each with its cause, and a
 * comparison of two public/ trees that takes exactly those out and nothing else.
 *
 * - Compile hints (fast vs stock; src/build/speed/webpack/compileHints.ts,
 *   docs/decisions/compile-hints.md): the default build's search chunks start with V8's
 *   `//# allFunctionsCalledOnLoad` line, so they have other content hashes, hence other names; the
 *   webpack runtime, which maps chunk ids to those hashes, changes with them.
 * - The stable compilation hash (fast vs stock; src/build/speed/webpack/stableCompilationHash.ts,
 *   docs/decisions/stable-compilation-hash.md): the default build's browser compilation hash
 *   leaves out mini-css-extract-plugin's child compilations, so its value is not stock Gatsby's.
 * - Minified names in the webpack runtime (incremental vs cold after a code edit; also fast vs
 *   stock): Terser picks the short names by how often each character occurs in the chunk, strings
 *   included, and runs before webpack writes the final content hashes into the runtime's chunk
 *   map (RealContentHashPlugin). The provisional hashes it sees differ between a compilation that
 *   starts from webpack's cache and a cold one (and between fast and stock), so the same runtime
 *   code comes out with two variables' names swapped: another runtime content hash, hence another
 *   compilation hash. The runtime's sources (its source map) must be the same, and its text the
 *   same up to a renaming of short identifiers.
 * (Compile hints also change the search chunks' sizes in Gatsby's webpack.stats.json, which are
 * left out there.) All three reach every page through Gatsby's scripts slice (bundle names, the compilation hash)
 * and so the page's CSP (the hashes of its inline scripts).
 *
 * The comparison pairs the bundles that exist under another content hash in each tree (same name
 * before the hash) and the two compilation hashes, writes tree B's values for tree A's into every
 * text file of A, drops the compile-hints line, compares the runtime as above, and computes every
 * page's CSP again (the site's own htmlCsp) on both sides, so a page's CSP is compared through
 * what it hashes. Everything else must be byte for byte the same.
 */
import crypto from 'crypto'
import fs from 'fs'
import path from 'path'
import { COMPILE_ALL_FUNCTIONS, EAGER_CHUNK_FILE } from '../../src/build/speed/webpack/compileHints'
import { withCspMeta } from '../../src/build/outputs/deploy/htmlCsp'

const HASHED_BUNDLE = /^(.+)-([0-9a-f]{20})\.(js|css)$/
/** Text files, the host files without an extension (_headers, _redirects) included. */
const TEXT = /(\.(html|json|js|css|txt|md|xml|svg|map|webmanifest)|(^|\/)_(headers|redirects))$/

/** Files that may differ between two builds of the same sources, and why. */
export const DIFFER_BY_DESIGN = new Map<RegExp, string>([
  [/^search-(modal|engine)-[0-9a-f]{20}\.js\.map$/, 'compile hints: the line added at the top of the search chunks shifts their source maps'],
  [/^blog\/rss\.xml$/, 'gatsby-plugin-feed writes the build time as <lastBuildDate>'],
])

const RUNTIME = /^webpack-runtime-[0-9a-f]{20}\.js$/
const RUNTIME_MAP = /^webpack-runtime-[0-9a-f]{20}\.js\.map$/

/**
 * Minified code with its short identifiers renamed by order of first appearance (a consistent
 * renaming gives the same text). An object literal's key (`{a:` or `,a:`) is a name Terser does not
 * mangle, so it stays as it is: the runtime's `__webpack_require__.d(getter, { a: getter })` must not
 * count as a use of whichever variable Terser happened to call `a`.
 */
export function withCanonicalShortNames(code: string): string {
  const names = new Map<string, string>()
  return code.replace(/(?<![\w$.])[A-Za-z_$][\w$]?(?![\w$])/g, (name: string, offset: number) => {
    if ((code[offset - 1] === '{' || code[offset - 1] === ',') && code[offset + name.length] === ':') return name
    let canonical = names.get(name)
    if (!canonical) names.set(name, (canonical = `\u0000${names.size}\u0000`))
    return canonical
  })
}

/** Gatsby's webpack.stats.json without the sizes of the search chunks and their maps (and of the chunk groups holding them): compile hints add a line to those. */
export function withoutSearchChunkSizes(text: string): string {
  // The chunk or its source map.
  const isSearchChunk = (value: unknown) => typeof value === 'string' && EAGER_CHUNK_FILE.test(value.replace(/\.map$/, ''))
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk)
    if (!value || typeof value !== 'object') return value
    const entry = value as Record<string, unknown>
    const out: Record<string, unknown> = {}
    const holdsSearchChunk = Array.isArray(entry.assets) && entry.assets.some((asset) => isSearchChunk((asset as { name?: unknown })?.name ?? asset))
    for (const [key, inner] of Object.entries(entry)) {
      if (key === 'size' && isSearchChunk(entry.name)) out[key] = '(compile hints)'
      else if ((key === 'assetsSize' || key === 'auxiliaryAssetsSize') && holdsSearchChunk) out[key] = '(compile hints)'
      else out[key] = walk(inner)
    }
    return out
  }
  return JSON.stringify(walk(JSON.parse(text)))
}

/** What a runtime source map says the runtime was made from. */
function mapSources(text: string): string {
  const map = JSON.parse(text) as { sources?: unknown; sourcesContent?: unknown }
  return JSON.stringify({ sources: map.sources, sourcesContent: map.sourcesContent })
}

export interface Substitutions {
  /** tree A's value → tree B's: content hashes of paired bundles, the compilation hash. */
  values: Map<string, string>
  /** What each pair is, for the report. */
  described: string[]
}

function compilationHash(publicDir: string): string | null {
  try {
    return (JSON.parse(fs.readFileSync(path.join(publicDir, 'page-data/app-data.json'), 'utf8')) as { webpackCompilationHash?: string }).webpackCompilationHash ?? null
  } catch {
    return null
  }
}

/** Tree A's values that tree B has under another value (bundles by name before the hash, the compilation hash). */
export function substitutions(dirA: string, dirB: string): Substitutions {
  const bundlesOf = (dir: string) => {
    const out = new Map<string, string>()
    for (const name of fs.readdirSync(dir)) {
      const m = HASHED_BUNDLE.exec(name)
      if (m) out.set(`${m[1]}.${m[3]}`, m[2])
    }
    return out
  }
  const a = bundlesOf(dirA)
  const b = bundlesOf(dirB)
  const values = new Map<string, string>()
  const described: string[] = []
  for (const [bundle, hash] of a) {
    const other = b.get(bundle)
    if (other && other !== hash) {
      values.set(hash, other)
      described.push(`${bundle}: ${hash} → ${other}`)
    }
  }
  const [hashA, hashB] = [compilationHash(dirA), compilationHash(dirB)]
  if (hashA && hashB && hashA !== hashB) {
    values.set(hashA, hashB)
    described.push(`compilation hash: ${hashA} → ${hashB}`)
  }
  return { values, described }
}

/** Either tree's file, normalised: (A only) tree B's values written in; the compile-hints line dropped; the runtime up to its short names, its map by its sources; pages with their CSP computed again. */
function normaliseText(file: string, text: string, subs: Substitutions | null): { file: string; text: string } {
  let out = text
  let name = file
  if (subs) {
    for (const [from, to] of subs.values) {
      out = out.split(from).join(to)
      name = name.split(from).join(to)
    }
  }
  if (EAGER_CHUNK_FILE.test(path.basename(name)) && out.startsWith(`${COMPILE_ALL_FUNCTIONS}\n`)) out = out.slice(COMPILE_ALL_FUNCTIONS.length + 1)
  if (name === 'webpack.stats.json') out = withoutSearchChunkSizes(out)
  else if (RUNTIME.test(name)) out = withCanonicalShortNames(out.replace(/\/\/# sourceMappingURL=\S+\s*$/, ''))
  else if (RUNTIME_MAP.test(name)) out = mapSources(out)
  // Pages with a CSP (the HTML pass writes it; slices and redirects have none).
  else if (name.endsWith('.html') && out.includes('data-squire-csp')) out = withCspMeta(out, [])
  return { file: name, text: out }
}

const sha1 = (data: string | Buffer) => crypto.createHash('sha1').update(data).digest('hex')

type Normalise = (file: string, bytes: Buffer) => { file: string; data: string | Buffer }

/** normalised path → sha1 of the normalised bytes, and the file it came from. */
function normalisedFingerprint(dir: string, normalise: Normalise): Map<string, { sha: string; from: string }> {
  const out = new Map<string, { sha: string; from: string }>()
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name
      if (entry.isDirectory()) walk(rel)
      else if (entry.isFile()) {
        const { file, data } = normalise(rel, fs.readFileSync(path.join(dir, rel)))
        out.set(file, { sha: sha1(data), from: rel })
      }
    }
  }
  walk('')
  return out
}

export interface KnownDifferencesComparison {
  /** Tree A's values that tree B has otherwise (each a difference by design). */
  substitutions: string[]
  onlyA: string[]
  onlyB: string[]
  differ: string[]
  /** For each differing text file, where the normalised texts first differ. */
  details: Map<string, string>
}

function firstDifference(a: string, b: string, context = 80): string {
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  const clip = (text: string) => JSON.stringify(text.slice(Math.max(0, i - context), i + context))
  return `first difference at character ${i}:\n      - ${clip(a)}\n      + ${clip(b)}`
}

/** Tree A against tree B, with the differences by design (see the module comment) taken out. */
export function compareModuloKnownDifferences(dirA: string, dirB: string): KnownDifferencesComparison {
  const subs = substitutions(dirA, dirB)
  const byDesign = (file: string) => [...DIFFER_BY_DESIGN.keys()].some((pattern) => pattern.test(file))
  const normaliser =
    (with_: Substitutions | null): Normalise =>
    (file, bytes) => {
      if (!TEXT.test(file)) return { file, data: bytes }
      const { file: name, text } = normaliseText(file, bytes.toString('utf8'), with_)
      return { file: name, data: text }
    }
  const [normaliseA, normaliseB] = [normaliser(subs), normaliser(null)]
  const a = normalisedFingerprint(dirA, normaliseA)
  const b = normalisedFingerprint(dirB, normaliseB)
  const differ = [...a.keys()].filter((f) => b.has(f) && b.get(f)?.sha !== a.get(f)?.sha && !byDesign(f)).sort()
  const details = new Map<string, string>()
  for (const file of differ.slice(0, 20)) {
    if (!TEXT.test(file)) continue
    const from = a.get(file)?.from ?? file
    const textA = normaliseA(from, fs.readFileSync(path.join(dirA, from))).data.toString()
    const textB = normaliseB(file, fs.readFileSync(path.join(dirB, file))).data.toString()
    details.set(file, firstDifference(textA, textB))
  }
  return {
    substitutions: subs.described,
    onlyA: [...a.keys()].filter((f) => !b.has(f) && !byDesign(f)).sort(),
    onlyB: [...b.keys()].filter((f) => !a.has(f) && !byDesign(f)).sort(),
    differ,
    details,
  }
}

/** The comparison as a report: '' when the trees are the same site. */
export function describeComparison(c: KnownDifferencesComparison, labels: { labelA: string; labelB: string }, limit = 20): string {
  const lines: string[] = []
  const list = (title: string, files: string[], detail?: (f: string) => string | undefined) => {
    if (!files.length) return
    lines.push(`${title} (${files.length}):`)
    for (const f of files.slice(0, limit)) {
      lines.push(`  - ${f}`)
      const more = detail?.(f)
      if (more) lines.push(`    ${more}`)
    }
    if (files.length > limit) lines.push(`  … ${files.length - limit} more`)
  }
  list(`files only in ${labels.labelA}`, c.onlyA)
  list(`files only in ${labels.labelB}`, c.onlyB)
  list('files with other bytes (differences by design taken out)', c.differ, (f) => c.details.get(f))
  if (lines.length && c.substitutions.length) lines.push(`values taken as the same, by design:\n${c.substitutions.map((s) => `  ${s}`).join('\n')}`)
  return lines.join('\n')
}
