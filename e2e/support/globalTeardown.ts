import type { BrowserServer } from 'playwright-core'
import { stop, type Served } from './server'

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __E2E_BROWSER__?: BrowserServer }).__E2E_BROWSER__?.close()
  stop((globalThis as { __E2E_SERVER__?: Served }).__E2E_SERVER__)
}
