/**
 * Names of the components authors may use in MDX without imports. Shared by the node-side
 * compiler (which rejects unknown names at build time, naming file and line) and the browser-side
 * component map, so the two cannot drift apart.
 */
import { PICTURE_COMPONENT_NAMES } from '../../pictures/names'

export const MDX_COMPONENT_NAMES = [
  'Admonition',
  'CodeBlock',
  'Tabs',
  'TabItem',
  'Data',
  'Address',
  'DataTable',
  'DeploymentsTable',
  ...PICTURE_COMPONENT_NAMES,
] as const

export type MdxComponentName = (typeof MDX_COMPONENT_NAMES)[number]

export function isMdxComponentName(name: string): name is MdxComponentName {
  return (MDX_COMPONENT_NAMES as readonly string[]).includes(name)
}

/** Admonition kinds, written `:::note` … `:::` in MDX. */
export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger'] as const
export type AdmonitionType = (typeof ADMONITION_TYPES)[number]

/**
 * Tags the page body renders through the component map (React islands) rather than as static
 * HTML: the MDX components, and Markdown images, which go through gatsby-plugin-image
 * (src/components/mdx/Pictures/MdxImage).
 */
export function rendersAsComponent(name: string): name is MdxComponentName | 'img' {
  return name === 'img' || isMdxComponentName(name)
}
