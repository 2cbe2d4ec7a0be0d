/** Filled by its own feature; renders nothing until then. */
export default function ColorModeSlot(): null {
  return null
}
