import { BrowserName } from './vocabulary'

/** The user agent is cut to this length before parsing (spec §9). */
export const USER_AGENT_MAX_LENGTH = 275

export function truncateUserAgent(userAgent: string): string {
  return userAgent.slice(0, USER_AGENT_MAX_LENGTH)
}

/**
 * Ordered rules: the first match wins. Order matters because most browsers also claim to be
 * Chrome and Safari (Edge says "Edg/", Opera "OPR/", Samsung "SamsungBrowser/").
 */
const RULES: ReadonlyArray<readonly [RegExp, BrowserName]> = [
  [/SamsungBrowser\//i, BrowserName.SAMSUNG],
  [/\bOPR\/|\bOpera\b|OPiOS\//i, BrowserName.OPERA],
  [/\bEdge\//i, BrowserName.EDGE_LEGACY],
  [/\bEdg(A|iOS)?\//i, BrowserName.EDGE_CHROMIUM],
  [/\bBrave\b/i, BrowserName.BRAVE],
  [/\bFirefox\/|\bFxiOS\//i, BrowserName.FIREFOX],
  [/\bMSIE |\bTrident\//i, BrowserName.INTERNET_EXPLORER],
  [/Chrome\/|Chromium\/|CriOS\//i, BrowserName.CHROME],
  [/\bSafari\//i, BrowserName.SAFARI],
]

/**
 * The browser's name from its user agent (truncated to 275 characters first). Brave sends
 * Chrome's user agent; `isBrave` (from `navigator.brave`) tells them apart.
 */
export function detectBrowser(userAgent: string, isBrave = false): BrowserName {
  const ua = truncateUserAgent(userAgent)
  const match = RULES.find(([pattern]) => pattern.test(ua))?.[1] ?? BrowserName.UNKNOWN
  return isBrave && match === BrowserName.CHROME ? BrowserName.BRAVE : match
}
