import type { Browser } from 'playwright-core'
import { baseUrl, launch, openPage, waitForHydration } from './support/browser'
import { ALL_ROUTES, DOC_ROUTES } from './fixtures/specRoutes'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

describe('routes', () => {
  it.each(ALL_ROUTES)('%s answers 200 with a page of its own', async (route) => {
    const response = await fetch(`${baseUrl()}${route}`, { redirect: 'manual' })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<html lang="en"')
    expect(html).not.toContain('Page Not Found</h1>')
  })

  it('serves every doc route with its title in the server HTML', async () => {
    for (const route of DOC_ROUTES) {
      const html = await (await fetch(`${baseUrl()}${route}`)).text()
      expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
      expect(html).toMatch(/<title[^>]*>[^<]+ \| Squire Docs<\/title>/)
    }
  })

  it('answers an unknown path with the 404 page and HTTP 404', async () => {
    const response = await fetch(`${baseUrl()}/no/such/page`)
    expect(response.status).toBe(404)
    const { page, context, errors } = await openPage(browser)
    await page.goto(`${baseUrl()}/no/such/page`)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Page Not Found')
    expect(errors.filter((e) => !e.includes('404'))).toEqual([])
    await context.close()
  })

  it('redirects a trailing slash to the canonical path', async () => {
    const response = await fetch(`${baseUrl()}/concepts/overview/`, { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(new URL(response.headers.get('location') ?? '', baseUrl()).pathname).toBe('/concepts/overview')
  })

  it.each(['/concepts/overview/', '/concepts/overview/index.html'])('shows /concepts/overview when loaded at %s', async (spelling) => {
    const { page, context, errors } = await openPage(browser)
    await page.goto(`${baseUrl()}${spelling}`)
    await waitForHydration(page)
    await page.waitForURL(`${baseUrl()}/concepts/overview`)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.not.toBe('Page Not Found')
    expect(await page.title()).toMatch(/\| Squire Docs$/)
    expect(errors).toEqual([])
    await context.close()
  })

  it.each([
    ['/contracts/squire-token/partners/partners', '/contracts/squire-token/partners/Partners'],
    ['/contracts/v2/reference/smart-contracts/pair-erc-20', '/contracts/v2/reference/smart-contracts/Pair-ERC-20'],
  ])('sends the lowercase spelling %s to %s', async (alias, target) => {
    const { page, context } = await openPage(browser)
    await page.goto(`${baseUrl()}${alias}`)
    await page.waitForURL(`${baseUrl()}${target}`)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.not.toBe('This page has moved')
    await context.close()
  })
})

describe('navbar', () => {
  it('links where spec §2 says, and client-side navigation works', async () => {
    const { page, context, errors } = await openPage(browser)
    await page.goto(`${baseUrl()}/`)
    await waitForHydration(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const expected: Array<[string, string]> = [
      ['Concepts', '/concepts/overview'],
      ['Contracts', '/contracts/v3/overview'],
      ['SDKs', '/sdk/v3/overview'],
      ['APIs', '/apis/overview'],
      ['Claiming dApp', '/claiming/overview'],
    ]
    for (const [label, href] of expected) {
      await expect(nav.getByRole('link', { name: label, exact: true }).getAttribute('href')).resolves.toBe(href)
    }
    const repo = nav.getByRole('link', { name: /source repository/ })
    expect(await repo.getAttribute('href')).toMatch(/^https:\/\/github\.com\//)
    expect(await repo.getAttribute('target')).toBe('_blank')

    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1))
    await nav.getByRole('link', { name: 'Contracts', exact: true }).click()
    await page.waitForURL(`${baseUrl()}/contracts/v3/overview`)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy()
    // Same document: the navigation was client-side, not a full reload.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1)
    expect(errors).toEqual([])
    await context.close()
  })
})
