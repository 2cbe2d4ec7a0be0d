/**
 * The search shortcuts (spec §2 Search box), as a pure function of a key event, and the hook that
 * listens on window. Same rules as DocSearch's useDocSearchKeyboardEvents, which cannot be
 * imported without pulling the whole modal into the first page load.
 */
import * as React from 'react'

export interface KeyLike {
  key: string
  metaKey: boolean
  ctrlKey: boolean
  altKey: boolean
  target: EventTarget | null
}

export type KeyAction = { type: 'open' } | { type: 'close' } | { type: 'input'; key: string } | null

/** True when the reader is typing: an input, textarea, select or contenteditable element. */
export function isEditing(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false
  const element = target as HTMLElement
  const tag = element.tagName
  return element.isContentEditable || tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT'
}

export function keyboardAction(event: KeyLike, state: { isOpen: boolean; buttonFocused: boolean }): KeyAction {
  const key = event.key ?? ''
  if (key === 'Escape') return state.isOpen ? { type: 'close' } : null
  if (key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey) {
    return state.isOpen ? { type: 'close' } : { type: 'open' }
  }
  if (state.isOpen) return null
  if (key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !isEditing(event.target)) return { type: 'open' }
  // A letter or digit typed on the focused search button starts the query with it.
  if (state.buttonFocused && !event.metaKey && !event.ctrlKey && !event.altKey && /^[\p{L}\p{N}]$/u.test(key)) {
    return { type: 'input', key }
  }
  return null
}

export interface SearchKeyboardOptions {
  isOpen: boolean
  onOpen: () => void
  onClose: () => void
  onInput: (key: string) => void
  buttonRef: React.RefObject<HTMLElement | null>
}

export function useSearchKeyboard({ isOpen, onOpen, onClose, onInput, buttonRef }: SearchKeyboardOptions): void {
  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const buttonFocused = Boolean(buttonRef.current && buttonRef.current === document.activeElement)
      const action = keyboardAction(event, { isOpen, buttonFocused })
      if (!action) return
      event.preventDefault()
      if (action.type === 'open') onOpen()
      else if (action.type === 'close') onClose()
      else onInput(action.key)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [isOpen, onOpen, onClose, onInput, buttonRef])
}
