import * as React from 'react'

/** Apple platforms show ⌘ for the shortcut; everything else Ctrl. */
export function isApplePlatform(nav: { platform?: string; userAgent?: string } | undefined): boolean {
  if (!nav) return false
  return /Mac|iPhone|iPad|iPod/i.test(nav.platform || nav.userAgent || '')
}

/**
 * The shortcut's modifier key, known only after hydration (the server cannot know the platform,
 * and rendering a guess would mismatch on Apple devices). Null until then.
 */
export function useShortcutModifier(): '⌘' | 'Ctrl' | null {
  const [modifier, setModifier] = React.useState<'⌘' | 'Ctrl' | null>(null)
  React.useEffect(() => {
    setModifier(isApplePlatform(typeof navigator === 'undefined' ? undefined : navigator) ? '⌘' : 'Ctrl')
  }, [])
  return modifier
}
