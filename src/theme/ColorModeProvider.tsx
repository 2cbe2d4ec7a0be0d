/**
 * Colour mode state (spec §4): dark by default, the system preference respected while nothing is
 * stored, the reader's choice stored under `theme`, other tabs followed. The server and the first
 * client render use the configured default (so hydration matches); the pre-paint script has
 * already set html[data-theme], and the first effect brings the state in line with it.
 */
import * as React from 'react'
import { useSiteConfig } from '../config'
import { coerceColorMode, resolveColorMode, systemColorMode, type ColorMode } from './colorMode'
import { createStorageSlot, type StorageSlot } from './storage'
import { STORAGE_KEYS } from './storageKeys'
import { ReactContextError } from './reactUtils'

export interface ColorModeContextValue {
  colorMode: ColorMode
  /** Switches mode and stores the choice. */
  setColorMode: (mode: ColorMode) => void
  /** False on the server and until the first effect has read the reader's mode. */
  ready: boolean
}

const ColorModeContext = React.createContext<ColorModeContextValue | null>(null)

function applyToDocument(mode: ColorMode): void {
  document.documentElement.setAttribute('data-theme', mode)
}

export function ColorModeProvider({ children }: { children: React.ReactNode }) {
  const { defaultMode, respectPrefersColorScheme } = useSiteConfig().site.colorMode
  const [colorMode, setMode] = React.useState<ColorMode>(defaultMode)
  const [ready, setReady] = React.useState(false)
  const slotRef = React.useRef<StorageSlot | null>(null)

  React.useEffect(() => {
    const slot = createStorageSlot(STORAGE_KEYS.theme)
    slotRef.current = slot
    const matchMedia = typeof window.matchMedia === 'function' ? window.matchMedia.bind(window) : undefined
    const sync = () => {
      const mode = resolveColorMode(slot.get(), systemColorMode(matchMedia), { defaultMode, respectPrefersColorScheme })
      applyToDocument(mode)
      setMode(mode)
    }
    sync()
    setReady(true)
    // Another tab (storage event) or this one (same-tab event) changed the stored mode.
    const unlisten = slot.listen(sync)
    // The system preference changed while the reader has stored nothing.
    const media = matchMedia?.('(prefers-color-scheme: dark)')
    const onSystemChange = () => {
      if (!coerceColorMode(slot.get())) sync()
    }
    media?.addEventListener?.('change', onSystemChange)
    return () => {
      unlisten()
      media?.removeEventListener?.('change', onSystemChange)
    }
  }, [defaultMode, respectPrefersColorScheme])

  const setColorMode = React.useCallback((mode: ColorMode) => {
    applyToDocument(mode)
    setMode(mode)
    const slot = slotRef.current ?? createStorageSlot(STORAGE_KEYS.theme)
    slot.set(mode)
  }, [])

  const value = React.useMemo(() => ({ colorMode, setColorMode, ready }), [colorMode, setColorMode, ready])
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>
}

export function useColorMode(): ColorModeContextValue {
  const value = React.useContext(ColorModeContext)
  if (!value) throw new ReactContextError('useColorMode', 'ColorModeProvider')
  return value
}
