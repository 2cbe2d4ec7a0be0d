import * as React from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useStaticQuery } from 'gatsby'
import MdxContent from '../../src/components/MdxContent'

const el = (tagName: string, properties: Record<string, unknown>, children: unknown[] = []) => ({ type: 'element', tagName, properties, children })
const text = (value: string) => ({ type: 'text', value })

describe('src/components/MdxContent', () => {
  beforeEach(() => {
    ;(useStaticQuery as jest.Mock).mockReturnValue({
      allSiteData: {
        nodes: [
          { name: 'token', data: { symbol: 'SQR', totalSupply: '1000000000' } },
          {
            name: 'deployments',
            data: {
              contracts: [{ key: 'sqrToken', name: 'SquireToken', version: 'token' }],
              networks: [{ id: 'ethereum', name: 'Ethereum', chainId: 1, explorer: 'https://etherscan.io', addresses: { sqrToken: '0xAbC0000000000000000000000000000000000001' } }],
            },
          },
        ],
      },
    })
  })

  it('renders markdown elements, admonitions, data and tabs from a compiled tree', async () => {
    const tree = {
      type: 'root',
      children: [
        el('h2', { id: 'intro' }, [text('Intro')]),
        el('p', {}, [text('Supply: '), el('Data', { path: 'token.totalSupply', format: 'number' }), text(' '), el('Data', { path: 'token.symbol' })]),
        el('Admonition', { type: 'warning', title: 'Check it' }, [el('p', {}, [text('Careful.')])]),
        el('p', {}, [el('Address', { network: 'ethereum', contract: 'sqrToken' })]),
        el('Tabs', { groupId: 'pm' }, [
          el('TabItem', { value: 'npm', label: 'npm' }, [el('p', {}, [text('npm i')])]),
          el('TabItem', { value: 'yarn', label: 'Yarn' }, [el('p', {}, [text('yarn add')])]),
        ]),
      ],
    }
    render(<MdxContent tree={tree} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Intro' })).toHaveAttribute('id', 'intro')
    expect(screen.getByText('Supply: 1,000,000,000 SQR')).toBeInTheDocument()
    expect(screen.getByRole('complementary', { name: 'Check it' })).toHaveTextContent('Careful.')
    expect(screen.getByRole('link', { name: '0xAbC0000000000000000000000000000000000001' })).toHaveAttribute(
      'href',
      'https://etherscan.io/address/0xAbC0000000000000000000000000000000000001',
    )
    expect(screen.getByText('npm i')).toBeVisible()
    expect(screen.getByText('yarn add')).not.toBeVisible()
    await userEvent.click(screen.getByRole('tab', { name: 'Yarn' }))
    expect(screen.getByText('yarn add')).toBeVisible()
  })

  it('fails loudly on a data path that does not exist', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const tree = { type: 'root', children: [el('Data', { path: 'token.nope' })] }
    expect(() => render(<MdxContent tree={tree} />)).toThrow('content/data: "token.nope" has no "nope"')
  })
})
