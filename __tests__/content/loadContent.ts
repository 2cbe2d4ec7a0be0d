/** Reads every MDX file of content/ with its front matter and its fenced code blocks. */
import fs from 'fs'
import path from 'path'
import matter from 'gray-matter'
import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkMdx from 'remark-mdx'
import remarkGfm from 'remark-gfm'
import remarkDirective from 'remark-directive'
import { visit } from 'unist-util-visit'
import type { Code, Root } from 'mdast'
import { parseCodeMeta } from '../../src/build/content/mdx/remarkCodeMeta'

export const ROOT = path.resolve(__dirname, '../..')

export interface CodeBlockSource {
  language: string | undefined
  title: string | undefined
  compile: boolean
  value: string
  line: number
}

export interface ContentFile {
  file: string
  frontmatter: Record<string, unknown>
  body: string
  codeBlocks: CodeBlockSource[]
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? walk(full) : e.name.endsWith('.mdx') ? [full] : []
  })
}

export function loadContent(collection: 'docs' | 'blog'): ContentFile[] {
  return walk(path.join(ROOT, 'content', collection))
    .sort()
    .map((full) => loadContentFile(full))
}

/** One MDX file; `file` in the result is its path relative to the repository (or `name`). */
export function loadContentFile(full: string, name = path.relative(ROOT, full)): ContentFile {
  const raw = fs.readFileSync(full, 'utf8')
  const { data, content } = matter(raw)
  const offset = raw.split('\n').length - content.split('\n').length
  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).parse(content) as Root
  const codeBlocks: CodeBlockSource[] = []
  visit(tree, 'code', (node: Code) => {
    const meta = parseCodeMeta(node.lang, node.meta)
    codeBlocks.push({ language: meta.language, title: meta.title, compile: meta.compile, value: node.value, line: (node.position?.start.line ?? 0) + offset })
  })
  return { file: name, frontmatter: data, body: content, codeBlocks }
}
