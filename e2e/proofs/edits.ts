/**
 * The edits the incremental = cold proof makes to the proof site: content, code and the MDX
 * pipeline (the pipeline edit is built first, alone: Gatsby starts over after it; the content and
 * code edits then share one incremental build). Each edit says what it changes and
 * where a cold build of the edited sources shows it, so that an edit which stopped doing anything
 * (its source text changed) fails instead of proving nothing.
 */
import fs from 'fs'
import path from 'path'
import { FIXTURE } from './fixtureSite'

export interface Edit {
  /** What the edit is, as the issue lists it. */
  what: string
  apply(site: string): void
  /** Where the edit must show in a build of the edited sources; throws when it does not. */
  shows(publicDir: string): void
}

/** Replaces `from` by `to` in a file of the site, failing when `from` is not (or no longer) there. */
export function replaceIn(site: string, file: string, from: string, to: string): void {
  const full = path.join(site, file)
  const text = fs.readFileSync(full, 'utf8')
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}: update e2e/proofs/edits.ts`)
  fs.writeFileSync(full, text.replace(from, to))
}

const page = (publicDir: string, route: string): string => fs.readFileSync(path.join(publicDir, route, 'index.html'), 'utf8')
const exists = (publicDir: string, route: string): boolean => fs.existsSync(path.join(publicDir, route, 'index.html'))

function mustContain(publicDir: string, route: string, text: string): void {
  if (!page(publicDir, route).includes(text)) throw new Error(`/${route} does not contain ${JSON.stringify(text)}`)
}
function mustExist(publicDir: string, route: string, expected: boolean): void {
  if (exists(publicDir, route) !== expected) throw new Error(`/${route} ${expected ? 'was not built' : 'is still built'}`)
}

const DOCS = 'content/docs'

export const CONTENT_EDITS: Edit[] = [
  {
    what: "a doc's text",
    apply: (site) => replaceIn(site, `${DOCS}/concepts/pools.mdx`, 'is the ratio of the reserves', 'is the ratio of the two reserves'),
    shows: (pub) => mustContain(pub, 'concepts/pools', 'is the ratio of the two reserves'),
  },
  {
    what: "a doc's title (other pages' sidebars and prev/next change)",
    apply: (site) => replaceIn(site, `${DOCS}/concepts/price-oracles.mdx`, 'title: Price oracles', 'title: Price oracles and averages'),
    // fees is the page before it: its sidebar and its "Next" link carry the title.
    shows: (pub) => mustContain(pub, 'concepts/fees', 'Price oracles and averages'),
  },
  {
    what: 'a data value used on two pages',
    apply: (site) => replaceIn(site, 'content/data/token.json', '"swapFee": "0.30%"', '"swapFee": "0.25%"'),
    shows: (pub) => {
      mustContain(pub, 'concepts/fees', '0.25%')
      mustContain(pub, 'contracts/pair', '0.25%')
    },
  },
  {
    what: 'a new doc',
    apply: (site) =>
      fs.writeFileSync(
        path.join(site, DOCS, 'guides/slippage.mdx'),
        '---\ntitle: Slippage\ndescription: Why a swap can return less than quoted.\nsidebar_position: 5\n---\n\nThe price can move between the quote and the block that includes your swap. The minimum output you set is the most it may move against you.\n',
      ),
    shows: (pub) => {
      mustExist(pub, 'guides/slippage', true)
      mustContain(pub, 'guides/first-swap', '/guides/slippage')
    },
  },
  {
    what: 'a deleted doc',
    apply: (site) => fs.rmSync(path.join(site, DOCS, 'guides/removing-liquidity.mdx')),
    shows: (pub) => mustExist(pub, 'guides/removing-liquidity', false),
  },
  {
    what: 'a renamed doc',
    apply: (site) => fs.renameSync(path.join(site, DOCS, 'guides/reading-events.mdx'), path.join(site, DOCS, 'guides/following-events.mdx')),
    shows: (pub) => {
      mustExist(pub, 'guides/following-events', true)
      mustExist(pub, 'guides/reading-events', false)
    },
  },
  {
    what: 'a new image',
    apply: (site) => {
      fs.copyFileSync(path.join(FIXTURE, 'edits/two-reserves.png'), path.join(site, DOCS, 'concepts/two-reserves.png'))
      replaceIn(site, `${DOCS}/concepts/pools.mdx`, '## The constant product', '![Two circles, one for each reserve of a pool](./two-reserves.png)\n\n## The constant product')
    },
    shows: (pub) => mustContain(pub, 'concepts/pools', 'alt="Two circles, one for each reserve of a pool"'),
  },
]

export const CODE_EDITS: Edit[] = [
  {
    // Rendered by the blog templates only, so the doc, home and other pages are not re-rendered for it.
    what: 'a React component',
    apply: (site) => replaceIn(site, 'src/components/BlogPostMeta/index.tsx', '` · by ${', '` · written by ${'),
    shows: (pub) => mustContain(pub, 'blog/proof-notes', ' · written by '),
  },
  {
    // A module of the doc pages' paginator; Gatsby puts all CSS into one stylesheet that every page inlines.
    what: 'a CSS module',
    apply: (site) => replaceIn(site, 'src/components/DocPaginator/styles.module.css', '.sub { font-size: 0.8rem;', '.sub { font-size: 0.8125rem;'),
    shows: (pub) => mustContain(pub, '', '.8125rem'),
  },
]

/**
 * Built last, alone, after the content and code edits: one doc's search document changes and the
 * set of pages does not, so the search step patches the last build's word index instead of having
 * Pagefind index every page (src/build/speed/patchedWordIndex.ts), and the comparison with the
 * stock build covers the patched index.
 */
export const SEARCH_PATCH_EDITS: Edit[] = [
  {
    what: "a doc's text, words added and gone (the search index is patched)",
    apply: (site) => replaceIn(site, `${DOCS}/guides/first-swap.mdx`, 'Read the price impact:', 'Weigh the price impact and your slippage tolerance against frontrunning:'),
    shows: (pub) => mustContain(pub, 'guides/first-swap', 'slippage tolerance against frontrunning'),
  },
]

export const PIPELINE_EDITS: Edit[] = [
  {
    what: 'a file of the MDX pipeline (src/build/content/mdx/)',
    apply: (site) =>
      replaceIn(
        site,
        'src/build/content/mdx/rehypeCodeBlockSize.ts',
        'pre.properties.style = `${existing}--code-lines:${codeLines(toString(pre))}`',
        'pre.properties.style = `${existing}--code-lines:${codeLines(toString(pre))}`\n        pre.properties.dataCodeLines = String(codeLines(toString(pre)))',
      ),
    shows: (pub) => mustContain(pub, 'sdk/overview', 'data-code-lines="1"'),
  },
]
