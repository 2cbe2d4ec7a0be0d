/** Filled by its own feature; renders nothing until then. */
export default function NavbarSearchSlot(): null {
  return null
}
