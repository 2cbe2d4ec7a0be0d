/** Announcement-bar rule, pure (after Docusaurus contexts/announcementBar.tsx). */

export interface StoredAnnouncement {
  id: string | null
  dismiss: string | null
}

/**
 * Whether the bar with `currentId` is dismissed, and whether the stored state belongs to another
 * bar (then it is reset: the new id is stored and the dismissal removed, so the new bar shows).
 */
export function announcementDismissal(stored: StoredAnnouncement, currentId: string): { dismissed: boolean; reset: boolean } {
  if (stored.id !== currentId) return { dismissed: false, reset: true }
  return { dismissed: stored.dismiss === 'true', reset: false }
}
