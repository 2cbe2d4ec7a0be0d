/**
 * The page body as the browser gets it (page-data `fields.content`), made at build time from the
 * compiled hast by src/build/content/contentTree.ts. Static subtrees arrive as HTML that React sets and,
 * when it hydrates, does not walk; MDX components (Tabs, CodeBlock, data components …) and the
 * elements that contain them arrive as React elements, so they hydrate as islands.
 */
export type ContentNode = string | ContentElement

export interface ContentElement {
  /** Tag name, or the name of an MDX component (src/components/mdx/componentNames.ts). */
  t: string
  /** Props, named as React names them (className, htmlFor, aria-label, style object …). */
  p?: Record<string, unknown>
  /** Children rendered by React … */
  c?: ContentNode[]
  /** … or the element's inner HTML, rendered at build time (a static subtree). */
  h?: string
}
