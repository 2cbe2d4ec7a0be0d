/** Filled by its own feature; renders nothing until then. */
export default function AnnouncementSlot(): null {
  return null
}
