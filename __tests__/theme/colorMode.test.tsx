import * as React from 'react'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { coerceColorMode, resolveColorMode, systemColorMode, type ColorMode } from '../../src/theme/colorMode'
import { ColorModeProvider, useColorMode } from '../../src/theme/ColorModeProvider'
import ColorModeSlot from '../../src/components/slots/ColorModeSlot'
import { colorModeScript } from '../../src/theme/inlineScripts'

type Preference = 'dark' | 'light' | null

function mockSystemPreference(preference: Preference) {
  const listeners = new Set<() => void>()
  let current = preference
  window.matchMedia = jest.fn((query: string) => ({
    matches: current !== null && query === `(prefers-color-scheme: ${current})`,
    media: query,
    addEventListener: (_: string, cb: () => void) => listeners.add(cb),
    removeEventListener: (_: string, cb: () => void) => listeners.delete(cb),
  })) as unknown as typeof window.matchMedia
  return {
    change(next: Preference) {
      current = next
      listeners.forEach((cb) => cb())
    },
  }
}

function renderToggle() {
  return render(
    <ColorModeProvider>
      <ColorModeSlot />
    </ColorModeProvider>,
  )
}

const html = () => document.documentElement.getAttribute('data-theme')

describe('src/theme/colorMode', () => {
  it('coerces junk to null', () => {
    expect(coerceColorMode('light')).toBe('light')
    expect(coerceColorMode('dark')).toBe('dark')
    expect(coerceColorMode('Dark')).toBeNull()
    expect(coerceColorMode('{"x":1}')).toBeNull()
    expect(coerceColorMode(null)).toBeNull()
  })

  it.each<[unknown, ColorMode | null, boolean, ColorMode]>([
    [null, null, true, 'dark'], // nothing stored, no stated preference: the default
    [null, 'light', true, 'light'], // the system preference is respected
    [null, 'light', false, 'dark'], // …unless switched off
    ['light', 'dark', true, 'light'], // a stored choice wins
    ['junk', 'light', true, 'light'],
    ['junk', null, true, 'dark'],
  ])('stored %p, system %p, respect %p → %p', (stored, system, respect, expected) => {
    expect(resolveColorMode(stored, system, { defaultMode: 'dark', respectPrefersColorScheme: respect })).toBe(expected)
  })

  it('reads an explicit system preference only', () => {
    expect(systemColorMode(undefined)).toBeNull()
    expect(systemColorMode((q) => ({ matches: q.includes('light') }))).toBe('light')
    expect(systemColorMode(() => ({ matches: false }))).toBeNull()
  })

  it('the pre-paint script applies the same rules as the provider', () => {
    const cases: Array<[string | null, Preference]> = [
      [null, null],
      [null, 'light'],
      [null, 'dark'],
      ['light', 'dark'],
      ['dark', 'light'],
      ['junk', 'light'],
    ]
    for (const respect of [true, false]) {
      for (const [stored, system] of cases) {
        window.localStorage.clear()
        if (stored) window.localStorage.setItem('theme', stored)
        mockSystemPreference(system)
        document.documentElement.removeAttribute('data-theme')
        // eslint-disable-next-line no-new-func
        new Function(colorModeScript({ defaultMode: 'dark', respectPrefersColorScheme: respect }))()
        expect([stored, system, respect, html()]).toEqual([stored, system, respect, resolveColorMode(stored, system, { defaultMode: 'dark', respectPrefersColorScheme: respect })])
      }
    }
  })
})

describe('src/theme/ColorModeProvider', () => {
  beforeEach(() => {
    window.localStorage.clear()
    document.documentElement.removeAttribute('data-theme')
    mockSystemPreference(null)
  })

  it('throws a named error outside its provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {})
    function Probe() {
      useColorMode()
      return null
    }
    expect(() => render(<Probe />)).toThrow('useColorMode() was called outside <ColorModeProvider>')
    spy.mockRestore()
  })

  it('defaults to dark and offers a labelled toggle', () => {
    renderToggle()
    expect(html()).toBe('dark')
    expect(screen.getByRole('button', { name: 'Switch between dark and light mode (currently dark mode)' })).toBeEnabled()
  })

  it('switches, stores the choice under `theme`, and keeps it on the next visit', async () => {
    const { unmount } = renderToggle()
    await userEvent.click(screen.getByRole('button', { name: /currently dark mode/ }))
    expect(html()).toBe('light')
    expect(window.localStorage.getItem('theme')).toBe('light')
    unmount()
    document.documentElement.removeAttribute('data-theme')
    renderToggle()
    expect(html()).toBe('light')
    expect(screen.getByRole('button', { name: /currently light mode/ })).toBeInTheDocument()
  })

  it('respects the system preference while nothing is stored, and follows its changes', () => {
    const system = mockSystemPreference('light')
    renderToggle()
    expect(html()).toBe('light')
    act(() => system.change('dark'))
    expect(html()).toBe('dark')
    act(() => screen.getByRole('button', { name: /currently dark mode/ }).click())
    expect(html()).toBe('light')
    act(() => system.change('dark'))
    expect(html()).toBe('light') // a stored choice is not overridden
  })

  it('follows a change made in another tab', () => {
    renderToggle()
    act(() => {
      window.localStorage.setItem('theme', 'light')
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'light', storageArea: window.localStorage }))
    })
    expect(html()).toBe('light')
    expect(screen.getByRole('button', { name: /currently light mode/ })).toBeInTheDocument()
    act(() => {
      window.localStorage.removeItem('theme')
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: null, storageArea: window.localStorage }))
    })
    expect(html()).toBe('dark')
  })

  it('falls back safely on a junk stored value', () => {
    window.localStorage.setItem('theme', '"purple"')
    renderToggle()
    expect(html()).toBe('dark')
  })
})
