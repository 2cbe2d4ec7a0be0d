/**
 * Search in the built site (local index, no configuration): the navbar button and its shortcuts,
 * the lazily loaded DocSearch modal answering from Pagefind's chunked index (WebAssembly under
 * the site's CSP), the /search page, hostile queries and a failed index fetch.
 */
import fs from 'fs'
import path from 'path'
import type { Browser, Page } from 'playwright-core'
import { baseUrl, launch, openPage, waitForHydration } from './support/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const MODAL = '.DocSearch-Modal'
const INPUT = '.DocSearch-Input'

async function load(page: Page, path = '/concepts/overview'): Promise<void> {
  await page.goto(`${baseUrl()}${path}`)
  await waitForHydration(page)
}

function searchButton(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Search/ })
}

async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1))
}

async function sameDocument(page: Page): Promise<boolean> {
  return (await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)) === 1
}

describe('search button and shortcuts', () => {
  it('shows a "Search" button with the Ctrl K hint, and loads no search code or index before intent', async () => {
    const { page, context, errors } = await openPage(browser)
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await load(page)
    const button = searchButton(page)
    await expect(button.textContent()).resolves.toContain('Search')
    await page.waitForFunction(() => document.querySelector('button[aria-keyshortcuts] [data-ready]')?.textContent === 'CtrlK')
    expect(requested.filter((url) => /search-modal|search-engine|docsearch\.|pagefind/.test(url))).toEqual([])
    const html = await (await fetch(`${baseUrl()}/concepts/overview`)).text()
    expect(html).not.toContain('.DocSearch-Modal')
    expect(html).not.toContain('algolia')
    expect(errors).toEqual([])
    await context.close()
  })

  it('opens with Ctrl+K and closes with Escape, returning focus to the button', async () => {
    const { page, context, errors } = await openPage(browser)
    await load(page)
    await page.keyboard.press('Control+k')
    await page.waitForSelector(MODAL)
    await page.waitForFunction((sel) => document.activeElement === document.querySelector(sel), INPUT)
    await page.keyboard.press('Escape')
    await page.waitForSelector(MODAL, { state: 'detached' })
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-keyshortcuts') !== null)
    expect(errors).toEqual([])
    await context.close()
  })

  it('opens with "/" but not while typing in a field', async () => {
    const { page, context } = await openPage(browser)
    await load(page, '/search')
    const field = page.getByRole('searchbox', { name: 'Search' })
    await field.click()
    await page.keyboard.type('a/b')
    await expect(field.inputValue()).resolves.toBe('a/b')
    expect(await page.locator(MODAL).count()).toBe(0)
    await page.locator('h1').click()
    await page.keyboard.press('/')
    await page.waitForSelector(MODAL)
    await context.close()
  })

  it('opens with the letter typed on the focused button', async () => {
    const { page, context } = await openPage(browser)
    await load(page)
    await searchButton(page).focus()
    await page.keyboard.press('r')
    await page.waitForSelector(MODAL)
    await page.waitForFunction((sel) => (document.querySelector(sel) as HTMLInputElement | null)?.value === 'r', INPUT)
    await context.close()
  })
})

describe('search modal over the local index', () => {
  it('finds a page and navigates to it client-side', async () => {
    const { page, context, errors } = await openPage(browser)
    const hosts = new Set<string>()
    page.on('request', (request) => hosts.add(new URL(request.url()).hostname))
    await load(page)
    await markDocument(page)
    await searchButton(page).click()
    await page.waitForSelector(INPUT)
    await page.keyboard.type('router')
    const hit = page.locator('.DocSearch-Hit a').first()
    await hit.waitFor()
    await expect(page.locator('.DocSearch-Hit mark').first().textContent()).resolves.toMatch(/router/i)
    const href = await hit.getAttribute('href')
    expect(href).toMatch(/^\/[^/]/)
    await hit.click()
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === href)
    await page.waitForSelector(MODAL, { state: 'detached' })
    expect(await sameDocument(page)).toBe(true)
    // No search host was contacted: everything came from 127.0.0.1.
    expect(Array.from(hosts)).toEqual(['127.0.0.1'])
    expect(errors).toEqual([])
    await context.close()
  })

  it('deploys only the Pagefind files search fetches (not Pagefind\'s own UIs or its worker)', () => {
    const deployed = fs.readdirSync(path.resolve(__dirname, '../public/pagefind'))
    expect(deployed).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-entry.json', 'index', 'fragment', 'wasm.en.pagefind']))
    expect(deployed.filter((file) => !/^(pagefind\.js|pagefind-entry\.json|pagefind\.[\w-]+\.pf_meta|wasm\.[\w-]+\.pagefind|index|fragment)$/.test(file))).toEqual([])
  })

  it('fetches Pagefind index chunks and fragments, never a whole-site index, with WebAssembly allowed by the CSP', async () => {
    const { page, context, errors } = await openPage(browser)
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await load(page)
    await page.evaluate(() => {
      const seen: string[] = []
      ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`))
    })
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
    expect(csp).toMatch(/script-src [^;]*'wasm-unsafe-eval'/)
    await page.keyboard.press('Control+k')
    await page.waitForSelector(INPUT)
    await page.keyboard.type('liquidity')
    await page.locator('.DocSearch-Hit').first().waitFor()
    expect(requested).toContain('/pagefind/pagefind.js')
    expect(requested.some((path) => /^\/pagefind\/index\/[^/]+\.pf_index$/.test(path))).toBe(true)
    expect(requested.some((path) => /^\/pagefind\/fragment\/[^/]+\.pf_fragment$/.test(path))).toBe(true)
    expect(requested.some((path) => /^\/pagefind\/wasm\.[^/]+\.pagefind$/.test(path))).toBe(true)
    // Results are grouped under the section label (lvl0) the doc template gave the indexed article.
    const sources = await page.locator('.DocSearch-Hit-source').allTextContents()
    expect(sources.length).toBeGreaterThan(0)
    const firstHref = (await page.locator('.DocSearch-Hit a').first().getAttribute('href')) ?? ''
    const html = await (await fetch(`${baseUrl()}${firstHref.split('#')[0]}`)).text()
    expect(sources[0]).toBe(/data-search-section="([^"]+)"/.exec(html)?.[1])
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  it.each([
    ['swapExactTokensForTokens', ['/contracts/v2/reference/smart-contracts/router-02#swapexacttokensfortokens']],
    ['getReserves', ['/contracts/v2/reference/smart-contracts/pair#getreserves', '/contracts/v2/reference/smart-contracts/library#getreserves']],
    ['permit', ['/contracts/v2/reference/smart-contracts/Pair-ERC-20#permit', '/contracts/claiming-dapp/reference/smart-contracts/ierc-20-permit#permit']],
  ])('finds the reference section named %s by its heading', async (query, sections) => {
    const { page, context, errors } = await openPage(browser)
    await load(page)
    await page.keyboard.press('Control+k')
    await page.waitForSelector(INPUT)
    await page.keyboard.type(query)
    // The first hit is on one of the function's reference pages, not a page that merely mentions it.
    await page.waitForFunction((q) => (document.querySelector('.DocSearch-Input') as HTMLInputElement | null)?.value === q && document.querySelector('.DocSearch-Hit a') !== null, query)
    const first = (await page.locator('.DocSearch-Hit a').first().getAttribute('href')) ?? ''
    expect(sections.map((section) => section.split('#')[0])).toContain(first.split('#')[0])
    const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    for (const section of sections) expect(hrefs).toContain(section)
    expect(errors).toEqual([])
    await context.close()
  })

  it('opens a hit with Enter through the navigator, client-side', async () => {
    const { page, context } = await openPage(browser)
    await load(page)
    await markDocument(page)
    await page.keyboard.press('Control+k')
    await page.waitForSelector(INPUT)
    await page.keyboard.type('impermanent')
    await page.locator('.DocSearch-Hit[aria-selected="true"]').waitFor()
    const href = await page.locator('.DocSearch-Hit[aria-selected="true"] a').getAttribute('href')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === href)
    expect(await sameDocument(page)).toBe(true)
    await context.close()
  })

  it('links "See all {count} results" to the search page', async () => {
    const { page, context } = await openPage(browser)
    await load(page)
    await markDocument(page)
    await page.keyboard.press('Control+k')
    await page.waitForSelector(INPUT)
    // One input event: the footer's count is the answer to "liquidity", not to a prefix typed on the way.
    await page.locator(INPUT).fill('liquidity')
    const footer = page.getByRole('link', { name: /^See all \d+ results$/ })
    await footer.waitFor()
    const count = Number(/\d+/.exec((await footer.textContent()) ?? '')?.[0])
    expect(count).toBeGreaterThan(1)
    await footer.click()
    await page.waitForURL(`${baseUrl()}/search?q=liquidity`)
    await page.waitForSelector(MODAL, { state: 'detached' })
    await page.getByText(`${count} results for “liquidity”`).waitFor()
    expect(await sameDocument(page)).toBe(true)
    await context.close()
  })

  it('lays out an unseen sample hit when the modal opens, in the very fonts the results then use', async () => {
    const { page, context } = await openPage(browser)
    await load(page)
    await page.keyboard.press('Control+k')
    await page.waitForSelector(INPUT)
    const sample = page.locator('[data-hit-type-sample]')
    await sample.waitFor({ state: 'attached' })
    // Laid out (so the browser looks its fonts up) but not seen, not hit, not read out.
    expect(await sample.isVisible()).toBe(false)
    expect(await sample.evaluate((el) => el.getBoundingClientRect().height)).toBe(0)
    const snapshot = await page.locator('body').ariaSnapshot()
    expect(snapshot).not.toContain('Sample')
    await page.locator(INPUT).fill('liquidity')
    await page.waitForSelector('.DocSearch-Hit mark')
    // Every text style of the results, as the results render it and as the sample does.
    const fonts = await page.evaluate(() => {
      const styles = ['.DocSearch-Hit-source', '.DocSearch-Hit-title', '.DocSearch-Hit-title mark', '.DocSearch-Hit-path', '.DocSearch-Hit-path mark', '.DocSearch-HitsFooter']
      const fontsIn = (root: string) => styles.map((style) => {
        const element = document.querySelector(`${root} ${style}`)
        return element ? `${style}: ${getComputedStyle(element).font}` : `${style}: missing`
      })
      return { results: fontsIn('.DocSearch-Dropdown'), sample: fontsIn('[data-hit-type-sample]') }
    })
    // A query's results need not mark a word in a path; every style they do show, the sample has.
    const shown = fonts.results.filter((font) => !font.endsWith('missing'))
    expect(shown.length).toBeGreaterThanOrEqual(5)
    expect(fonts.sample).toEqual(expect.arrayContaining(shown))
    expect(fonts.sample.filter((font) => font.endsWith('missing'))).toEqual([])
    await context.close()
  })

  it('keeps a hostile query inert in the modal', async () => {
    const { page, context, errors } = await openPage(browser)
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs += 1
      void dialog.dismiss()
    })
    await load(page)
    await page.keyboard.press('Control+k')
    await page.waitForSelector(INPUT)
    await page.keyboard.type('<img src=x onerror=alert(1)>')
    await page.locator('.DocSearch-Hits, .DocSearch-NoResults').first().waitFor()
    expect(await page.locator('.DocSearch-Modal img').count()).toBe(0)
    expect(dialogs).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows the error with Retry when the index does not load, and recovers', async () => {
    const { page, context, errors } = await openPage(browser)
    let failures = 0
    await page.route('**/pagefind/pagefind.js*', (route) => {
      if (failures === 0) {
        failures += 1
        return route.fulfill({ status: 503, body: 'unavailable' })
      }
      return route.continue()
    })
    await load(page)
    await page.keyboard.press('Control+k')
    const alert = page.getByRole('alert')
    await alert.getByText('The search index could not be loaded: the network request failed.').waitFor()
    await alert.getByRole('button', { name: 'Retry' }).click()
    await page.waitForSelector(INPUT)
    await page.keyboard.type('router')
    await page.locator('.DocSearch-Hit').first().waitFor()
    expect(errors.filter((e) => !/503|dynamically imported module/.test(e))).toEqual([])
    await context.close()
  })
})

describe('/search page', () => {
  it('loads the index only once there is a query or the reader reaches for the field', async () => {
    const { page, context, errors } = await openPage(browser)
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await load(page, '/search')
    await page.getByText('Type a word to search').waitFor()
    await page.waitForLoadState('networkidle')
    expect(requested.filter((path) => /pagefind|search-engine/.test(path))).toEqual([])
    const engine = page.waitForResponse((response) => response.url().endsWith('/pagefind/pagefind.js'))
    await page.getByRole('searchbox', { name: 'Search' }).focus()
    await engine
    await page.getByRole('searchbox', { name: 'Search' }).fill('router')
    await page.getByText(/^\d+ results? for “router”$/).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('reads q on direct load, shows grouped results, and keeps the URL in step with the input', async () => {
    const { page, context, errors } = await openPage(browser)
    await load(page, '/search?q=router')
    const field = page.getByRole('searchbox', { name: 'Search' })
    await page.waitForFunction(() => (document.getElementById('search-page-input') as HTMLInputElement).value === 'router')
    await page.getByText(/^\d+ results? for “router”$/).waitFor()
    expect(await page.locator('main ol > li h2 a').count()).toBeGreaterThan(0)
    expect(await page.locator('main ol mark').count()).toBeGreaterThan(0)
    const historyLength = await page.evaluate(() => history.length)
    await field.fill('flash swap')
    await page.waitForURL(`${baseUrl()}/search?q=flash%20swap`)
    await page.getByText(/results? for “flash swap”/).waitFor()
    // replaceState: typing adds no history entries.
    expect(await page.evaluate(() => history.length)).toBe(historyLength)
    await field.fill('')
    await page.getByText('Type a word to search').waitFor()
    await field.fill('zzqqxxv')
    await page.getByText('No results for “zzqqxxv”').waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('works after reload and with back/forward', async () => {
    const { page, context } = await openPage(browser)
    await load(page, '/search?q=tick')
    await page.getByText(/results? for “tick”/).waitFor()
    await page.reload()
    await waitForHydration(page)
    await page.getByText(/results? for “tick”/).waitFor()
    const first = page.locator('main ol > li h2 a').first()
    const href = await first.getAttribute('href')
    await first.click()
    await page.waitForURL(`${baseUrl()}${href}`)
    await page.goBack()
    await page.waitForURL(`${baseUrl()}/search?q=tick`)
    await page.getByText(/results? for “tick”/).waitFor()
    await page.goForward()
    await page.waitForURL(`${baseUrl()}${href}`)
    await context.close()
  })

  it.each([
    ['markup', '<img src=x onerror=alert(1)>'],
    ['a script tag', '"><script>alert(1)</script>'],
    ['regex metacharacters', '.*+?^${}()|[]\\'],
    ['emoji', '🦄 swap 🚀'],
    ['10 000 characters', 'swap '.repeat(2000)],
  ])('renders %s inert', async (_name, query) => {
    const { page, context, errors } = await openPage(browser)
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs += 1
      void dialog.dismiss()
    })
    await load(page, `/search?q=${encodeURIComponent(query)}`)
    await page.waitForFunction(() => /results? for|No results|Type a word/.test(document.querySelector('main')?.textContent ?? ''))
    expect(await page.locator('main img').count()).toBe(0)
    expect(await page.locator('main script').count()).toBe(0)
    const value = await page.getByRole('searchbox', { name: 'Search' }).inputValue()
    expect(value.length).toBeLessThanOrEqual(200)
    expect(dialogs).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows an error with Retry when the index does not load, never a blank page', async () => {
    const { page, context } = await openPage(browser)
    let failures = 0
    await page.route('**/pagefind/pagefind.js*', (route) => {
      if (failures === 0) {
        failures += 1
        return route.abort()
      }
      return route.continue()
    })
    await load(page, '/search?q=router')
    const alert = page.getByRole('alert')
    await alert.getByText(/could not be loaded/).waitFor()
    await alert.getByRole('button', { name: 'Retry' }).click()
    await page.getByText(/results? for “router”/).waitFor()
    await context.close()
  })
})
