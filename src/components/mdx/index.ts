import type { ComponentType } from 'react'
import type { IslandComponentName } from './componentNames'
import Admonition from './Admonition'
import CodeBlock from './CodeBlock'
import { Tabs, TabItem } from './Tabs'

/**
 * The browser's component map: every island name maps to exactly one component here (the
 * components rendered at build time are in ./buildComponents.ts). Props arrive as the string
 * attributes authors wrote; `never` accepts each component whatever its own props.
 */
export const mdxComponents: Record<IslandComponentName, ComponentType<never>> = {
  Admonition,
  CodeBlock,
  Tabs,
  TabItem,
}
