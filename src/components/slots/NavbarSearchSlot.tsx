import * as React from 'react'
import { NavbarSearch } from '../../search'

/** The navbar's search place, filled by src/search. */
export default function NavbarSearchSlot() {
  return <NavbarSearch />
}
