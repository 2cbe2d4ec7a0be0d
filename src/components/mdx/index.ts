import type { ComponentType } from 'react'
import type { MdxComponentName } from './componentNames'
import Admonition from './Admonition'
import CodeBlock from './CodeBlock'
import { Tabs, TabItem } from './Tabs'
import { Data, Address, DataTable, DeploymentsTable } from './DataComponents'
import { AllocationChart, VestingChart } from './Pictures/Charts'
import { CurveDiagram, SwapSequenceDiagram, TwapDiagram, RangeDiagram } from './Pictures/Diagrams'
import MdxImage from './Pictures/MdxImage'

/**
 * Every component name the compiler accepts maps to exactly one component here. Props arrive as
 * the string attributes authors wrote; `never` accepts each component whatever its own props.
 */
export const mdxComponents: Record<MdxComponentName | 'img', ComponentType<never>> = {
  Admonition,
  CodeBlock,
  Tabs,
  TabItem,
  Data,
  Address,
  DataTable,
  DeploymentsTable,
  AllocationChart,
  VestingChart,
  CurveDiagram,
  SwapSequenceDiagram,
  TwapDiagram,
  RangeDiagram,
  // Markdown images: relative paths go through gatsby-plugin-image (see Pictures/MdxImage).
  img: MdxImage,
}
