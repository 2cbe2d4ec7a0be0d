import * as React from 'react'
import { useSiteConfig } from '../../config'
import SearchButton from '../../search/components/SearchButton'
import SearchLoadState from '../../search/components/SearchLoadState'
import { useSearchKeyboard } from '../../search/keyboard'
import { useSearchModal } from '../../search/useSearchModal'

/** The navbar search: the button renders at once; the DocSearch modal loads on first intent. */
export default function NavbarSearchSlot() {
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
