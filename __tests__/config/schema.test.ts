import { parseSiteConfig, ConfigError } from '../../src/config/schema'
import { SidebarsSchema } from '../../src/config/schema/sidebars'
import { buildConfig, hostedSearchFromEnv } from '../../src/config/build'
import { site } from '../../src/config/site'
import { navbar } from '../../src/config/navbar'
import { footer } from '../../src/config/footer'
import { sidebars } from '../../src/config/sidebars'
import { pages } from '../../src/config/pages'

const base = { site, navbar, footer, sidebars, pages, announcement: null }

describe('src/config/schema', () => {
  it('parses the shipped config with the spec defaults', () => {
    const config = buildConfig({})
    expect(config.site.title).toBe('Squire Docs')
    expect(config.site.tagline).toBe('documentation and guides')
    expect(config.site.docsVersionLabel).toBe('Next')
    expect(config.site.blogTitle).toBe('Engineering Blog')
    expect(config.site.colorMode.defaultMode).toBe('dark')
    expect(config.navbar.hideOnScroll).toBe(false)
    expect(config.search.hosted).toBeNull()
    expect(config.analytics).toEqual({ apiKey: null, proxyUrl: null, originApplication: 'docs' })
  })

  it('leaves a category\'s starting state to the sidebar\'s size unless it is configured', () => {
    const config = buildConfig({})
    const contracts = config.sidebars.contracts ?? []
    const categories = contracts.filter((i) => i.type === 'category')
    expect(categories.length).toBeGreaterThan(0)
    for (const c of categories) if (c.type === 'category') expect(c.collapsed).toBeUndefined()
    const parsed = SidebarsSchema.parse({ s: [{ type: 'category', label: 'Open', collapsed: false, items: [] }] })
    expect(parsed.s[0]).toMatchObject({ collapsed: false })
    expect(() => SidebarsSchema.parse({ s: [{ type: 'category', label: 'Open', collapsed: 'no', items: [] }] })).toThrow(/Expected boolean/)
  })

  it('names the field at fault', () => {
    const bad = {
      ...base,
      navbar: { items: [{ type: 'doc', docId: 'concepts/overview', label: 'Concepts' }, { type: 'external', href: 'http://x.org', label: 'X' }] },
    }
    expect(() => parseSiteConfig(bad)).toThrow(ConfigError)
    expect(() => parseSiteConfig(bad)).toThrowErrorMatchingInlineSnapshot(`
"Invalid site configuration (src/config):
- **navbar.items.1.href**: External links must be absolute https:// URLs"
`)
  })

  it('explains a bad navbar item type', () => {
    const bad = { ...base, navbar: { items: [{ type: 'dropdown', label: 'More' }] } }
    expect(() => parseSiteConfig(bad)).toThrow(/\*\*navbar\.items\.0\.type\*\*: Bad navbar item type\. Use one of: doc, external/)
  })

  it('rejects a doc id with a leading slash', () => {
    const bad = { ...base, sidebars: { api: [{ type: 'doc', id: '/apis/overview' }] } }
    expect(() => parseSiteConfig(bad)).toThrow(/\*\*sidebars\.api\.0\.id\*\*: A doc id has no leading or trailing slash/)
  })

  it('wants all three hosted-search variables or none', () => {
    expect(hostedSearchFromEnv({})?.hosted).toBeNull()
    expect(() => hostedSearchFromEnv({ GATSBY_DOCSEARCH_APP_ID: 'A' })).toThrow(/set all three or none/)
    expect(
      hostedSearchFromEnv({ GATSBY_DOCSEARCH_APP_ID: 'A', GATSBY_DOCSEARCH_API_KEY: 'k', GATSBY_DOCSEARCH_INDEX_NAME: 'i' })?.hosted,
    ).toEqual({ appId: 'A', apiKey: 'k', indexName: 'i' })
  })

  it('switches analytics on from the environment', () => {
    expect(buildConfig({ GATSBY_ANALYTICS_PROXY_URL: 'http://127.0.0.1:1/collect' }).analytics.proxyUrl).toBe('http://127.0.0.1:1/collect')
    expect(() => buildConfig({ GATSBY_ANALYTICS_PROXY_URL: 'not a url' })).toThrow(/analytics\.proxyUrl/)
  })
})
