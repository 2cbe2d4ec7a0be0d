/**
 * The built site under the host configuration it ships: public/ served with the rules of
 * public/_headers and public/_redirects applied (e2e/support/hostServer.ts). No page may trip
 * the Content-Security-Policy, and the security and cache headers are what a host would send.
 */
import fs from 'fs'
import path from 'path'
import type { Browser, Page } from 'playwright-core'
import { launch, openPage, type TrackedPage } from './support/browser'
import { ROOT } from './support/server'
import { startHostServer, type HostServer } from './support/hostServer'

const PUBLIC = path.join(ROOT, 'public')
let browser: Browser
let host: HostServer

beforeAll(async () => {
  host = await startHostServer(PUBLIC)
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
  await host?.close()
})

/** Records every CSP violation the document reports, from the first script on. */
async function trackViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const store: string[] = []
    ;(window as unknown as { __csp: string[] }).__csp = store
    document.addEventListener('securitypolicyviolation', (event) => {
      store.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`)
    })
  })
}

/** A page that enforces the site's CSP (the shared helper bypasses it for Playwright's sake). */
function openStrictPage(): Promise<TrackedPage> {
  return openPage(browser, { bypassCSP: false })
}

/**
 * Polls a condition from the test side until it holds: Playwright's waitForFunction evaluates
 * its predicate with eval, which the policy (rightly) forbids.
 */
async function until(page: Page, condition: () => boolean, what: string, timeoutMs = 20000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await page.evaluate(condition))) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await page.waitForTimeout(50)
  }
}

const waitForHydration = (page: Page) =>
  until(
    page,
    () => {
      const root = document.getElementById('___gatsby')
      return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')))
    },
    'hydration',
  )

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])

const PAGES: Array<[string, string, number]> = [
  ['home', '/', 200],
  ['a doc with tabs and code', '/sdk/v3/overview', 200],
  ['a doc with data tables', '/contracts/squire-token/about/tokenomics', 200],
  ['the blog post', '/blog/intro-to-gas-optimization', 200],
  ['the blog list', '/blog', 200],
  ['an unknown path (404 page)', '/no/such/page', 404],
]
if (fs.existsSync(path.join(PUBLIC, 'search/index.html'))) PAGES.push(['the search page', '/search?q=swap', 200])

describe('Content-Security-Policy', () => {
  it.each(PAGES)('%s (%s) runs with no CSP violation and no console error', async (_name, route, status) => {
    const { page, context, errors } = await openStrictPage()
    await trackViolations(page)
    const response = await page.goto(`${host.url}${route}`)
    expect(response?.status()).toBe(status)
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    await waitForHydration(page)
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    expect(await violations(page)).toEqual([])
    expect(errors.filter((e) => !(status === 404 && e.includes('404')))).toEqual([])
    await context.close()
  })

  it('keeps working through client-side navigation (chunks and page data load under the policy)', async () => {
    const { page, context, errors } = await openStrictPage()
    await trackViolations(page)
    await page.goto(`${host.url}/`)
    await waitForHydration(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'SDKs', exact: true }).click()
    await page.waitForURL(`${host.url}/sdk/v3/overview`)
    await page.getByRole('tab', { name: 'Yarn' }).first().click()
    await page.getByRole('tab', { name: 'Yarn', selected: true }).first().waitFor()
    expect(await violations(page)).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  it('is enforced: an injected inline script is blocked and reported', async () => {
    const { page, context, errors } = await openStrictPage()
    await trackViolations(page)
    await page.goto(`${host.url}/concepts/overview`)
    await waitForHydration(page)
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.appendChild(script)
    })
    await until(page, () => ((window as unknown as { __csp?: string[] }).__csp ?? []).length > 0, 'the violation report')
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined()
    expect((await violations(page)).join('\n')).toMatch(/script-src/)
    expect(errors.join('\n')).toMatch(/Content Security Policy/)
    await context.close()
  })
})

describe('host headers', () => {
  const head = async (route: string) => {
    const response = await fetch(`${host.url}${route}`, { redirect: 'manual' })
    await response.arrayBuffer()
    return response
  }

  it('sends the security headers on every response, each once', async () => {
    for (const route of ['/', '/concepts/overview', '/llms.txt', '/no/such/page']) {
      const { headers } = await head(route)
      expect(headers.get('x-content-type-options')).toBe('nosniff')
      expect(headers.get('x-frame-options')).toBe('DENY')
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(headers.get('permissions-policy')).toContain('camera=()')
      expect(headers.get('content-security-policy')?.match(/default-src/g)).toHaveLength(1)
    }
  })

  it('caches hashed assets for a year and makes HTML and page data revalidate', async () => {
    const page = await fetch(`${host.url}/concepts/overview`).then((r) => r.text())
    const script = /<script src="(\/app-[^"]+\.js)"/.exec(page)?.[1]
    expect(script).toBeTruthy()
    expect((await head(script as string)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await head('/concepts/overview')).headers.get('cache-control')).toBe('no-cache')
    expect((await head('/page-data/concepts/overview/page-data.json')).headers.get('cache-control')).toBe('no-cache')
    expect((await head('/')).headers.get('cache-control')).toBe('no-cache')
  })

  it('redirects index.html and lowercase spellings to the canonical route', async () => {
    const indexHtml = await head('/concepts/overview/index.html')
    expect(indexHtml.status).toBe(301)
    expect(indexHtml.headers.get('location')).toBe('/concepts/overview')
    const redirects = fs.readFileSync(path.join(PUBLIC, '_redirects'), 'utf8')
    expect(redirects).toMatch(/^\/contracts\/squire-token\/partners\/partners\s+\/contracts\/squire-token\/partners\/Partners\s+301$/m)
    expect(redirects).toMatch(/^\/concepts\/overview\/\s+\/concepts\/overview\s+301$/m)
  })
})
