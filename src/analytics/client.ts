/**
 * The analytics client: initialise once, then send events, user properties and revenue through
 * the SDK. Every call is validated first (validation.ts). Calls made before the SDK has loaded are
 * buffered (at most 512) and replayed in order once it is initialised.
 */
import { loadSdk, type AnalyticsSdk } from './sdk'
import { apiKeyFor, ANALYTICS_LIMITS, buildInitOptions } from './options'
import { isOptedOut } from './privacy'
import { checkNumericAdd, checkProperties, checkRevenueQuantity, compactProperties, warnRejected, type EventProperties, type PropertyValue } from './validation'

export interface InitializeOptions {
  proxyUrl?: string | null
  isProductionEnv: boolean
  /** Defaults to the reader's Global Privacy Control / Do Not Track signal. */
  optOut?: boolean
  /** Replaced in tests. */
  load?: () => Promise<AnalyticsSdk>
}

type Call = (sdk: AnalyticsSdk) => void

let initialized = false
let sdk: AnalyticsSdk | null = null
let pending: Call[] = []
let developmentLogging = false

type SdkReturn = ReturnType<AnalyticsSdk['track']> | undefined

/** Outcomes the SDK returns without logging them itself (it logs the others at logLevel). */
const SILENT_SDK_MESSAGES = new Set(['Event skipped due to optOut config', 'Client not initialized'])

/**
 * In development those SDK messages go to the console too, so every outcome message ("Event
 * rejected due to exceeded retry count", "Event skipped due to optOut config", …) is seen; in
 * production nothing is printed (logLevel None).
 */
function report(returned: SdkReturn): void {
  if (!developmentLogging || !returned) return
  returned.promise.then(
    (result) => {
      if (SILENT_SDK_MESSAGES.has(result.message)) console.warn(`[analytics] ${result.event.event_type}: ${result.message}`)
    },
    () => undefined,
  )
}

function run(call: Call): void {
  if (sdk) {
    call(sdk)
  } else if (pending.length < ANALYTICS_LIMITS.preInitBufferSize) {
    pending.push(call)
  }
}

/**
 * Loads and initialises the SDK. Call it once (the analytics provider does); a second call throws.
 * Resolves when the SDK is initialised and the buffered calls have been handed over; never rejects
 * (a failed chunk load leaves analytics off without bothering the reader).
 */
export function initializeAnalytics(
  apiKey: string | null | undefined,
  originApplication: string,
  { proxyUrl = null, isProductionEnv, optOut = isOptedOut(), load = loadSdk }: InitializeOptions,
): Promise<void> {
  if (initialized) throw new Error('initializeAnalytics called multiple times: call it once, from the analytics provider')
  initialized = true
  developmentLogging = !isProductionEnv
  const key = apiKeyFor(apiKey, proxyUrl)
  const options = buildInitOptions({ originApplication, proxyUrl, isProductionEnv, optOut })
  return load().then(
    (loaded) => {
      loaded.init(key, options)
      sdk = loaded
      const calls = pending
      pending = []
      calls.forEach((call) => call(loaded))
    },
    () => {
      pending = []
    },
  )
}

export function isAnalyticsInitialized(): boolean {
  return initialized
}

/** Context every event carries: the page (pathname) and the window's origin. */
function pageContext(): { page?: string; origin?: string } {
  if (typeof window === 'undefined') return {}
  return { page: window.location.pathname, origin: window.location.origin }
}

/** Sends an event; `page` and `origin` are filled in unless given. Returns false when rejected. */
export function sendAnalyticsEvent(eventName: string, properties: Record<string, unknown> = {}): boolean {
  const eventProperties = compactProperties({ ...pageContext(), ...properties })
  const check = checkProperties(eventProperties)
  if (!check.ok) {
    warnRejected(`Event "${eventName}"`, check)
    return false
  }
  run((s) => report(s.track(eventName, eventProperties as EventProperties)))
  return true
}

/** Sets user properties (browser, darkmode, …). Returns false when rejected. */
export function setUserProperties(properties: Record<string, unknown>): boolean {
  const values = compactProperties(properties)
  const check = checkProperties(values)
  if (!check.ok) {
    warnRejected('User properties', check)
    return false
  }
  run((s) => {
    const identify = new s.Identify()
    for (const [name, value] of Object.entries(values)) identify.set(name, value as PropertyValue)
    report(s.identify(identify))
  })
  return true
}

// addToUserProperty and sendRevenue are the analytics spec's client API; nothing on the docs site
// calls them yet. They stay (tested) so the client matches the spec the product apps share.

/** Adds a number to a numeric user property. Returns false when rejected. */
export function addToUserProperty(property: string, value: unknown): boolean {
  const check = checkNumericAdd(property, value)
  if (!check.ok) {
    warnRejected('User property add', check)
    return false
  }
  run((s) => report(s.identify(new s.Identify().add(property, value as number))))
  return true
}

export interface RevenueInput {
  price: number
  quantity?: number
  productId?: string
  revenueType?: string
  properties?: Record<string, unknown>
}

/** Sends a revenue event. Returns false when rejected (quantity ≤ 0, bad properties). */
export function sendRevenue({ price, quantity = 1, productId, revenueType, properties = {} }: RevenueInput): boolean {
  const quantityCheck = checkRevenueQuantity(quantity)
  if (!quantityCheck.ok) {
    warnRejected('Revenue', quantityCheck)
    return false
  }
  const eventProperties = compactProperties(properties)
  const check = checkProperties(eventProperties)
  if (!check.ok) {
    warnRejected('Revenue', check)
    return false
  }
  run((s) => {
    const revenue = new s.Revenue().setPrice(price).setQuantity(quantity).setEventProperties(eventProperties as EventProperties)
    if (productId) revenue.setProductId(productId)
    if (revenueType) revenue.setRevenueType(revenueType)
    report(s.revenue(revenue))
  })
  return true
}
