/**
 * What the default build writes differently from a stock one (SQUIRE_SPEED=0, speed patches
 * reversed), by design, and the comparison that allows exactly that and nothing else.
 *
 * Two speed devices change bytes of the output on purpose:
 * - compile hints (src/build/speed/webpack/compileHints.ts, docs/decisions/compile-hints.md): the
 *   search chunks start with V8's `//# allFunctionsCalledOnLoad` line, so they have other content
 *   hashes, hence other names, and the webpack runtime that maps chunk ids to those hashes has
 *   another content hash too;
 * - the stable compilation hash (src/build/speed/webpack/stableCompilationHash.ts,
 *   docs/decisions/stable-compilation-hash.md): the browser compilation's hash leaves out
 *   mini-css-extract-plugin's child compilations, so its value differs from stock Gatsby's.
 * Both reach every page through Gatsby's scripts slice (bundle names, `___webpackCompilationHash`)
 * and so the page's CSP (the hashes of its inline scripts).
 *
 * The comparison therefore: pairs the bundles that exist under another content hash in each build
 * (same name before the hash) and the two compilation hashes; writes the stock values for the
 * default ones into every text file of the default build; removes the compile-hints line from the
 * search chunks; and computes every page's CSP again (the site's own htmlCsp) on both sides, so a
 * page's CSP is compared through what it hashes. Everything else must be byte for byte the same.
 * The source maps of the search chunks are the one kind of file left out: the added line shifts
 * their mappings (listed in STOCK_ONLY_BY_DESIGN).
 */
import crypto from 'crypto'
import fs from 'fs'
import path from 'path'
import { COMPILE_ALL_FUNCTIONS, EAGER_CHUNK_FILE } from '../../src/build/speed/webpack/compileHints'
import { withCspMeta } from '../../src/build/outputs/deploy/htmlCsp'

const HASHED_BUNDLE = /^(.+)-([0-9a-f]{20})\.(js|css)$/
const TEXT = /\.(html|json|js|css|txt|md|xml|svg|map|webmanifest)$/

/** Files that may differ between the default and the stock build, and why. */
export const STOCK_ONLY_BY_DESIGN = new Map<RegExp, string>([
  [/^search-(modal|engine)-[0-9a-f]{20}\.js\.map$/, 'compile hints: the line added at the top of the search chunks shifts their source maps'],
  [/^blog\/rss\.xml$/, 'gatsby-plugin-feed writes the build time as <lastBuildDate>'],
])

export interface Substitutions {
  /** default-build value → stock value: content hashes of paired bundles, the compilation hash. */
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

/** The default build's values that the stock build has under another value (see the module comment). */
export function substitutions(fastDir: string, stockDir: string): Substitutions {
  const bundlesOf = (dir: string) => {
    const out = new Map<string, string>()
    for (const name of fs.readdirSync(dir)) {
      const m = HASHED_BUNDLE.exec(name)
      if (m) out.set(`${m[1]}.${m[3]}`, m[2])
    }
    return out
  }
  const fast = bundlesOf(fastDir)
  const stock = bundlesOf(stockDir)
  const values = new Map<string, string>()
  const described: string[] = []
  for (const [bundle, hash] of fast) {
    const other = stock.get(bundle)
    if (other && other !== hash) {
      values.set(hash, other)
      described.push(`${bundle}: ${hash} → ${other}`)
    }
  }
  const [fastHash, stockHash] = [compilationHash(fastDir), compilationHash(stockDir)]
  if (fastHash && stockHash && fastHash !== stockHash) {
    values.set(fastHash, stockHash)
    described.push(`compilation hash: ${fastHash} → ${stockHash}`)
  }
  return { values, described }
}

/** A file of the default build as the stock build would have it (relative path and text). */
export function asStock(file: string, text: string, subs: Substitutions): { file: string; text: string } {
  let out = text
  let name = file
  for (const [from, to] of subs.values) {
    out = out.split(from).join(to)
    name = name.split(from).join(to)
  }
  if (EAGER_CHUNK_FILE.test(path.basename(file)) && out.startsWith(`${COMPILE_ALL_FUNCTIONS}\n`)) out = out.slice(COMPILE_ALL_FUNCTIONS.length + 1)
  if (file.endsWith('.html')) out = withCspMeta(out, [])
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

export interface StockComparison {
  substitutions: string[]
  onlyFast: string[]
  onlyStock: string[]
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

/** The default build against the stock one, with the by-design differences taken out. */
export function compareWithStock(fastDir: string, stockDir: string): StockComparison {
  const subs = substitutions(fastDir, stockDir)
  const byDesign = (file: string) => [...STOCK_ONLY_BY_DESIGN.keys()].some((pattern) => pattern.test(file))
  const fastNormalise: Normalise = (file, bytes) => {
    if (!TEXT.test(file)) return { file, data: bytes }
    const { file: name, text } = asStock(file, bytes.toString('utf8'), subs)
    return { file: name, data: text }
  }
  const stockNormalise: Normalise = (file, bytes) => ({ file, data: file.endsWith('.html') ? withCspMeta(bytes.toString('utf8'), []) : bytes })
  const fast = normalisedFingerprint(fastDir, fastNormalise)
  const stock = normalisedFingerprint(stockDir, stockNormalise)
  const differ = [...fast.keys()].filter((f) => stock.has(f) && stock.get(f)?.sha !== fast.get(f)?.sha && !byDesign(f)).sort()
  const details = new Map<string, string>()
  for (const file of differ.slice(0, 20)) {
    if (!TEXT.test(file)) continue
    const from = fast.get(file)?.from ?? file
    const a = fastNormalise(from, fs.readFileSync(path.join(fastDir, from))).data.toString()
    const b = stockNormalise(file, fs.readFileSync(path.join(stockDir, file))).data.toString()
    details.set(file, firstDifference(a, b))
  }
  return {
    substitutions: subs.described,
    onlyFast: [...fast.keys()].filter((f) => !stock.has(f) && !byDesign(f)).sort(),
    onlyStock: [...stock.keys()].filter((f) => !fast.has(f) && !byDesign(f)).sort(),
    differ,
    details,
  }
}
