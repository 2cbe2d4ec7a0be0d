import * as React from 'react'
import ColorModeToggle from '../ColorModeToggle'
import { useColorMode } from '../../theme/ColorModeProvider'

/** The navbar's colour-mode toggle, connected to the colour-mode provider. */
export default function ColorModeSlot() {
  const { colorMode, setColorMode, ready } = useColorMode()
  return <ColorModeToggle value={colorMode} onChange={setColorMode} disabled={!ready} />
}
