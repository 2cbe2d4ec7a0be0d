/**
 * Announcement-bar state (spec §4): active or dismissed; the dismissal is stored with the bar's id,
 * and a new id makes the bar active again. The server renders the bar; the pre-paint script hides
 * it (html attribute) for readers who closed it, until this provider takes over.
 */
import * as React from 'react'
import { useSiteConfig } from '../config'
import { announcementDismissal } from './announcement'
import { createStorageSlot, type StorageSlot } from './storage'
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, STORAGE_KEYS } from './storageKeys'
import { ReactContextError } from './reactUtils'

export interface AnnouncementContextValue {
  /** True while the configured bar should show. */
  isActive: boolean
  /** Closes the bar and stores the dismissal. */
  close: () => void
}

const AnnouncementContext = React.createContext<AnnouncementContextValue | null>(null)

export function AnnouncementProvider({ children }: { children: React.ReactNode }) {
  const announcement = useSiteConfig().announcement
  const id = announcement?.id ?? null
  const closeable = announcement?.isCloseable ?? false
  const [dismissed, setDismissed] = React.useState(false)
  const slots = React.useRef<{ id: StorageSlot; dismiss: StorageSlot } | null>(null)

  React.useEffect(() => {
    if (!id || !closeable) return undefined
    const idSlot = createStorageSlot(STORAGE_KEYS.announcementId)
    const dismissSlot = createStorageSlot(STORAGE_KEYS.announcementDismiss)
    slots.current = { id: idSlot, dismiss: dismissSlot }
    const state = announcementDismissal({ id: idSlot.get(), dismiss: dismissSlot.get() }, id)
    if (state.reset) {
      idSlot.set(id)
      dismissSlot.del()
    }
    setDismissed(state.dismissed)
    // From here React state decides; the pre-paint attribute has done its job.
    document.documentElement.removeAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)
    return dismissSlot.listen((value) => setDismissed(idSlot.get() === id && value === 'true'))
  }, [id, closeable])

  const close = React.useCallback(() => {
    setDismissed(true)
    const current = slots.current ?? {
      id: createStorageSlot(STORAGE_KEYS.announcementId),
      dismiss: createStorageSlot(STORAGE_KEYS.announcementDismiss),
    }
    if (id) current.id.set(id)
    current.dismiss.set('true')
  }, [id])

  const value = React.useMemo(() => ({ isActive: Boolean(announcement) && !dismissed, close }), [announcement, dismissed, close])
  return <AnnouncementContext.Provider value={value}>{children}</AnnouncementContext.Provider>
}

export function useAnnouncementBar(): AnnouncementContextValue {
  const value = React.useContext(AnnouncementContext)
  if (!value) throw new ReactContextError('useAnnouncementBar', 'AnnouncementProvider')
  return value
}
