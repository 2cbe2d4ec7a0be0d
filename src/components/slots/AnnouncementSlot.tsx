import * as React from 'react'
import AnnouncementBar from '../AnnouncementBar'
import { useSiteConfig } from '../../config'
import { useAnnouncementBar } from '../../theme/AnnouncementProvider'

/** The announcement bar from src/config/announcement.ts, until the reader closes it. */
export default function AnnouncementSlot() {
  const { announcement } = useSiteConfig()
  const { isActive, close } = useAnnouncementBar()
  if (!announcement || !isActive) return null
  return <AnnouncementBar announcement={announcement} onClose={close} />
}
