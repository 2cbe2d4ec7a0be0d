import type { ComponentType } from 'react'
import type { MdxComponentName } from './componentNames'
import Admonition from './Admonition'
import CodeBlock from './CodeBlock'
import { Tabs, TabItem } from './Tabs'
import { Data, Address, DataTable, DeploymentsTable } from './DataComponents'

/** Every component name the compiler accepts maps to exactly one component here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const mdxComponents: Record<MdxComponentName, ComponentType<any>> = {
  Admonition,
  CodeBlock,
  Tabs,
  TabItem,
  Data,
  Address,
  DataTable,
  DeploymentsTable,
}
