/**
 * One helper for browser storage (after Docusaurus theme-common utils/storageUtils.ts): every call
 * is wrapped in try/catch, a blocked storage (private mode, disabled cookies, quota) gives a slot
 * that reads null and writes nothing, and writes announce themselves to the same tab, so every
 * listener of a key hears every change — from this tab (same-tab event) or another (storage event).
 */

export type StorageType = 'localStorage' | 'sessionStorage'

export interface StorageSlot {
  readonly key: string
  /** The stored value, or null when absent or unreadable. */
  get(): string | null
  /** Stores the value; listeners in this tab are told even when storage is blocked. */
  set(value: string): void
  /** Removes the value. */
  del(): void
  /** Calls back with the new value (null when removed) on every change; returns an unsubscribe. */
  listen(onChange: (newValue: string | null) => void): () => void
}

/** Name of the window event a slot dispatches when it writes (the browser's `storage` event only reaches other tabs). */
export const SAME_TAB_STORAGE_EVENT = 'squire:storage'

interface SameTabDetail {
  key: string
  newValue: string | null
  storageType: StorageType
}

function getStorage(type: StorageType): Storage | null {
  try {
    const storage = window[type]
    // Reading a property of a blocked storage throws in some browsers; writing can also throw.
    const probe = '__squire_storage_probe__'
    storage.setItem(probe, probe)
    storage.removeItem(probe)
    return storage
  } catch {
    return null
  }
}

function announce(detail: SameTabDetail): void {
  window.dispatchEvent(new CustomEvent<SameTabDetail>(SAME_TAB_STORAGE_EVENT, { detail }))
}

/**
 * A slot for one key. Create it in the browser (effects, event handlers): called during server
 * rendering it throws, because a value read there could never match the reader's browser.
 */
export function createStorageSlot(key: string, { storageType = 'localStorage' }: { storageType?: StorageType } = {}): StorageSlot {
  if (typeof window === 'undefined') {
    throw new Error(`createStorageSlot("${key}") was called during server rendering; read browser storage in an effect or event handler.`)
  }
  const storage = getStorage(storageType)

  const get = (): string | null => {
    if (!storage) return null
    try {
      return storage.getItem(key)
    } catch {
      return null
    }
  }
  const set = (value: string): void => {
    if (storage) {
      try {
        storage.setItem(key, value)
      } catch {
        // Quota or policy: the value is not kept, but this tab still hears about it.
      }
    }
    announce({ key, newValue: value, storageType })
  }
  const del = (): void => {
    if (storage) {
      try {
        storage.removeItem(key)
      } catch {
        // As above.
      }
    }
    announce({ key, newValue: null, storageType })
  }
  const listen = (onChange: (newValue: string | null) => void): (() => void) => {
    const onStorage = (event: StorageEvent) => {
      // key null: another tab called clear().
      if (event.key !== null && event.key !== key) return
      if (storage && event.storageArea !== storage) return
      onChange(event.key === null ? null : event.newValue)
    }
    const onSameTab = (event: Event) => {
      const { detail } = event as CustomEvent<SameTabDetail>
      if (detail.key === key && detail.storageType === storageType) onChange(detail.newValue)
    }
    window.addEventListener('storage', onStorage)
    window.addEventListener(SAME_TAB_STORAGE_EVENT, onSameTab)
    return () => {
      window.removeEventListener('storage', onStorage)
      window.removeEventListener(SAME_TAB_STORAGE_EVENT, onSameTab)
    }
  }
  return { key, get, set, del, listen }
}
