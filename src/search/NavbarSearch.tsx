/**
 * The navbar search, the one thing the layout takes from src/search: the button renders at once;
 * the shortcuts (Ctrl/⌘+K, "/", Escape, type-to-open) are live after hydration; the DocSearch
 * modal, its stylesheet and the local engine load on first intent.
 */
import * as React from 'react'
import { useSiteConfig } from '../config'
import SearchButton from './components/SearchButton'
import SearchLoadState from './components/SearchLoadState'
import { useSearchKeyboard } from './keyboard'
import { useSearchModal } from './useSearchModal'

export default function NavbarSearch() {
  const config = useSiteConfig()
  const buttonRef = React.useRef<HTMLButtonElement>(null)
  const search = useSearchModal()
  const { isOpen, open, close, prefetch, retry, load, initialQuery } = search
  const onOpen = React.useCallback(() => open(), [open])
  const onClose = React.useCallback(() => {
    close()
    buttonRef.current?.focus()
  }, [close])
  useSearchKeyboard({ isOpen, onOpen, onClose, onInput: open, buttonRef })

  return (
    <>
      <SearchButton ref={buttonRef} onMouseEnter={prefetch} onFocus={prefetch} onTouchStart={prefetch} onClick={onOpen} />
      {isOpen &&
        (load.status === 'ready' ? (
          <load.ui.Modal config={config} engine={load.ui.engine} initialQuery={initialQuery} onClose={onClose} />
        ) : (
          <SearchLoadState
            status={load.status}
            message={load.status === 'error' ? load.message : undefined}
            onRetry={retry}
            onClose={onClose}
          />
        ))}
    </>
  )
}
