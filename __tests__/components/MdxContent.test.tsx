import * as React from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import MdxContent from '../../src/components/MdxContent'
import type { ContentNode } from '../../src/components/MdxContent/contentTree'

// The content tree as src/build/content/contentTree.ts makes it (that it matches React's rendering of the
// whole hast is __tests__/build/content/contentTree.test.ts): static subtrees as HTML, components as elements.
const el = (t: string, p: Record<string, unknown>, c?: ContentNode[]): ContentNode => (c ? { t, p, c } : { t, p })
const html = (t: string, p: Record<string, unknown>, h: string): ContentNode => ({ t, p, h })

describe('src/components/MdxContent', () => {
  it('renders markdown elements, build-rendered data, admonitions and tabs from a compiled tree', async () => {
    const tree: ContentNode[] = [
      html('h2', { id: 'intro' }, 'Intro'),
      // Data components arrive as the HTML the build rendered (src/build/content/renderBuildComponents.ts).
      html('p', {}, 'Supply: 1,000,000,000 SQR'),
      el('Admonition', { type: 'warning', title: 'Check it' }, [html('p', {}, 'Careful.')]),
      el('Tabs', { groupId: 'pm' }, [
        el('TabItem', { value: 'npm', label: 'npm' }, [html('p', {}, 'npm i')]),
        el('TabItem', { value: 'yarn', label: 'Yarn' }, [html('p', {}, '<em>yarn</em> add')]),
      ]),
    ]
    render(<MdxContent content={tree} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Intro' })).toHaveAttribute('id', 'intro')
    expect(screen.getByText('Supply: 1,000,000,000 SQR')).toBeInTheDocument()
    expect(screen.getByRole('complementary', { name: 'Check it' })).toHaveTextContent('Careful.')
    expect(screen.getByText('npm i')).toBeVisible()
    expect(screen.getByText('add', { exact: false })).not.toBeVisible()
    await userEvent.click(screen.getByRole('tab', { name: 'Yarn' }))
    expect(screen.getByText('yarn').tagName).toBe('EM')
    expect(screen.getByText('add', { exact: false })).toBeVisible()
  })
})
