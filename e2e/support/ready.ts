import type { Page } from 'playwright-core'
import { waitForHydration } from './browser'

/**
 * Waits until React has hydrated the page and run its effects: the colour-mode toggle is enabled
 * by the first effect of the root provider, so once it is, every component's effects have run.
 */
export async function waitForReady(page: Page): Promise<void> {
  await waitForHydration(page)
  await page.waitForFunction(() => {
    const toggle = document.querySelector('button[aria-label^="Switch between dark and light mode"]')
    return toggle instanceof HTMLButtonElement && !toggle.disabled
  })
}
