/**
 * The wrapper gatsby-remark-prismjs writes around a highlighted code block
 * (`<div class="gatsby-highlight" data-language="…"><pre><code>…</code></pre></div>`). It holds
 * only Prism's token spans — no heading, image, MDX component or nested block — and most of a
 * reference page's elements, so the compile step's tree walks skip it (src/build/content/mdx/,
 * src/build/content/pictures/). An author's own element with that class would be skipped too.
 */
import type { Root, RootContent } from 'hast'

/** Whether `node` is that wrapper (a plain boolean: a type guard would narrow an Element to `never` where it is false). */
export function isHighlightedCode(node: Root | RootContent): boolean {
  if (node.type !== 'element' || node.tagName !== 'div') return false
  const classes = node.properties?.className
  return Array.isArray(classes) && classes.includes('gatsby-highlight')
}
