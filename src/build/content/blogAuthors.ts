/**
 * Blog authors must be people in the author registry (content/data/authors.json). A post whose
 * `authors` names anyone else fails the build, naming the post and the handle: a reader who trusts
 * a byline should be able to find that person on the team page.
 */
import fs from 'fs'
import path from 'path'

export const AUTHOR_REGISTRY_FILE = 'content/data/authors.json'

export interface Author {
  handle: string
  name: string
  role: string
}

export interface BlogPostAuthors {
  /** Repo-relative path of the post, e.g. content/blog/2024-03-12-intro-to-gas-optimization/index.mdx */
  file: string
  authors: ReadonlyArray<string> | null | undefined
}

/** The lists of the registry: the core team (also shown on the team page) and guest authors. */
const REGISTRY_LISTS = ['team', 'guests'] as const

/** The registry's authors by handle; throws naming the file and the entry when its shape is wrong. */
export function parseAuthorRegistry(json: unknown, file = AUTHOR_REGISTRY_FILE): Map<string, Author> {
  if (!json || typeof json !== 'object' || !Array.isArray((json as { team?: unknown }).team)) {
    throw new Error(`${file}: expected { "team": [ … ], "guests": [ … ] }`)
  }
  const registry = new Map<string, Author>()
  for (const listName of REGISTRY_LISTS) {
    const list = (json as Record<string, unknown>)[listName] ?? []
    if (!Array.isArray(list)) throw new Error(`${file}: "${listName}" must be a list`)
    list.forEach((entry: unknown, index) => {
      const { handle, name, role } = (entry ?? {}) as Record<string, unknown>
      for (const [field, value] of Object.entries({ handle, name, role })) {
        if (typeof value !== 'string' || !value.trim()) throw new Error(`${file}: ${listName}[${index}] has no "${field}"`)
      }
      if (registry.has(handle as string)) throw new Error(`${file}: ${listName}[${index}] repeats the handle "${String(handle)}"`)
      registry.set(handle as string, { handle: handle as string, name: name as string, role: role as string })
    })
  }
  return registry
}

/** Reads and parses the registry under the site's root directory. */
export function loadAuthorRegistry(rootDir: string): Map<string, Author> {
  const full = path.join(rootDir, AUTHOR_REGISTRY_FILE)
  return parseAuthorRegistry(JSON.parse(fs.readFileSync(full, 'utf8')) as unknown)
}

/** One message per post without authors and per handle the registry does not know. */
export function checkBlogAuthors(posts: ReadonlyArray<BlogPostAuthors>, registry: ReadonlyMap<string, Author>): string[] {
  const errors: string[] = []
  for (const post of posts) {
    if (!post.authors?.length) {
      errors.push(`${post.file}: front matter has no "authors" (use handles from ${AUTHOR_REGISTRY_FILE})`)
      continue
    }
    for (const handle of post.authors) {
      if (!registry.has(handle)) {
        errors.push(`${post.file}: author "${handle}" is not in ${AUTHOR_REGISTRY_FILE} (known: ${[...registry.keys()].join(', ')})`)
      }
    }
  }
  return errors
}
