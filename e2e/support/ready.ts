import type { Page } from 'playwright-core'
import { waitForHydration } from './browser'

/** Hydrated and effects run (see waitForHydration). Kept as the name the behaviour specs use. */
export async function waitForReady(page: Page): Promise<void> {
  await waitForHydration(page)
}
