/**
 * A rebuild hands Pagefind the last build's fragment files of the pages whose search document did
 * not change, so it does not compress them again.
 *
 * Why: Pagefind names a fragment (a page's text, title and anchors) by the hash of its content and
 * skips writing a hashed file whose name already exists in the output folder; writing one costs a
 * gzip at the best level. Of a 500-doc index write (≈ 1.1 s) the fragments are ≈ 0.6 s. The index
 * goes into a fresh folder every build (./pagefindIndex.ts), so it never skipped any.
 *
 * Which files are safe: a fragment is made from the page's document and URL alone (and Pagefind's
 * version and options, recorded with the list: if they differ, the caller writes the index again
 * without links), so a page whose document is not `cut` in this build (../outputs/search/searchDocuments.ts:
 * its document is the last build's, byte for byte) gets the fragment it had, under the same name. Only
 * those are linked into the fresh folder; everything else is written.
 *
 * The one way this could go wrong is Pagefind's own: names are the hash's first 7 hex digits,
 * lengthened only when two pages *of one build* collide. A page whose new fragment shares its
 * first 7 digits with an unchanged page's would collide with that page in this build, and
 * whichever comes first keeps the short name — possibly the linked file with the other page's
 * text. Every such collision leaves one fragment name that is a prefix of another, so after the
 * write `namesCollide` finds it and the caller writes the index again without any linked file.
 */
import fs from 'fs'
import path from 'path'
import zlib from 'zlib'

const FRAGMENT_DIR = 'fragment'
const FRAGMENT_SUFFIX = '.pf_fragment'
const SIGNATURE = 'pagefind_dcd'
/** Bump when the list's form changes. */
const LIST_VERSION = 1

/** The last build's fragment file name of each page URL, and what made them. */
export interface FragmentList {
  version: number
  /** Pagefind's version and the options its index was made with: another value invalidates every name. */
  maker: string
  fragments: Record<string, string>
}

/** What made an index: Pagefind's version (from the index's pagefind-entry.json) and the options given to it. */
export function indexMaker(indexDir: string, options: unknown): string {
  const { version } = JSON.parse(fs.readFileSync(path.join(indexDir, 'pagefind-entry.json'), 'utf8')) as { version?: unknown }
  return JSON.stringify({ pagefind: version, options })
}

/** Reads the list the last build saved; null when missing or unreadable. */
export function readFragmentList(file: string): FragmentList | null {
  try {
    const list = JSON.parse(fs.readFileSync(file, 'utf8')) as FragmentList
    return list.version === LIST_VERSION && typeof list.maker === 'string' && list.fragments && typeof list.fragments === 'object' ? list : null
  } catch {
    return null
  }
}

/**
 * Links into `nextDir` the fragments, from the last build's index in `currentDir`, of the pages
 * whose document did not change (`cut` false). Returns the names linked.
 */
export function linkUnchangedFragments(
  list: FragmentList | null,
  documents: readonly { url: string; cut: boolean }[],
  currentDir: string,
  nextDir: string,
): Set<string> {
  const linked = new Set<string>()
  if (!list) return linked
  const target = path.join(nextDir, FRAGMENT_DIR)
  for (const { url, cut } of documents) {
    const name = list.fragments[url]
    if (cut || !name || !/^[\w-]+\.pf_fragment$/.test(name)) continue
    if (linked.size === 0) fs.mkdirSync(target, { recursive: true })
    try {
      fs.linkSync(path.join(currentDir, FRAGMENT_DIR, name), path.join(target, name))
      linked.add(name)
    } catch {
      // Gone (public/ cleaned) or already linked: Pagefind writes it.
    }
  }
  return linked
}

/** The fragment files in an index folder. */
export function fragmentNames(indexDir: string): string[] {
  try {
    return fs.readdirSync(path.join(indexDir, FRAGMENT_DIR)).filter((name) => name.endsWith(FRAGMENT_SUFFIX))
  } catch {
    return []
  }
}

/** Whether a fragment's hash is a prefix of another's: Pagefind lengthened a name after a collision. */
export function namesCollide(names: readonly string[]): boolean {
  const hashes = names.map((name) => name.slice(0, -FRAGMENT_SUFFIX.length)).sort()
  // Sorted, a hash that is a prefix of others comes right before one of them.
  return hashes.some((hash, i) => i + 1 < hashes.length && hashes[i + 1].startsWith(hash))
}

/** What a fragment file holds (gzip of the signature and Pagefind's JSON: url, content, meta, …). */
export function fragmentData(file: string): { url?: unknown; meta?: unknown } {
  const data = zlib.gunzipSync(fs.readFileSync(file))
  if (data.subarray(0, SIGNATURE.length).toString() !== SIGNATURE) throw new Error(`${path.basename(file)}: not a Pagefind fragment`)
  return JSON.parse(data.subarray(SIGNATURE.length).toString()) as { url?: unknown; meta?: unknown }
}

/** The page URL a fragment file holds. */
export function fragmentUrl(file: string): string {
  const { url } = fragmentData(file)
  if (typeof url !== 'string') throw new Error(`${path.basename(file)}: a Pagefind fragment without a url`)
  return url
}

/**
 * This build's list, from its index folder: linked files keep the URL the last list gave them
 * (Pagefind kept them, so they are those pages'), the others are read.
 */
export function fragmentListOf(indexDir: string, maker: string, previous: FragmentList | null, linked: ReadonlySet<string>): FragmentList {
  const urlOfLinked = new Map<string, string>()
  if (previous) for (const [url, name] of Object.entries(previous.fragments)) if (linked.has(name)) urlOfLinked.set(name, url)
  const fragments: Record<string, string> = {}
  for (const name of fragmentNames(indexDir)) {
    fragments[urlOfLinked.get(name) ?? fragmentUrl(path.join(indexDir, FRAGMENT_DIR, name))] = name
  }
  return { version: LIST_VERSION, maker, fragments }
}

export function writeFragmentList(file: string, list: FragmentList): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(list))
  fs.renameSync(`${file}.tmp`, file)
}
