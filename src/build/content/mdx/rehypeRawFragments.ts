/**
 * The HTML that gatsby-remark plugins write into the tree (Prism's highlighted code blocks, the
 * heading anchors) as hast elements. Each such `raw` node is a complete fragment, so it is parsed
 * on its own (../htmlToHast.ts). rehype-raw did the same by serialising and
 * re-parsing the whole page through parse5, which was the largest part of compiling a page;
 * __tests__/build/content/mdx/rehypeRawFragments.test.ts checks both give the same tree for every page.
 * MDX itself has no raw HTML (its tags are JSX), so nothing else reaches this step.
 */
import type { Root, RootContent } from 'hast'
import { htmlFragmentToHast } from '../htmlToHast'

/** Adjacent text nodes as one (what a parse of the page gives: e.g. a text directive given back as text). */
function mergeText(children: RootContent[]): RootContent[] {
  const out: RootContent[] = []
  for (const child of children) {
    const last = out[out.length - 1]
    if (child.type === 'text' && last?.type === 'text') out[out.length - 1] = { type: 'text', value: last.value + child.value }
    else out.push(child)
  }
  return out
}

export function rehypeRawFragments() {
  return (tree: Root) => {
    const expand = (children: RootContent[]): RootContent[] =>
      mergeText(children.flatMap((child): RootContent[] => {
        if (child.type === 'raw') return htmlFragmentToHast(child.value)
        // Elements and MDX components (still mdxJsx* nodes here) may hold code blocks.
        if ('children' in child) (child as { children: RootContent[] }).children = expand(child.children as RootContent[])
        return [child]
      }))
    tree.children = expand(tree.children)
  }
}
