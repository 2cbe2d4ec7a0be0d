import type { ComponentType } from 'react'
import type { BuildComponentName } from '../../../components/mdx/componentNames'
import { Data, Address, DataTable, DeploymentsTable } from './DataComponents'
import { AllocationChart, VestingChart } from './Pictures/Charts'
import { CurveDiagram, SwapSequenceDiagram, TwapDiagram, RangeDiagram } from './Pictures/Diagrams'
import MdxImage from './Pictures/MdxImage'

/**
 * The components rendered to HTML at build time (src/build/content/renderBuildComponents.ts): each name maps to
 * exactly one component. Node code only: nothing in the browser imports this map.
 */
export const buildComponents: Record<BuildComponentName | 'img', ComponentType<never>> = {
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
  // Markdown images: relative paths go through the sharp pipeline (see Pictures/MdxImage).
  img: MdxImage,
}
