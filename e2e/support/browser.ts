/**
 * Chromium for the browser tests: Debian's headless shell (package chromium-headless-shell, the
 * same Chromium release as the package chromium, without the browser's windowing layer), with the
 * flags this closed network needs (no background networking, no component updates). The shell
 * does the work of `npm test`'s browser step with 28 % less CPU than the full binary run headless
 * (1,173 → 847 s of CPU, 606 → 441 s wall, all 396 tests passing either way: docs/performance.md).
 * The bench measures what readers get in the full binary (bench/lib/chromium.mjs). Pages fail the
 * test on console errors unless the test says which ones it expects.
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core'

import chromiumSettings from './chromium.json'

/** Flags shared with the bench (bench/lib/chromium.mjs). */
export const CHROMIUM_ARGS: readonly string[] = chromiumSettings.args

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL
  if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests through e2e/jest.config.js')
  return url
}

/** How Chromium is launched for the browser tests: Debian's headless shell (or CHROMIUM_PATH), the flags above. */
export function launchOptions(): { executablePath: string; args: string[] } {
  return { executablePath: process.env.CHROMIUM_PATH ?? chromiumSettings.browserTestsExecutablePath, args: [...CHROMIUM_ARGS] }
}

/**
 * The browser for a test file: the one Chromium that e2e/support/globalSetup.ts launched for the
 * whole run (E2E_BROWSER_WS), connected to, or else one of the file's own. Either way the file
 * opens its own contexts (openPage), and `close()` ends what the file opened: connected, it
 * closes the file's contexts and disconnects, and the shared Chromium stays for the next file.
 */
export async function launch(): Promise<Browser> {
  const shared = process.env.E2E_BROWSER_WS
  if (!shared) return chromium.launch(launchOptions())
  try {
    return await chromium.connect(shared)
  } catch (error) {
    throw new Error(`The run's shared Chromium (E2E_BROWSER_WS) does not answer: did an earlier file crash it? E2E_SHARED_BROWSER=0 gives each file its own.\n${String(error)}`)
  }
}

export interface TrackedPage {
  page: Page
  context: BrowserContext
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[]
}

/** A page in a fresh context that records console errors; requests off loopback are aborted. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<TrackedPage> {
  // bypassCSP: the built pages carry a Content-Security-Policy without 'unsafe-eval', which
  // Playwright's waitForFunction needs. e2e/csp.e2e.ts opens pages with bypassCSP: false.
  const context = await browser.newContext({ colorScheme: 'dark', bypassCSP: true, ...options })
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort())
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(String(error)))
  return { page, context, errors }
}

/**
 * Waits until React has hydrated the page and run its effects (keyboard shortcuts, storage
 * listeners …). The colour-mode toggle in the navbar is enabled by the first effect of the root
 * provider; effects run children first, so once it is enabled every component's effects have run.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('___gatsby')
    const hydrated = Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')))
    const toggle = document.querySelector('button[aria-label^="Switch between dark and light mode"]')
    return hydrated && toggle instanceof HTMLButtonElement && !toggle.disabled
  })
}
