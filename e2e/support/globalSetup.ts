/**
 * Builds the site unless a build may be reused (E2E_REUSE_BUILD=1 and public/ exists), then
 * serves public/ for every browser test. The URL reaches the tests via E2E_BASE_URL.
 *
 * One Chromium serves every test file (each opens its own contexts: ./browser.ts, `launch`):
 * each Chromium start-up costs about 0.4 s of CPU, once per file otherwise. Its endpoint reaches
 * the tests via E2E_BROWSER_WS. E2E_SHARED_BROWSER=0 gives each file a Chromium of its own.
 */
import { execFileSync } from 'child_process'
import fs from 'fs'
import path from 'path'
import { chromium } from 'playwright-core'
import { launchOptions } from './browser'
import { ROOT, serveBuild } from './server'

export default async function globalSetup(): Promise<void> {
  const built = fs.existsSync(path.join(ROOT, 'public/index.html'))
  if (!(process.env.E2E_REUSE_BUILD === '1' && built)) {
    execFileSync(process.execPath, [path.join(ROOT, 'node_modules/gatsby/cli.js'), 'build'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', GATSBY_TELEMETRY_DISABLED: '1' },
    })
  }
  const served = await serveBuild()
  process.env.E2E_BASE_URL = served.url
  ;(globalThis as { __E2E_SERVER__?: unknown }).__E2E_SERVER__ = served
  if (process.env.E2E_SHARED_BROWSER !== '0') {
    const browserServer = await chromium.launchServer(launchOptions())
    process.env.E2E_BROWSER_WS = browserServer.wsEndpoint()
    ;(globalThis as { __E2E_BROWSER__?: unknown }).__E2E_BROWSER__ = browserServer
  }
}
