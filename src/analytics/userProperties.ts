/** The user properties the docs site sets (spec §3): browser, user agent, screen, dark mode. */
import { detectBrowser, truncateUserAgent } from './browser'
import { UserProperty } from './vocabulary'

export function isDarkMode(doc: Document = document): boolean {
  return doc.documentElement.getAttribute('data-theme') === 'dark'
}

export function readUserProperties(win: Window = window): Record<string, string | number | boolean> {
  const userAgent = truncateUserAgent(win.navigator.userAgent)
  return {
    [UserProperty.BROWSER]: detectBrowser(userAgent, 'brave' in win.navigator),
    [UserProperty.USER_AGENT]: userAgent,
    [UserProperty.SCREEN_RESOLUTION_WIDTH]: win.screen.width,
    [UserProperty.SCREEN_RESOLUTION_HEIGHT]: win.screen.height,
    [UserProperty.DARK_MODE]: isDarkMode(win.document),
  }
}

/**
 * Calls `onChange` whenever the colour mode on <html data-theme> changes, whoever changes it (the
 * colour-mode toggle, another tab, the system preference). Returns a function that stops watching.
 */
export function observeDarkMode(onChange: (dark: boolean) => void, doc: Document = document): () => void {
  let dark = isDarkMode(doc)
  const observer = new MutationObserver(() => {
    const now = isDarkMode(doc)
    if (now !== dark) {
      dark = now
      onChange(now)
    }
  })
  observer.observe(doc.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
  return () => observer.disconnect()
}
