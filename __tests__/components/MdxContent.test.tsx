import * as React from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useStaticQuery } from 'gatsby'
import MdxContent from '../../src/components/MdxContent'
import type { ContentNode } from '../../src/components/MdxContent/contentTree'

// The content tree as src/node/contentTree.ts makes it (that it matches React's rendering of the
// whole hast is __tests__/node/contentTree.test.ts): static subtrees as HTML, components as elements.
const el = (t: string, p: Record<string, unknown>, c?: ContentNode[]): ContentNode => (c ? { t, p, c } : { t, p })
const html = (t: string, p: Record<string, unknown>, h: string): ContentNode => ({ t, p, h })
const text = (value: string) => value

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
    const tree: ContentNode[] = [
        html('h2', { id: 'intro' }, 'Intro'),
        el('p', {}, [text('Supply: '), el('Data', { path: 'token.totalSupply', format: 'number' }), text(' '), el('Data', { path: 'token.symbol' })]),
        el('Admonition', { type: 'warning', title: 'Check it' }, [html('p', {}, 'Careful.')]),
        el('p', {}, [el('Address', { network: 'ethereum', contract: 'sqrToken' })]),
        el('Tabs', { groupId: 'pm' }, [
          el('TabItem', { value: 'npm', label: 'npm' }, [html('p', {}, 'npm i')]),
          el('TabItem', { value: 'yarn', label: 'Yarn' }, [html('p', {}, '<em>yarn</em> add')]),
        ]),
    ]
    render(<MdxContent content={tree} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Intro' })).toHaveAttribute('id', 'intro')
    expect(screen.getByText('Supply: 1,000,000,000 SQR')).toBeInTheDocument()
    expect(screen.getByRole('complementary', { name: 'Check it' })).toHaveTextContent('Careful.')
    expect(screen.getByRole('link', { name: '0xAbC0000000000000000000000000000000000001' })).toHaveAttribute(
      'href',
      'https://etherscan.io/address/0xAbC0000000000000000000000000000000000001',
    )
    expect(screen.getByText('npm i')).toBeVisible()
    expect(screen.getByText('add', { exact: false })).not.toBeVisible()
    await userEvent.click(screen.getByRole('tab', { name: 'Yarn' }))
    expect(screen.getByText('yarn').tagName).toBe('EM')
    expect(screen.getByText('add', { exact: false })).toBeVisible()
  })

  it('fails loudly on a data path that does not exist', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => render(<MdxContent content={[el('Data', { path: 'token.nope' })]} />)).toThrow('content/data: "token.nope" has no "nope"')
  })
})
