#!/usr/bin/env node
/**
 * Spell check of what readers read: the prose of every MDX page and blog post (text, headings,
 * table cells, link texts, image alt texts and the title, description, sidebar label and image alt
 * of the front matter), the string values of content/data/*.json that pages render, and the
 * labels and texts of the site configuration (src/config). Code blocks, inline code, URLs,
 * component attributes and identifiers in the data (ids, addresses, hashes) are not prose.
 *
 * The site writes British English with -ise endings ("optimise", "initialised", "behaviour").
 * Words are checked against cspell's British English (-ise) dictionary plus the project word list
 * content/words.txt. A word that is the other convention's spelling of a dictionary word
 * ("optimize", "color") is reported with the spelling to use.
 *
 *   node scripts/spelling/checkSpelling.mjs                  # check the site; exit 1 on findings
 *   node scripts/spelling/checkSpelling.mjs FILE…            # check these files only
 *   node scripts/spelling/checkSpelling.mjs --json --site FILE…  # the site and these files, as JSON
 *
 * npm test runs it through __tests__/content/spelling.test.ts.
 */
import fs from 'fs'
import path from 'path'
import { createRequire } from 'module'
import { fileURLToPath } from 'url'
import { getDictionary, validateText } from 'cspell-lib'

const require = createRequire(import.meta.url)
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const WORDS_FILE = path.join(ROOT, 'content/words.txt')

/** The British English (-ise) dictionary shipped by @cspell/dict-en-gb-ise (its package exports only the config). */
const DICTIONARY = path.join(path.dirname(require.resolve('@cspell/dict-en-gb-ise/cspell-ext.json')), 'en_GB.trie.gz')

/** Front-matter fields that are shown to readers. */
const FRONTMATTER_PROSE = /^(title|description|sidebar_label|image_alt):[ \t]*(.*)$/
/** Site-configuration fields that are shown to readers. */
const CONFIG_PROSE = /\b(label|title|text|content|tagline|alt|ariaLabel|blogTitle|docsVersionLabel):\s*(['"`])((?:(?!\2)[^\\]|\\.)*)\2/g
/** Data keys whose values are identifiers, not prose. */
const DATA_IDENTIFIER_KEYS = new Set(['id', 'key', 'allocation', 'network', 'networks', 'version', 'explorer', 'hash', 'reproduceWith', 'upstream', 'helper'])

/** A copy of `text` with every character outside `ranges` blanked, newlines kept, so offsets and lines still match. */
export function keepRanges(text, ranges) {
  const out = text.replace(/[^\n]/g, ' ').split('')
  for (const [start, end] of ranges) for (let i = start; i < end; i++) out[i] = text[i]
  return out.join('')
}

function frontmatterRanges(raw) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(raw)
  if (!match) return { ranges: [], bodyStart: 0 }
  const ranges = []
  let offset = match[0].indexOf('\n') + 1
  for (const line of match[1].split('\n')) {
    const field = FRONTMATTER_PROSE.exec(line)
    if (field) ranges.push([offset + line.length - field[2].length, offset + line.length])
    offset += line.length + 1
  }
  return { ranges, bodyStart: match[0].length }
}

const IDENTIFIER = /[A-Za-z_$][\w$]*/g

/** Markdown and MDX syntax inside a prose line that is not prose: each is blanked, its length kept. */
const NOT_PROSE = [
  /`[^`\n]*`/g, // inline code (its identifiers are collected first)
  /\{\/\*[\s\S]*?\*\/\}/g, // MDX comments
  /<\/?[A-Za-z][^>]*>/g, // components and HTML tags, with their attributes
  /\]\([^)\s]*\)/g, // link and image targets: keep the text in brackets
  /^\s*:::\w*/g, // admonition fences (a [title] after them stays)
  /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/g, // table delimiter rows
]

/**
 * The reader-visible prose of an MDX file (everything outside code, tags and link targets, plus the
 * shown front-matter fields) with offsets and lines kept, and the identifiers of its code (code
 * blocks and inline code). A page names `initialize` in a heading or a link text because the
 * contract has a function of that name: such words are the code's spelling, not the page's.
 */
export function mdxProse(raw) {
  const { ranges, bodyStart } = frontmatterRanges(raw)
  const identifiers = new Set()
  const collect = (code) => {
    for (const [name] of code.matchAll(IDENTIFIER)) identifiers.add(name)
  }
  const lines = raw.slice(bodyStart).split('\n')
  let offset = bodyStart
  let fence = null
  for (const line of lines) {
    const fenceMark = /^\s*(`{3,}|~{3,})/.exec(line)
    if (fence) {
      if (fenceMark && fenceMark[1][0] === fence[0] && fenceMark[1].length >= fence.length) fence = null
      else collect(line)
    } else if (fenceMark) {
      fence = fenceMark[1]
    } else {
      for (const [code] of line.matchAll(/`[^`\n]*`/g)) collect(code)
      let prose = line
      for (const pattern of NOT_PROSE) prose = prose.replace(pattern, (match) => ' '.repeat(match.length))
      for (const word of prose.matchAll(/\S+/g)) ranges.push([offset + word.index, offset + word.index + word[0].length])
    }
    offset += line.length + 1
  }
  return { ranges, identifiers }
}

/** Blanks every whole word of `prose` that is one of `identifiers`. */
export function withoutIdentifiers(prose, identifiers) {
  return prose.replace(IDENTIFIER, (word) => (identifiers.has(word) ? ' '.repeat(word.length) : word))
}

/** The string values of a JSON data file, except identifiers, as ranges of the raw text. */
export function dataProseRanges(raw) {
  const ranges = []
  const token = /"((?:[^"\\]|\\.)*)"(\s*:)?/g
  let key = ''
  for (let m = token.exec(raw); m; m = token.exec(raw)) {
    if (m[2]) key = m[1]
    else if (!DATA_IDENTIFIER_KEYS.has(key)) ranges.push([m.index + 1, m.index + 1 + m[1].length])
  }
  return ranges
}

/** Labels and texts of a site-configuration module, as ranges of the raw text. */
export function configProseRanges(raw) {
  const ranges = []
  for (const m of raw.matchAll(CONFIG_PROSE)) {
    const start = m.index + m[0].length - 1 - m[3].length
    ranges.push([start, start + m[3].length])
  }
  return ranges
}

export function proseOf(file, raw) {
  if (file.endsWith('.mdx') || file.endsWith('.md')) {
    const { ranges, identifiers } = mdxProse(raw)
    return withoutIdentifiers(keepRanges(raw, ranges), identifiers)
  }
  if (file.endsWith('.json')) return keepRanges(raw, dataProseRanges(raw))
  return keepRanges(raw, configProseRanges(raw))
}

export function projectWords(file = WORDS_FILE) {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
}

/** Not prose even inside prose: URLs, host names, hex numbers (addresses, hashes, selectors), paths and e-mail addresses. */
const IGNORE = [/\bhttps?:\/\/\S+/g, /\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:org|com|io|exchange|sh|dev|me|xyz)\b/g, /\b0x[0-9a-fA-F]+\b/g, /(?:\.{0,2}\/)?[\w.@-]+\/[\w./-]+/g, /\S+@\S+\.\w+/g, /['’]s\b/g]

function settingsFor(words) {
  return {
    version: '0.2',
    language: 'en-GB',
    dictionaryDefinitions: [{ name: 'en-gb-ise', path: DICTIONARY }],
    dictionaries: ['en-gb-ise'],
    words,
    ignoreRegExpList: IGNORE,
  }
}

/** American spellings and the British (-ise) forms the site uses. */
const OTHER_CONVENTION = [
  [/yz(e|es|ed|ing|er|ers)$/i, 'ys$1'],
  [/iz(e|es|ed|ing|er|ers|ation|ations|able)$/i, 'is$1'],
  [/or(s?)$/i, 'our$1'],
  [/or(ed|ing|ful|ite|ites|able)$/i, 'our$1'],
  [/er(s?)$/i, 're$1'],
  [/og(s?)$/i, 'ogue$1'],
  [/ense(s?)$/i, 'ence$1'],
]

function britishForm(word, dictionary) {
  for (const [pattern, replacement] of OTHER_CONVENTION) {
    if (!pattern.test(word)) continue
    const candidate = word.replace(pattern, replacement)
    if (dictionary.has(candidate, { ignoreCase: true })) return candidate
  }
  return undefined
}

function lineAndColumn(text, offset) {
  const before = text.slice(0, offset)
  const line = before.split('\n').length
  return { line, column: offset - before.lastIndexOf('\n') }
}

/**
 * Checks files and returns one finding per unknown word: `{ file, line, column, word, british? }`,
 * `british` being set when the word is the American spelling of a dictionary word.
 */
export async function checkFiles(files, { words = projectWords(), root = ROOT } = {}) {
  const settings = settingsFor(words)
  const dictionary = await getDictionary(settings)
  const findings = []
  for (const file of files) {
    const raw = fs.readFileSync(file, 'utf8')
    const prose = proseOf(file, raw)
    const issues = await validateText(prose, settings, { generateSuggestions: false })
    for (const issue of issues) {
      const british = britishForm(issue.text, dictionary)
      findings.push({ file: path.relative(root, file), ...lineAndColumn(prose, issue.offset), word: issue.text, ...(british ? { british } : {}) })
    }
  }
  return findings
}

export function describe(finding) {
  const where = `${finding.file}:${finding.line}:${finding.column}`
  return finding.british
    ? `${where} "${finding.word}" is the American spelling; the site writes British English: "${finding.british}"`
    : `${where} unknown word "${finding.word}" (fix the spelling, or add the word to content/words.txt if it is right)`
}

function filesUnder(dir, extensions) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(full, extensions)
    return extensions.some((ext) => entry.name.endsWith(ext)) ? [full] : []
  })
}

/** Everything the site shows that the check covers. */
export function siteFiles(root = ROOT) {
  const config = ['announcement.ts', 'footer.ts', 'navbar.ts', 'pages.ts', 'sidebars.ts', 'site.ts'].map((f) => path.join(root, 'src/config', f))
  return [
    ...filesUnder(path.join(root, 'content/docs'), ['.mdx']),
    ...filesUnder(path.join(root, 'content/blog'), ['.mdx']),
    ...filesUnder(path.join(root, 'content/data'), ['.json']),
    ...config,
  ].sort()
}

async function main(args) {
  const json = args.includes('--json')
  const files = args.filter((arg) => !arg.startsWith('--')).map((file) => path.resolve(file))
  const toCheck = args.includes('--site') || !files.length ? [...siteFiles(), ...files] : files
  const findings = await checkFiles(toCheck)
  if (json) process.stdout.write(JSON.stringify(findings.map((finding) => ({ ...finding, message: describe(finding) }))))
  else for (const finding of findings) console.log(describe(finding))
  process.exitCode = findings.length && !json ? 1 : 0
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main(process.argv.slice(2))
