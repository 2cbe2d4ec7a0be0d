#!/usr/bin/env node
/**
 * Search on the bench corpus, without a site build (so it runs in seconds at any size): the bench
 * docs rendered to HTML shaped like the doc template (an article with `data-pagefind-body`, its
 * section label, h2/h3 with ids, code blocks), then per size Pagefind 1.5 through its Node API,
 * its word index re-split into small chunks as the build does (src/build/outputs/search/pagefindChunks.ts,
 * transpiled on the fly), searched in Chromium the way src/search/engine/pagefindEngine.ts does
 * (pagefind.js, WebAssembly, the index chunk of the query, the fragments of the best 3 pages).
 * (The MiniSearch designs it was compared with before Pagefind was chosen, a whole index and one
 * sharded by term prefix, are in bench/results/search-designs-2026-11-23-*.json.)
 *
 * Index data (gzip) apart from Pagefind's runtime (pagefind.js + WebAssembly); the modal's code
 * (≈ 35 KB gzip) comes on top.
 *
 *   node bench/searchScale.mjs [--sizes 500,2000] [--query liquidity]
 *
 * With --site, a built site instead (the real runtime: modal, engine, Pagefind, as a reader gets
 * them; bench/lib/searchBytes.mjs): each query measured --runs times from --doc, medians and the
 * worst query reported against the budgets, written to bench/results/search-queries-*.json.
 *
 *   node bench/searchScale.mjs --site public [--doc /concepts/overview] [--queries liquidity,swap]
 *                              [--runs 3] [--key-delay 60]
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { generateCorpus } from './corpus.mjs'
import { launchChromium } from './lib/chromium.mjs'
import { gzipSize, kb, machineInfo, serveStatic } from './lib/measure.mjs'
import { measureSearchBytes } from './lib/searchBytes.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(path.join(ROOT, 'package.json'))
/** The modal's pages per query (DEFAULT_PAGES in src/search/engine/pagefindEngine.ts). */
const PAGES_SHOWN = 3

/**
 * The build's re-chunking step, src/build/outputs/search/pagefindChunks.ts, and the modules it
 * imports from its folder (./cborItems), transpiled for plain Node into one temporary folder.
 */
async function loadRechunk() {
  const ts = require('typescript')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefindChunks-'))
  const transpile = (name) => {
    const source = fs.readFileSync(path.join(ROOT, 'src/build/outputs/search', `${name}.ts`), 'utf8')
    const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2020 } })
    fs.writeFileSync(path.join(dir, `${name}.mjs`), outputText.replace(/from '\.\/(\w+)'/g, "from './$1.mjs'"))
  }
  try {
    for (const name of ['pagefindChunks', 'cborItems']) transpile(name)
    return await import(pathToFileURL(path.join(dir, 'pagefindChunks.mjs')).href)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const slug = (text) => text.toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-')
const inline = (text) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>').replace(/\[([^\]]+)\]\(([^)]+)\)/g, '<a href="$2">$1</a>')

/** The corpus Markdown as the doc template renders it (enough of it for indexing). */
function toHtml(source) {
  const [, front, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source)
  const title = JSON.parse(/^title: (.*)$/m.exec(front)[1])
  const out = []
  const lines = body.split('\n')
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]
    if (line.startsWith('```')) {
      const code = []
      while (!lines[++i].startsWith('```')) code.push(lines[i])
      out.push(`<pre><code>${escape(code.join('\n'))}</code></pre>`)
    } else if (/^#{2,3} /.test(line)) {
      const level = line.indexOf(' ')
      const text = line.slice(level + 1)
      out.push(`<h${level} id="${slug(text)}">${escape(text)}</h${level}>`)
    } else if (line.startsWith('|')) {
      const rows = []
      while (lines[i]?.startsWith('|')) rows.push(lines[i++])
      i -= 1
      const cells = (row) => row.split('|').slice(1, -1).map((c) => c.trim())
      out.push(`<table><tr>${cells(rows[0]).map((c) => `<th>${escape(c)}</th>`).join('')}</tr>${rows.slice(2).map((r) => `<tr>${cells(r).map((c) => `<td>${escape(c)}</td>`).join('')}</tr>`).join('')}</table>`)
    } else if (line.startsWith(':::')) {
      out.push(line.length > 3 ? `<div class="admonition"><p>${escape(/\[(.*)\]/.exec(line)?.[1] ?? '')}</p>` : '</div>')
    } else if (line.trim()) out.push(`<p>${inline(line)}</p>`)
  }
  return { title, html: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body><nav>sidebar</nav><main><article data-pagefind-body data-search-section="Bench" data-pagefind-meta="section[data-search-section]"><h1>${escape(title)}</h1>${out.join('\n')}</article></main></body></html>` }
}

async function pagefindFigures(dir, query) {
  const pagefind = await import('pagefind')
  const started = Date.now()
  const { index } = await pagefind.createIndex({ excludeSelectors: ['pre'] })
  const added = await index.addDirectory({ path: dir })
  await index.writeFiles({ outputPath: path.join(dir, 'pagefind') })
  await pagefind.close()
  const { rechunkPagefindIndex } = await loadRechunk()
  const chunks = await rechunkPagefindIndex(path.join(dir, 'pagefind'), await import('cborg'))
  const indexSeconds = (Date.now() - started) / 1000
  fs.writeFileSync(path.join(dir, 'search.html'), '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>search</title></head><body></body></html>')
  const server = await serveStatic(dir)
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    const fetched = []
    page.on('requestfinished', (request) => {
      const file = server.served.get(decodeURIComponent(new URL(request.url()).pathname))
      if (file && !file.endsWith('search.html')) fetched.push({ path: new URL(request.url()).pathname, gzip: Math.min(fs.statSync(file).size, gzipSize(fs.readFileSync(file))) })
    })
    await page.goto(`${server.url}/search.html`)
    const timing = await page.evaluate(
      async ({ query, shown }) => {
        const pf = await import('/pagefind/pagefind.js')
        await pf.options({ baseUrl: '/', excerptLength: 30, noWorker: true })
        await pf.init()
        // Cold: the query's index chunk and the shown pages' fragments are fetched on the way.
        const started = performance.now()
        const found = await pf.search(query)
        const searched = performance.now()
        const data = await Promise.all(found.results.slice(0, shown).map((r) => r.data()))
        const done = performance.now()
        const lastByte = Math.max(...performance.getEntriesByType('resource').map((e) => e.responseEnd))
        // Warm: the same query again, everything cached, is the engine's own time.
        const t0 = performance.now()
        const again = await pf.search(query)
        await Promise.all(again.results.slice(0, shown).map((r) => r.data()))
        return { pages: found.results.length, sections: data.reduce((n, d) => n + d.sub_results.length, 0), warmMs: performance.now() - t0, searchMs: searched - started, coldMs: done - started, afterBytesMs: done - lastByte }
      },
      { query, shown: PAGES_SHOWN },
    )
    const sum = (re) => fetched.filter((f) => re.test(f.path)).reduce((n, f) => n + f.gzip, 0)
    return {
      indexedPages: added.page_count,
      indexSeconds,
      chunks,
      indexChunksGzip: sum(/\/pagefind\/index\//),
      fragmentsGzip: sum(/\/pagefind\/fragment\//),
      indexDataGzip: sum(/\/pagefind\/(index|fragment)\/|pagefind-entry|\.pf_meta$/),
      runtimeGzip: sum(/pagefind\.js$|\.pagefind$/),
      requests: fetched.length,
      matchingPages: timing.pages,
      warmQueryMs: Math.round(timing.warmMs * 10) / 10,
      /** The first query: Pagefind's search (fetching and decoding the index chunk), then the pages' `data()` (fragments). */
      coldSearchMs: Math.round(timing.searchMs),
      coldQueryMs: Math.round(timing.coldMs),
      /** From the last byte fetched to the shown pages' data (Pagefind's `data()`, not the site's fragment reader or render). */
      dataAfterBytesMs: Math.round(timing.afterBytesMs),
    }
  } finally {
    await browser.close()
    await server.close()
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

/** Search bytes and times of a built site, per query (medians of `runs`), the worst query first. */
async function measureSite({ site, doc, queries, runs, keyDelayMs }) {
  const rows = []
  for (const query of queries) {
    const samples = []
    for (let run = 0; run < runs; run += 1) samples.push(await measureSearchBytes({ publicDir: site, docPath: doc, query, keyDelayMs }))
    const row = {
      query,
      gzipBytes: median(samples.map((s) => s.gzipBytes)),
      maxGzipBytes: Math.max(...samples.map((s) => s.gzipBytes)),
      byKind: samples[0].byKind,
      hits: median(samples.map((s) => s.hits)),
      resultsAfterBytesMs: median(samples.map((s) => s.resultsAfterBytesMs)),
      resultsAfterLastKeyMs: median(samples.map((s) => s.resultsAfterLastKeyMs)),
      samples: samples.map(({ gzipBytes, byKind, requests, hits, resultsAfterBytesMs, resultsAfterLastKeyMs, files }) => ({ gzipBytes, byKind, requests, hits, resultsAfterBytesMs, resultsAfterLastKeyMs, files })),
    }
    rows.push(row)
    console.log(`${query}: ${kb(row.gzipBytes)} gzip median (max ${kb(row.maxGzipBytes)}; ${Object.entries(row.byKind).filter(([k]) => k !== 'prefetch').map(([k, v]) => `${k} ${kb(v)}`).join(', ')}), ${row.hits} hits, results ${row.resultsAfterBytesMs} ms after the bytes, ${row.resultsAfterLastKeyMs} ms after the last key`)
  }
  rows.sort((a, b) => b.gzipBytes - a.gzipBytes)
  return rows
}

async function main() {
  const argv = process.argv.slice(2)
  const option = (name, fallback) => {
    const at = argv.indexOf(name)
    return at >= 0 ? argv[at + 1] : fallback
  }
  const site = option('--site', null)
  if (site) {
    const settings = { site: path.resolve(site), doc: option('--doc', '/concepts/overview'), queries: option('--queries', 'liquidity,swap,pair,permit,getReserves,swapExactTokensForTokens,pool,fee,the').split(','), runs: Number(option('--runs', '3')), keyDelayMs: Number(option('--key-delay', '60')) }
    const rows = await measureSite(settings)
    const worst = rows[0]
    console.log(`worst query "${worst.query}": ${kb(worst.gzipBytes)} gzip (budgets: ${kb(150 * 1024)} real site, ${kb(300 * 1024)} at 2,000 docs); results after the bytes: median ${median(rows.map((r) => r.resultsAfterBytesMs))} ms over the queries, worst ${Math.max(...rows.map((r) => r.resultsAfterBytesMs))} ms`)
    fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true })
    const out = path.join(ROOT, 'bench/results', `search-queries-${new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-')}.json`)
    fs.writeFileSync(out, `${JSON.stringify({ date: new Date().toISOString(), machine: machineInfo(ROOT), ...settings, rows }, null, 2)}\n`)
    console.log(`wrote ${path.relative(ROOT, out)}`)
    return
  }
  const sizes = option('--sizes', '500,2000').split(',').map(Number)
  const query = option('--query', 'liquidity')
  const rows = []
  for (const docs of sizes) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `squire-search-${docs}-`))
    try {
      for (const file of generateCorpus({ docs })) {
        const url = `/${file.relPath.replace(/^content\/docs\//, '').replace(/\.mdx$/, '')}`
        fs.mkdirSync(path.join(dir, url), { recursive: true })
        fs.writeFileSync(path.join(dir, url, 'index.html'), toHtml(file.source).html)
      }
      const pf = await pagefindFigures(dir, query)
      rows.push({ docs, query, pagefind: pf })
      console.log(`${docs} docs: Pagefind index data ${kb(pf.indexDataGzip)} (chunks ${kb(pf.indexChunksGzip)}, fragments ${kb(pf.fragmentsGzip)}; ${pf.chunks.chunksBefore} → ${pf.chunks.chunksAfter} chunks) + runtime ${kb(pf.runtimeGzip)} in ${pf.requests} requests; first query ${pf.coldQueryMs} ms (search ${pf.coldSearchMs} ms, data ${pf.dataAfterBytesMs} ms after the last byte), warm query ${pf.warmQueryMs} ms, indexed in ${pf.indexSeconds.toFixed(1)} s`)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
  fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true })
  const out = path.join(ROOT, 'bench/results', `search-designs-${new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-')}.json`)
  fs.writeFileSync(out, `${JSON.stringify({ date: new Date().toISOString(), machine: machineInfo(ROOT), rows }, null, 2)}\n`)
  console.log(`wrote ${path.relative(ROOT, out)}`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
