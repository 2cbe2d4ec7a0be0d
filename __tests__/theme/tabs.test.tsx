import * as React from 'react'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Tabs, TabItem } from '../../src/components/mdx/Tabs'
import { resolveTabValue, tabIndexForKey } from '../../src/theme/useTabGroup'

function Group({ label, groupId = 'package-manager' }: { label: string; groupId?: string }) {
  return (
    <section aria-label={label}>
      <Tabs groupId={groupId}>
        <TabItem value="npm" label="npm">
          npm install
        </TabItem>
        <TabItem value="yarn" label="Yarn">
          yarn add
        </TabItem>
        <TabItem value="pnpm" label="pnpm">
          pnpm add
        </TabItem>
      </Tabs>
    </section>
  )
}

const group = (name: string) => within(screen.getByRole('region', { name }))
const selected = (name: string) => group(name).getByRole('tab', { selected: true }).textContent

describe('src/theme/useTabGroup', () => {
  it('takes a stored value only if the group has it', () => {
    expect(resolveTabValue(['npm', 'yarn'], 'yarn')).toBe('yarn')
    expect(resolveTabValue(['npm', 'yarn'], 'junk')).toBe('npm')
    expect(resolveTabValue(['npm', 'yarn'], 'junk', 'yarn')).toBe('yarn')
    expect(resolveTabValue(['npm', 'yarn'], null, 'missing')).toBe('npm')
    expect(resolveTabValue([], 'x')).toBeUndefined()
  })

  it('maps WAI-ARIA keys', () => {
    expect(tabIndexForKey('ArrowRight', 2, 3)).toBe(0)
    expect(tabIndexForKey('ArrowLeft', 0, 3)).toBe(2)
    expect(tabIndexForKey('Home', 2, 3)).toBe(0)
    expect(tabIndexForKey('End', 0, 3)).toBe(2)
    expect(tabIndexForKey('a', 0, 3)).toBeNull()
  })
})

describe('src/components/mdx/Tabs', () => {
  beforeEach(() => {
    window.localStorage.clear()
    window.scrollBy = jest.fn()
  })

  it('syncs every group with the same groupId and stores the choice', async () => {
    render(
      <>
        <Group label="first" />
        <Group label="second" />
        <Group label="other" groupId="chain-tool" />
      </>,
    )
    expect(selected('first')).toBe('npm')
    await userEvent.click(group('first').getByRole('tab', { name: 'Yarn' }))
    expect(selected('first')).toBe('Yarn')
    expect(selected('second')).toBe('Yarn')
    expect(selected('other')).toBe('npm')
    expect(group('second').getByText('yarn add')).toBeVisible()
    expect(group('second').getByText('npm install')).not.toBeVisible()
    expect(window.localStorage.getItem('docusaurus.tab.package-manager')).toBe('yarn')
  })

  it('restores the stored choice and ignores junk', () => {
    window.localStorage.setItem('docusaurus.tab.package-manager', 'pnpm')
    window.localStorage.setItem('docusaurus.tab.chain-tool', '<script>')
    render(
      <>
        <Group label="first" />
        <Group label="other" groupId="chain-tool" />
      </>,
    )
    expect(selected('first')).toBe('pnpm')
    expect(selected('other')).toBe('npm')
  })

  it('follows a choice made in another browser tab', () => {
    render(<Group label="first" />)
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'docusaurus.tab.package-manager', newValue: 'pnpm', storageArea: window.localStorage }))
    })
    expect(selected('first')).toBe('pnpm')
  })

  it('moves with arrow keys, Home and End (focus and selection, one tab stop)', async () => {
    render(<Group label="first" />)
    const tabs = group('first').getAllByRole('tab')
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1])
    tabs[0].focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(tabs[1])
    expect(selected('first')).toBe('Yarn')
    await userEvent.keyboard('{End}')
    expect(selected('first')).toBe('pnpm')
    await userEvent.keyboard('{ArrowRight}')
    expect(selected('first')).toBe('npm')
    await userEvent.keyboard('{ArrowLeft}')
    expect(selected('first')).toBe('pnpm')
    await userEvent.keyboard('{Home}')
    expect(document.activeElement).toBe(tabs[0])
    expect(tabs[1]).toHaveAttribute('aria-controls', group('first').getAllByRole('tabpanel', { hidden: true })[1].id)
  })

  it('without a groupId neither syncs nor stores', async () => {
    render(
      <>
        <section aria-label="a">
          <Tabs>
            <TabItem value="x">X</TabItem>
            <TabItem value="y" default>
              Y
            </TabItem>
          </Tabs>
        </section>
      </>,
    )
    expect(selected('a')).toBe('y')
    await userEvent.click(group('a').getByRole('tab', { name: 'x' }))
    expect(selected('a')).toBe('x')
    expect(window.localStorage.length).toBe(0)
  })
})
