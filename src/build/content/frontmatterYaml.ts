/**
 * Front matter that YAML itself rejects (a key given twice, a bad indent, an unclosed quote).
 *
 * gatsby-plugin-mdx parses each file's front matter with gray-matter when it makes the file's Mdx
 * node, and a YAML error there stops the build naming no file (its onCreateNode runs before the
 * site's, so the schema check of src/build/content/frontmatter.ts never sees the file). The
 * plugin's own parse (its parseFrontmatter), run here first, names the file, the line and what
 * YAML said, in the schema check's form:
 * `content/docs/a.mdx:4: front matter is not valid YAML: duplicated mapping key (title: B)`.
 *
 * The plugin keeps each parse under the File node's contentDigest with its text
 * (patches/behaviour, docs/decisions/mdx-frontmatter-cache.md), so a file checked here under that
 * digest is parsed once: the plugin's own parse of it is a cache hit.
 */
import crypto from 'crypto'
import fs from 'fs'
import path from 'path'
import { parseFrontmatter } from 'gatsby-plugin-mdx/dist/frontmatter'

/**
 * The contentDigest gatsby-source-filesystem gives a file's node, the key the plugin caches its
 * parse under: the MD5 of the file's bytes (create-file-node.js, md5File), here of its UTF-8 text.
 */
export function fileContentDigest(source: string): string {
  return crypto.createHash('md5').update(source, 'utf8').digest('hex')
}

/** What js-yaml's YAMLException carries: `mark.line` counts from 0 at the start of the text it was given. */
interface YamlError {
  reason?: string
  message?: string
  mark?: { line: number; column: number }
}

/**
 * The YAML error in one file's front matter as a `file:line: …` message, or null when its front
 * matter parses (or it has none). `contentDigest`: the file's node's, when there is one.
 */
export function frontmatterYamlProblem(source: string, file: string, contentDigest: string = fileContentDigest(source)): string | null {
  try {
    parseFrontmatter(contentDigest, source)
    return null
  } catch (error) {
    const yaml = error as YamlError
    const reason = yaml.reason ?? yaml.message ?? String(error)
    if (!yaml.mark) return `${file}: front matter is not valid YAML: ${reason}`
    // gray-matter hands YAML the text from the end of the opening `---` (or `---yaml`) on line 1,
    // so YAML's line 0 is the file's line 1.
    const line = yaml.mark.line + 1
    const text = source.replace(/^\uFEFF/, '').split(/\r?\n/)[line - 1]?.trim()
    return `${file}:${line}: front matter is not valid YAML: ${reason}${text ? ` (${text})` : ''}`
  }
}

/** Files gatsby-plugin-mdx makes Mdx nodes of (gatsby-config.ts: `extensions: ['.mdx']`). */
function mdxFiles(dir: string): string[] {
  let entries: fs.Dirent[]
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true })
  } catch {
    return []
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : mdxFiles(full)
    return entry.isFile() && entry.name.endsWith('.mdx') ? [full] : []
  })
}

/**
 * Every YAML error in the front matter of the MDX files under `folders` (relative to `root`), as
 * `file:line: …` messages with repo-relative paths, in path order.
 */
export function frontmatterYamlProblems(root: string, folders: readonly string[] = ['content/docs', 'content/blog']): string[] {
  const problems: string[] = []
  for (const folder of folders) {
    for (const absolute of mdxFiles(path.join(root, folder)).sort()) {
      let source: string
      try {
        source = fs.readFileSync(absolute, 'utf8')
      } catch {
        continue // gone since it was listed, or an editor's lock link: gatsby-source-filesystem reports those itself
      }
      const problem = frontmatterYamlProblem(source, path.relative(root, absolute).split(path.sep).join('/'))
      if (problem) problems.push(problem)
    }
  }
  return problems
}
