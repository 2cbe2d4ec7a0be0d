/**
 * The HTML the gatsby-remark plugins write (Prism code blocks, heading anchors) becomes the same
 * hast with the fragment parser (src/build/content/mdx/rehypeRawFragments.ts) as with rehype-raw's
 * whole-page parse5 round trip, for every page of the site and for the bench corpus' shapes.
 */
import fs from 'fs'
import path from 'path'
import { unified } from 'unified'
import remarkRehype from 'remark-rehype'
import rehypeRaw from 'rehype-raw'
import { VFile } from 'vfile'
import type { Root } from 'hast'
import { mdxSyntax } from '../../../../src/build/content/mdx/mdxSyntax'
import { remarkCodeMeta } from '../../../../src/build/content/mdx/remarkCodeMeta'
import { remarkGatsbyPlugins } from '../../../../src/build/content/mdx/remarkGatsbyPlugins'
import { MDX_PASS_THROUGH } from '../../../../src/build/content/mdx/rehypeMdxElements'
import { rehypeRawFragments } from '../../../../src/build/content/mdx/rehypeRawFragments'
import { htmlFragmentToHast } from '../../../../src/build/content/htmlToHast'
import { stripPositions } from '../../../../src/build/content/mdx/stripPositions'
import { gatsbyRemarkPlugins } from '../../../../src/config/mdx'

const ROOT = path.join(__dirname, '../../../..')

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? mdxFiles(full) : entry.name.endsWith('.mdx') ? [full] : []
  })
}

async function hastWith(source: string, raw: 'rehype-raw' | 'fragments'): Promise<Root> {
  const base = unified()
    .use(mdxSyntax)
    .use(remarkCodeMeta)
    .use(remarkGatsbyPlugins, { plugins: gatsbyRemarkPlugins })
    .use(remarkRehype, { allowDangerousHtml: true, passThrough: [...MDX_PASS_THROUGH] })
  const processor = raw === 'rehype-raw' ? base.use(rehypeRaw, { passThrough: [...MDX_PASS_THROUGH] }) : base.use(rehypeRawFragments)
  const file = new VFile({ path: 'x.mdx', value: source })
  const tree = (await processor.run(processor.parse(file) as never, file)) as Root
  stripPositions(tree)
  return JSON.parse(JSON.stringify(tree, (key, value) => (key === 'data' || key === 'position' ? undefined : value))) as Root
}

describe('src/build/content/mdx/rehypeRawFragments', () => {
  it('parses entities, class lists, data attributes and SVG names as hast does', () => {
    expect(htmlFragmentToHast('<div class="gatsby-highlight a" data-language="ts"><pre><code>a &lt; b &amp;&amp; c</code></pre></div>')).toEqual([
      {
        type: 'element',
        tagName: 'div',
        properties: { className: ['gatsby-highlight', 'a'], dataLanguage: 'ts' },
        children: [{ type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: 'a < b && c' }] }] }],
      },
    ])
    const [svg] = htmlFragmentToHast('<svg viewBox="0 0 16 16" aria-hidden="true"><path fill-rule="evenodd" d="M0 0"/></svg>')
    expect(svg).toMatchObject({ tagName: 'svg', properties: { viewBox: '0 0 16 16', ariaHidden: 'true' }, children: [{ tagName: 'path', properties: { fillRule: 'evenodd', d: 'M0 0' } }] })
  })

  it('gives the same tree as rehype-raw for code in components, anchors, tables and text given back from directives', async () => {
    const source = ['## A *heading*', '', 'Meet at the pool:swap desk.', '', '<Tabs>', '<TabItem value="a" label="A">', '', '```ts', 'const a = 1 < 2', '```', '', '</TabItem>', '</Tabs>', '', '| a | b |', '|---|---|', '| `x` | y |'].join('\n')
    expect(await hastWith(source, 'fragments')).toEqual(await hastWith(source, 'rehype-raw'))
  })

  it('gives the same tree as rehype-raw for every page of the site', async () => {
    const files = [...mdxFiles(path.join(ROOT, 'content/docs')), ...mdxFiles(path.join(ROOT, 'content/blog'))]
    expect(files.length).toBeGreaterThan(10)
    for (const file of files) {
      const body = fs.readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '')
      expect({ file, tree: await hastWith(body, 'fragments') }).toEqual({ file, tree: await hastWith(body, 'rehype-raw') })
    }
  }, 120000)
})
