/**
 * Names of the components authors may use in MDX without imports. Shared by the node-side
 * compiler (which rejects unknown names at build time, naming file and line), the build-time
 * renderer and the browser-side component map, so they cannot drift apart.
 */
import { PICTURE_COMPONENT_NAMES } from '../../pictures/names'

/** Components the reader interacts with (tabs, copy buttons …): React islands in the browser (./index.ts). */
export const ISLAND_COMPONENT_NAMES = ['Admonition', 'CodeBlock', 'Tabs', 'TabItem'] as const

/**
 * Components that only show content/data: rendered to HTML at build time (src/build/content/renderBuildComponents.ts,
 * map in ./buildComponents.ts). Their code and content/data never reach the browser.
 */
export const BUILD_COMPONENT_NAMES = ['Data', 'Address', 'DataTable', 'DeploymentsTable', ...PICTURE_COMPONENT_NAMES] as const

export const MDX_COMPONENT_NAMES = [...ISLAND_COMPONENT_NAMES, ...BUILD_COMPONENT_NAMES] as const

export type IslandComponentName = (typeof ISLAND_COMPONENT_NAMES)[number]
export type BuildComponentName = (typeof BUILD_COMPONENT_NAMES)[number]
export type MdxComponentName = (typeof MDX_COMPONENT_NAMES)[number]

export function isMdxComponentName(name: string): name is MdxComponentName {
  return (MDX_COMPONENT_NAMES as readonly string[]).includes(name)
}

export function isBuildComponentName(name: string): name is BuildComponentName {
  return (BUILD_COMPONENT_NAMES as readonly string[]).includes(name)
}

/** Admonition kinds, written `:::note` … `:::` in MDX. */
export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger'] as const
export type AdmonitionType = (typeof ADMONITION_TYPES)[number]

/** Tags the page body renders through the browser's component map (React islands) rather than as static HTML. */
export function rendersAsComponent(name: string): name is IslandComponentName {
  return (ISLAND_COMPONENT_NAMES as readonly string[]).includes(name)
}

/**
 * Tags rendered by a component at build time (src/build/content/renderBuildComponents.ts): the build components,
 * and Markdown images, which go through the sharp pipeline (src/build/content/components/Pictures/MdxImage).
 */
export function rendersAtBuild(name: string): name is BuildComponentName | 'img' {
  return name === 'img' || isBuildComponentName(name)
}
