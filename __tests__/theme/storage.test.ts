import { createStorageSlot, SAME_TAB_STORAGE_EVENT } from '../../src/theme/storage'
import { STORAGE_KEYS, tabStorageKey } from '../../src/theme/storageKeys'

function storageEvent(key: string | null, newValue: string | null, storageArea: Storage = window.localStorage): StorageEvent {
  return new StorageEvent('storage', { key, newValue, storageArea })
}

describe('src/theme/storage', () => {
  beforeEach(() => window.localStorage.clear())

  it('reads, writes and deletes a key', () => {
    const slot = createStorageSlot('k')
    expect(slot.get()).toBeNull()
    slot.set('v')
    expect(window.localStorage.getItem('k')).toBe('v')
    expect(slot.get()).toBe('v')
    slot.del()
    expect(slot.get()).toBeNull()
  })

  it('tells listeners in this tab about writes and deletes of their key only', () => {
    const slot = createStorageSlot('k')
    const other = createStorageSlot('other')
    const heard: Array<string | null> = []
    const unlisten = slot.listen((value) => heard.push(value))
    slot.set('a')
    other.set('x')
    slot.del()
    unlisten()
    slot.set('after')
    expect(heard).toEqual(['a', null])
  })

  it('follows changes made in another tab (storage event), including clear()', () => {
    const slot = createStorageSlot('k')
    const heard: Array<string | null> = []
    slot.listen((value) => heard.push(value))
    window.dispatchEvent(storageEvent('k', 'from-other-tab'))
    window.dispatchEvent(storageEvent('unrelated', 'x'))
    window.dispatchEvent(storageEvent('k', 'wrong-area', window.sessionStorage))
    window.dispatchEvent(storageEvent(null, null))
    expect(heard).toEqual(['from-other-tab', null])
  })

  it('is a safe no-op slot when storage is blocked, and still syncs the same tab', () => {
    const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    const getSpy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    try {
      const slot = createStorageSlot('k')
      const heard: Array<string | null> = []
      slot.listen((value) => heard.push(value))
      expect(() => slot.set('v')).not.toThrow()
      expect(slot.get()).toBeNull()
      expect(() => slot.del()).not.toThrow()
      expect(heard).toEqual(['v', null])
    } finally {
      spy.mockRestore()
      getSpy.mockRestore()
    }
  })

  it('dispatches a named same-tab event', () => {
    const seen = jest.fn()
    window.addEventListener(SAME_TAB_STORAGE_EVENT, seen)
    createStorageSlot('k').set('v')
    window.removeEventListener(SAME_TAB_STORAGE_EVENT, seen)
    expect(seen).toHaveBeenCalledTimes(1)
  })

  it('keeps the keys of the site it replaces', () => {
    expect(STORAGE_KEYS).toMatchInlineSnapshot(`
      {
        "announcementDismiss": "docusaurus.announcement.dismiss",
        "announcementId": "docusaurus.announcement.id",
        "docsPreferredVersion": "docs-preferred-version-default",
        "tabPrefix": "docusaurus.tab.",
        "theme": "theme",
      }
    `)
    expect(tabStorageKey('package-manager')).toBe('docusaurus.tab.package-manager')
  })
})
