import * as React from 'react'
import { render, screen, within } from '@testing-library/react'
import type { Root } from 'hast'
import { AllocationChart, VestingChart } from '../../../../../src/build/content/components/Pictures/Charts'
import { CurveDiagram, SwapSequenceDiagram, TwapDiagram, RangeDiagram } from '../../../../../src/build/content/components/Pictures/Diagrams'
import { PictureGeometryProvider } from '../../../../../src/build/content/components/Pictures/PictureGeometry'
import { SiteDataProvider } from '../../../../../src/data/SiteData'
import { DataTable } from '../../../../../src/build/content/components/DataComponents'
import { resolvePictures } from '../../../../../src/build/content/pictures/resolvePictures'
import { PICTURE_COMPONENT_NAMES } from '../../../../../src/pictures/names'
import { fixtureData } from '../../../../pictures/fixture'

const page: Root = { type: 'root', children: PICTURE_COMPONENT_NAMES.map((tagName) => ({ type: 'element', tagName, properties: {}, children: [] })) }
const pictures = resolvePictures(page, fixtureData, 'content/docs/fixture.mdx')

// As the build renders them (src/build/content/renderBuildComponents.ts): content/data and the page's geometry provided.
function withAssets(children: React.ReactNode) {
  return render(
    <SiteDataProvider value={fixtureData}>
      <PictureGeometryProvider value={pictures}>{children}</PictureGeometryProvider>
    </SiteDataProvider>,
  )
}

describe('picture components', () => {
  it('AllocationChart labels each bar with the same label, share and amount as the table', () => {
    const { container } = withAssets(
      <>
        <DataTable path="token.allocations" columns="label:Allocation,amount:Amount:number,percent:Share:percent" />
        <AllocationChart />
      </>,
    )
    const chart = screen.getByRole('img', { name: 'TST allocation: 1,000 TST in 3 parts' })
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(3)
    rows.forEach((row) => {
      const [label, amount, share] = within(row).getAllByRole('cell').map((c) => c.textContent)
      const bar = Array.from(chart.querySelectorAll('g[data-allocation]')).find((g) => g.querySelector('text')?.textContent === label)
      expect(bar).toBeDefined()
      expect(bar?.textContent).toContain(`${share} · ${amount} TST`)
    })
    // bars: widths sum to the full width
    const widths = Array.from(container.querySelectorAll('g[data-allocation] rect:last-child')).map((r) => Number(r.getAttribute('width')))
    expect(widths.reduce((a, b) => a + b, 0)).toBeCloseTo(Number(chart.getAttribute('width')))
    expect(chart).toHaveAttribute('viewBox', `0 0 ${chart.getAttribute('width')} ${chart.getAttribute('height')}`)
    expect(chart).toHaveAccessibleDescription('Team: 40% · 400 TST Community: 35% · 350 TST Launch liquidity: 25% · 250 TST')
  })

  it('VestingChart draws one area per allocation with a legend, axes and the cliff', () => {
    withAssets(<VestingChart />)
    const chart = screen.getByRole('img', { name: 'TST unlocked over 36 months from TGE, by allocation' })
    expect(chart.querySelectorAll('path[data-allocation]')).toHaveLength(3)
    expect(screen.getByRole('list')).toHaveTextContent('TeamCommunityLaunch liquidity')
    expect(chart).toHaveTextContent('12-month cliffs end')
    expect(chart).toHaveTextContent('Months after TGE')
    expect(chart).toHaveAccessibleDescription(expect.stringContaining('Month 12: 600 TST unlocked (60%)'))
  })

  it('diagrams render as named images with their numbers as text', () => {
    withAssets(
      <>
        <CurveDiagram />
        <SwapSequenceDiagram />
        <TwapDiagram />
        <RangeDiagram />
      </>,
    )
    const curve = screen.getByRole('img', { name: /constant-product curve/ })
    expect(curve).toHaveTextContent('27,198.33')
    expect(curve).toHaveTextContent('9.34% below spot')
    expect(screen.getByRole('img', { name: /order of a v2 swap/ })).toHaveTextContent('4. k check')
    expect(screen.getByRole('img', { name: /accumulator/ })).toHaveTextContent('= 3,157.50')
    expect(screen.getByRole('img', { name: /v3 position/ })).toHaveTextContent('Pool price 3,000')
  })

  it('fails loudly when the build did not provide the geometry or content/data', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => render(<SiteDataProvider value={fixtureData}><AllocationChart /></SiteDataProvider>)).toThrow('<AllocationChart>: no geometry for "AllocationChart" on this page')
    expect(() => render(<AllocationChart />)).toThrow('useSiteData: no SiteDataProvider above this component')
  })
})
