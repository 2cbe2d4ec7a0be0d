import * as React from 'react'
import { useSiteData } from '../../../../data/SiteData'
import { readAllocations } from '../../pictures/allocations'
import { describeAllocation, describeVesting, allocationShareText } from '../../pictures/describe'
import type { AllocationGeometry, VestingGeometry } from '../../pictures/geometry'
import type { PictureProps } from '../../../../pictures/names'
import { lookupData } from '../../../../data/lookup'
import Figure, { Legend, seriesClass } from './Figure'
import { usePictureGeometry } from './PictureGeometry'
import { pictureClass } from '../../../../components/mdx/Pictures/classNames'

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' })

function useSymbol(): string {
  return String(lookupData(useSiteData(), 'token.symbol'))
}

/** `<AllocationChart />`: one bar per allocation, labelled with its share and amount. */
export function AllocationChart({ path }: PictureProps) {
  const data = useSiteData()
  const symbol = useSymbol()
  const allocations = readAllocations(data, path)
  const g = usePictureGeometry<AllocationGeometry>('AllocationChart', { path })
  return (
    <Figure text={describeAllocation(data, path)} width={g.width} height={g.height}>
      {g.rows.map((row, index) => {
        const allocation = allocations[index]
        return (
          <g key={row.id} data-allocation={row.id}>
            <text x={0} y={row.labelY}>
              {allocation.label}
            </text>
            <text x={g.width - 2} y={row.labelY} textAnchor="end" className={pictureClass.strong}>
              {allocationShareText(allocation, symbol)}
            </text>
            <rect x={0} y={row.barY} width={g.width} height={row.barHeight} rx={3} className={pictureClass.band} />
            <rect x={0} y={row.barY} width={row.barWidth} height={row.barHeight} rx={3} className={seriesClass(index)} />
          </g>
        )
      })}
    </Figure>
  )
}

/** `<VestingChart />`: unlocked supply per month since TGE, stacked by allocation (monthly steps). */
export function VestingChart({ path }: PictureProps) {
  const data = useSiteData()
  const symbol = useSymbol()
  const allocations = readAllocations(data, path)
  const g = usePictureGeometry<VestingGeometry>('VestingChart', { path })
  const { plot } = g
  return (
    <Figure
      text={describeVesting(data, path)}
      width={g.width}
      height={g.height}
      legend={<Legend items={allocations.map((a) => ({ key: a.id, label: a.label }))} />}
    >
      {g.yTicks.map((tick) => (
        <g key={`y${tick.value}`}>
          <line x1={plot.left} x2={plot.right} y1={tick.position} y2={tick.position} className={pictureClass.grid} />
          <text x={plot.left - 8} y={tick.position + 4} textAnchor="end" className={pictureClass.muted}>
            {compact.format(tick.value)}
          </text>
        </g>
      ))}
      {g.series.map((series, index) => (
        <path key={series.id} d={series.d} className={`${seriesClass(index)} ${pictureClass.area}`} data-allocation={series.id} />
      ))}
      {g.cliffs.map((cliff, index) => (
        <g key={`c${cliff.value}`}>
          <line x1={cliff.position} x2={cliff.position} y1={plot.top - 4} y2={plot.bottom} className={pictureClass.marker} />
          <text x={cliff.position + 4} y={plot.top + 8 + index * 16} className={pictureClass.small}>
            {cliff.value}-month cliffs end
          </text>
        </g>
      ))}
      <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} className={pictureClass.axis} />
      {g.xTicks.map((tick) => (
        <text key={`x${tick.value}`} x={tick.position} y={plot.bottom + 18} textAnchor="middle" className={pictureClass.muted}>
          {tick.value}
        </text>
      ))}
      <text x={(plot.left + plot.right) / 2} y={g.height - 6} textAnchor="middle">
        Months after TGE
      </text>
      <text x={4} y={12} className={pictureClass.small}>
        {symbol} unlocked
      </text>
    </Figure>
  )
}
