import * as React from 'react'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { SearchModalProps } from '../../src/search/modal/SearchModal'

const mockLoadSearchUi = jest.fn()
jest.mock('../../src/search/modal/loadSearchUi', () => ({ loadSearchUi: () => mockLoadSearchUi() }))
const mockTrackSearchBarClicked = jest.fn()
jest.mock('../../src/analytics/track', () => ({ trackSearchBarClicked: () => mockTrackSearchBarClicked() }))

// eslint-disable-next-line import/first
import NavbarSearchSlot from '../../src/components/slots/NavbarSearchSlot'
import { NavbarSearch } from '../../src/search'

function FakeModal({ initialQuery, onClose }: SearchModalProps) {
  return (
    <div role="dialog" aria-label="Fake search">
      <input aria-label="query" defaultValue={initialQuery} />
      <button type="button" onClick={onClose}>
        close
      </button>
    </div>
  )
}

beforeEach(() => {
  mockTrackSearchBarClicked.mockReset()
  mockLoadSearchUi.mockReset()
  mockLoadSearchUi.mockResolvedValue({ Modal: FakeModal, engine: null })
})

describe('src/components/slots/NavbarSearchSlot', () => {
  it('fills the navbar with the search box src/search exposes', () => {
    render(<NavbarSearchSlot />)
    expect(screen.getByRole('button', { name: /^Search/ })).toBeInTheDocument()
  })
})

describe('src/search NavbarSearch', () => {
  it('renders a "Search" button with the Ctrl K hint off Apple platforms', async () => {
    render(<NavbarSearch />)
    const button = screen.getByRole('button', { name: /Search/ })
    await waitFor(() => expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K /'))
    expect(button).toHaveTextContent('CtrlK')
    expect(mockLoadSearchUi).not.toHaveBeenCalled()
  })

  it('shows ⌘ on Apple platforms after hydration', async () => {
    const platform = jest.spyOn(window.navigator, 'platform', 'get').mockReturnValue('MacIntel')
    render(<NavbarSearch />)
    await waitFor(() => expect(screen.getByRole('button', { name: /Search/ })).toHaveTextContent('⌘K'))
    platform.mockRestore()
  })

  it('starts loading on hover, focus and touch, without opening', async () => {
    render(<NavbarSearch />)
    fireEvent.mouseEnter(screen.getByRole('button', { name: /Search/ }))
    await waitFor(() => expect(mockLoadSearchUi).toHaveBeenCalled())
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('opens on click and on Ctrl+K, closes on Escape', async () => {
    render(<NavbarSearch />)
    fireEvent.click(screen.getByRole('button', { name: /Search/ }))
    await screen.findByRole('dialog', { name: 'Fake search' })
    fireEvent.keyDown(window, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: /Search/ })).toHaveFocus()
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true })
    await screen.findByRole('dialog', { name: 'Fake search' })
  })

  it('reports "Search Bar Clicked" each time search opens, not on prefetch', async () => {
    render(<NavbarSearch />)
    fireEvent.mouseEnter(screen.getByRole('button', { name: /Search/ }))
    await waitFor(() => expect(mockLoadSearchUi).toHaveBeenCalled())
    expect(mockTrackSearchBarClicked).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: /Search/ }))
    await screen.findByRole('dialog', { name: 'Fake search' })
    expect(mockTrackSearchBarClicked).toHaveBeenCalledTimes(1)
  })

  it('does not open on "/" typed in a field', async () => {
    render(
      <>
        <input aria-label="other field" />
        <NavbarSearch />
      </>,
    )
    fireEvent.keyDown(screen.getByLabelText('other field'), { key: '/' })
    await act(async () => {})
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    fireEvent.keyDown(document.body, { key: '/' })
    await screen.findByRole('dialog', { name: 'Fake search' })
  })

  it('opens with the letter typed on the focused button', async () => {
    render(<NavbarSearch />)
    const button = screen.getByRole('button', { name: /Search/ })
    act(() => button.focus())
    fireEvent.keyDown(button, { key: 'q' })
    expect(await screen.findByLabelText('query')).toHaveValue('q')
  })

  it('shows a failed load with Retry, and loads again on Retry', async () => {
    mockLoadSearchUi.mockRejectedValueOnce(new Error('Loading chunk search-modal failed.'))
    render(<NavbarSearch />)
    fireEvent.click(screen.getByRole('button', { name: /Search/ }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Loading chunk search-modal failed.')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await screen.findByRole('dialog', { name: 'Fake search' })
    expect(mockLoadSearchUi).toHaveBeenCalledTimes(2)
  })
})
