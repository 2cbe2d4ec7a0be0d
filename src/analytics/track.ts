/**
 * The docs site's events. Each function is a no-op unless analytics is configured
 * (GATSBY_ANALYTICS_API_KEY and/or GATSBY_ANALYTICS_PROXY_URL at build time).
 */
import { isAnalyticsEnabled } from './enabled'
import { siteConfig } from '../config'
import { sendAnalyticsEvent } from './client'
import { ElementName, SectionName, SharedEventName, type ModalName, type Sentiment } from './vocabulary'

/**
 * False in a build without analytics: then every call guarded by __SQUIRE_ANALYTICS__ is dead code
 * webpack drops. Each call site is guarded itself (`if (__SQUIRE_ANALYTICS__) send(…)`), so the
 * event names it would pass (./vocabulary) are not bundled either.
 */
export function analyticsEnabled(): boolean {
  return __SQUIRE_ANALYTICS__ && isAnalyticsEnabled(siteConfig.analytics)
}

function send(eventName: SharedEventName, properties: Record<string, unknown> = {}): void {
  if (__SQUIRE_ANALYTICS__ && analyticsEnabled()) sendAnalyticsEvent(eventName, properties)
}

interface RouteLocation {
  pathname: string
}

/** The longest a page view waits for the new page's title. */
export const TITLE_WAIT_MS = 500

/**
 * Calls `then` once the document shows a new, non-empty title (Gatsby renders a page's <Head> a
 * few tasks after the route update), or after TITLE_WAIT_MS if the title does not change.
 */
function afterTitleChange(previousTitle: string, then: () => void): void {
  let done = false
  const finish = () => {
    if (done) return
    done = true
    observer.disconnect()
    clearTimeout(timer)
    then()
  }
  const observer = new MutationObserver(() => {
    if (document.title && document.title !== previousTitle) finish()
  })
  observer.observe(document.head, { childList: true, subtree: true, characterData: true })
  const timer = setTimeout(finish, TITLE_WAIT_MS)
}

/**
 * "Page Viewed" for gatsby-browser's onRouteUpdate: on the first page and whenever the path
 * changes (not for a hash or query change on the same page). Sent once document.title is the
 * new page's: a tick later on the first page, after the title changes on a client navigation.
 */
export function trackRouteUpdate(location: RouteLocation, prevLocation?: RouteLocation | null): void {
  if (!__SQUIRE_ANALYTICS__ || !analyticsEnabled()) return
  if (prevLocation && prevLocation.pathname === location.pathname) return
  const page = location.pathname
  const send = () => sendPageViewed(page)
  if (prevLocation) afterTitleChange(document.title, send)
  else setTimeout(send, 0)
}

function sendPageViewed(page: string): void {
  if (__SQUIRE_ANALYTICS__) send(SharedEventName.PAGE_VIEWED, { page, title: document.title })
}

export function trackAppLoaded(): void {
  if (__SQUIRE_ANALYTICS__) send(SharedEventName.APP_LOADED)
}

export function trackNavbarClicked(label: string): void {
  if (__SQUIRE_ANALYTICS__) send(SharedEventName.NAVBAR_CLICKED, { label, section: SectionName.NAVBAR, element: ElementName.NAVBAR_LINK })
}

/** A sidebar link followed; `modal` when the sidebar is shown inside the mobile menu. */
export function trackMenuClicked(label: string, href: string, modal?: ModalName): void {
  if (__SQUIRE_ANALYTICS__) send(SharedEventName.MENU_CLICKED, { label, href, section: SectionName.SIDEBAR, element: ElementName.SIDEBAR_LINK, modal })
}

/** For the search button: call it when the reader opens search (click, shortcut or typing). */
export function trackSearchBarClicked(properties: { modal?: ModalName } = {}): void {
  if (__SQUIRE_ANALYTICS__) send(SharedEventName.SEARCH_BAR_CLICKED, { section: SectionName.NAVBAR, element: ElementName.SEARCH_BUTTON, ...properties })
}

export function trackSentimentSubmitted(sentiment: Sentiment, section: typeof SectionName.TOP | typeof SectionName.BOTTOM): void {
  if (__SQUIRE_ANALYTICS__) send(SharedEventName.SENTIMENT_SUBMITTED, { sentiment, section, element: ElementName.SENTIMENT_BUTTON })
}

export function trackWebVitals(properties: Record<string, number>): void {
  if (__SQUIRE_ANALYTICS__) send(SharedEventName.WEB_VITALS, properties)
}
