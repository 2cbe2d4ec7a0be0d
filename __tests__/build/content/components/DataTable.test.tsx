import * as React from 'react'
import { render as renderWithoutData, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SiteDataProvider } from '../../../../src/data/SiteData'
import { DataTable } from '../../../../src/build/content/components/DataComponents'

const fields = [
  { name: 'id', type: 'ID!', meaning: 'Pool contract address, lowercase.' },
  { name: 'feeTier', type: 'BigInt!', meaning: 'Swap fee in hundredths of a basis point.' },
]

const data = { api: { entities: [{ id: 'pool', fields }] } }
const render = (ui: React.ReactElement) => renderWithoutData(<SiteDataProvider value={data}>{ui}</SiteDataProvider>)

describe('src/build/content/components/DataComponents DataTable', () => {
  it('renders the rows of the list at the path, one column per spec entry', () => {
    render(<DataTable path="api.entities[id=pool].fields" columns="name:Field,type:Type,meaning:Meaning" caption="Pool fields" />)
    const table = screen.getByRole('table', { name: 'Pool fields' })
    expect(table).toHaveTextContent('feeTierBigInt!Swap fee in hundredths of a basis point.')
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Field', 'Type', 'Meaning'])
  })

  it('makes its scroll container a named region that the keyboard can reach', async () => {
    const user = userEvent.setup()
    render(<DataTable path="api.entities[id=pool].fields" columns="name:Field,type:Type" caption="Pool fields" />)
    const region = screen.getByRole('region', { name: 'Pool fields' })
    await user.tab()
    expect(region).toHaveFocus()
  })

  it('names the region after its column headers when there is no caption', () => {
    render(<DataTable path="api.entities[id=pool].fields" columns="name:Field,type:Type" />)
    expect(screen.getByRole('region', { name: 'Field, Type' })).toContainElement(screen.getByRole('table'))
  })
})
