import { isEditing, keyboardAction, type KeyLike } from '../../src/search/keyboard'

function key(k: string, extra: Partial<KeyLike> = {}): KeyLike {
  return { key: k, metaKey: false, ctrlKey: false, altKey: false, target: document.body, ...extra }
}

const closed = { isOpen: false, buttonFocused: false }
const open = { isOpen: true, buttonFocused: false }

describe('src/search/keyboard', () => {
  it('opens on Ctrl+K and ⌘+K, and closes on them when open', () => {
    expect(keyboardAction(key('k', { ctrlKey: true }), closed)).toEqual({ type: 'open' })
    expect(keyboardAction(key('K', { metaKey: true }), closed)).toEqual({ type: 'open' })
    expect(keyboardAction(key('k', { ctrlKey: true }), open)).toEqual({ type: 'close' })
  })

  it('opens on Ctrl+K even while typing in a field', () => {
    const input = document.createElement('input')
    expect(keyboardAction(key('k', { ctrlKey: true, target: input }), closed)).toEqual({ type: 'open' })
  })

  it('opens on "/" only when the reader is not typing in a field', () => {
    expect(keyboardAction(key('/'), closed)).toEqual({ type: 'open' })
    for (const tag of ['input', 'textarea', 'select']) {
      expect(keyboardAction(key('/', { target: document.createElement(tag) }), closed)).toBeNull()
    }
    const editable = document.createElement('div')
    editable.contentEditable = 'true'
    // jsdom does not compute isContentEditable; a browser does.
    Object.defineProperty(editable, 'isContentEditable', { value: true })
    expect(keyboardAction(key('/', { target: editable }), closed)).toBeNull()
    expect(keyboardAction(key('/', { ctrlKey: true }), closed)).toBeNull()
  })

  it('closes on Escape when open, and ignores it otherwise', () => {
    expect(keyboardAction(key('Escape'), open)).toEqual({ type: 'close' })
    expect(keyboardAction(key('Escape'), closed)).toBeNull()
  })

  it('opens with the letter typed while the button has focus', () => {
    expect(keyboardAction(key('s'), { isOpen: false, buttonFocused: true })).toEqual({ type: 'input', key: 's' })
    expect(keyboardAction(key('7'), { isOpen: false, buttonFocused: true })).toEqual({ type: 'input', key: '7' })
    expect(keyboardAction(key('é'), { isOpen: false, buttonFocused: true })).toEqual({ type: 'input', key: 'é' })
  })

  it('ignores letters when the button is not focused, and keys that are not letters', () => {
    expect(keyboardAction(key('s'), closed)).toBeNull()
    for (const k of ['Enter', ' ', 'Tab', 'Shift', 'ArrowDown']) {
      expect(keyboardAction(key(k), { isOpen: false, buttonFocused: true })).toBeNull()
    }
    expect(keyboardAction(key('c', { ctrlKey: true }), { isOpen: false, buttonFocused: true })).toBeNull()
  })

  it('leaves the page alone while the modal is open (DocSearch handles its own keys)', () => {
    expect(keyboardAction(key('/'), open)).toBeNull()
    expect(keyboardAction(key('s'), { isOpen: true, buttonFocused: true })).toBeNull()
  })

  it('knows what counts as typing', () => {
    expect(isEditing(document.createElement('textarea'))).toBe(true)
    expect(isEditing(document.createElement('button'))).toBe(false)
    expect(isEditing(null)).toBe(false)
  })
})
