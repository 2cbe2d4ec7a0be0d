import * as React from 'react'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime'
import type { Root } from 'hast'
import { mdxComponents } from '../mdx'

interface Props {
  /** The page body as compiled at build time (fields.hast). */
  tree: unknown
}

/** Renders a compiled MDX tree with the component map authors use (see content/AUTHORING.md). */
export default function MdxContent({ tree }: Props) {
  return toJsxRuntime(tree as Root, {
    Fragment,
    jsx,
    jsxs,
    components: mdxComponents as unknown as Partial<Components>,
    elementAttributeNameCase: 'react',
    stylePropertyNameCase: 'dom',
  }) as React.ReactElement
}
