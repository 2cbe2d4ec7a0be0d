import { buildConfig } from '../../../src/config/build'
import { validateConfigReferences, validateContentFiles, validateSidebarLandings } from '../../../src/build/content/validate'
import { resolveSidebars } from '../../../src/theme/navigation/sidebar'
import { createPages } from '../../../src/build/gatsby/createPages'

const config = buildConfig({})
const allConfigIds = new Set([
  'concepts/overview', 'concepts/squire-exchange', 'contracts/v3/overview', 'sdk/v3/overview', 'sdk/v2/overview',
  'apis/overview', 'claiming/overview', 'contracts/v3/reference/deployments', 'overview',
])

describe('src/build/content/validate', () => {
  it('reports a navbar doc item whose id does not exist, naming file and id', () => {
    const ids = new Set(allConfigIds)
    ids.delete('sdk/v3/overview')
    expect(validateConfigReferences(config, ids)).toEqual([
      'src/config/navbar.ts: navbar item 2 ("SDKs") refers to unknown doc id "sdk/v3/overview"',
      'src/config/pages.ts: home card "SDKs" refers to unknown doc id "sdk/v3/overview"',
    ])
  })

  it('reports the announcement link, home and 404 links whose doc id does not exist', () => {
    const ids = new Set(allConfigIds)
    ids.delete('claiming/overview')
    ids.delete('overview')
    expect(validateConfigReferences(config, ids)).toEqual([
      'src/config/navbar.ts: navbar item 4 ("Claiming dApp") refers to unknown doc id "claiming/overview"',
      'src/config/announcement.ts: announcement link "Read the claiming guide" refers to unknown doc id "claiming/overview"',
      'src/config/pages.ts: home "Get started" link refers to unknown doc id "overview"',
      'src/config/pages.ts: home card "Claiming dApp" refers to unknown doc id "claiming/overview"',
      'src/config/pages.ts: 404 page link refers to unknown doc id "overview"',
    ])
  })

  it('reports a footer doc link whose id does not exist', () => {
    const ids = new Set(allConfigIds)
    ids.delete('contracts/v3/reference/deployments')
    expect(validateConfigReferences(config, ids)).toEqual([
      'src/config/footer.ts: footer link "Deployment addresses" in "Developers" refers to unknown doc id "contracts/v3/reference/deployments"',
    ])
  })

  it('reports a sidebar item whose id does not exist and a sidebar with no link', () => {
    const docs = [{ id: 'a/one', slug: '/a/one', title: 'One' }]
    const { errors } = resolveSidebars(
      {
        main: [{ type: 'doc', id: 'a/one' }, { type: 'doc', id: 'a/two' }],
        empty: [{ type: 'category', label: 'Nothing', collapsed: false, items: [] }],
      },
      docs,
    )
    expect(errors).toEqual([
      'src/config/sidebars.ts: sidebar item main.1 refers to unknown doc id "a/two"',
      'src/config/sidebars.ts: sidebar "empty" has no link (it is empty or holds only empty categories)',
    ])
  })

  it('reports two files claiming one route', () => {
    expect(
      validateContentFiles([
        { file: 'content/docs/a.mdx', slug: '/a' },
        { file: 'content/docs/b.mdx', slug: '/b' },
        { file: 'content/docs/a/index.mdx', slug: '/a' },
      ]),
    ).toEqual([
      'content/docs/a.mdx and content/docs/a/index.mdx both claim the route /a',
    ])
  })

  it('checks each sidebar opens on its landing doc', () => {
    const docs = [
      { id: 'x/intro', slug: '/x/intro', title: 'Intro' },
      { id: 'x/more', slug: '/x/more', title: 'More' },
    ]
    const { sidebars } = resolveSidebars({ x: [{ type: 'doc', id: 'x/more' }, { type: 'doc', id: 'x/intro' }] }, docs)
    const slugOf = (id: string) => docs.find((d) => d.id === id)?.slug
    expect(validateSidebarLandings(sidebars, { x: 'x/intro' }, slugOf)).toEqual([
      'src/config/sidebars.ts: sidebar "x" should open on /x/intro but opens on /x/more',
    ])
    expect(validateSidebarLandings(sidebars, { y: 'x/intro' }, slugOf)).toEqual(['src/config/sidebars.ts: sidebar "y" does not exist'])
  })
})

describe('src/build/gatsby/createPages', () => {
  const node = (slug: string, title: string | null, file: string) => ({
    id: file,
    fields: { slug, collection: 'docs', docId: slug.slice(1), sourcePath: file },
    frontmatter: { title, sidebar_label: null, sidebar_position: null, date: null },
  })

  it('fails the build, naming files, when content is broken', async () => {
    const panicOnBuild = jest.fn()
    const createPage = jest.fn()
    const graphql = jest.fn().mockResolvedValue({
      data: {
        allMdx: {
          nodes: [node('/concepts/overview', 'Concepts', 'content/docs/concepts/overview.mdx'), node('/concepts/overview', null, 'content/docs/concepts/overview/index.mdx')],
        },
      },
    })
    const args = { graphql, actions: { createPage, createRedirect: jest.fn() }, reporter: { panicOnBuild, verbose: jest.fn(), warn: jest.fn() } }
    await (createPages as unknown as (a: typeof args) => Promise<void>)(args)
    expect(createPage).not.toHaveBeenCalled()
    const message = String(panicOnBuild.mock.calls[0][0])
    expect(message).toContain('content/docs/concepts/overview.mdx and content/docs/concepts/overview/index.mdx both claim the route /concepts/overview')
    expect(message).toContain('src/config/navbar.ts: navbar item 1 ("Contracts") refers to unknown doc id "contracts/v3/overview"')
    expect(message).toContain('src/config/sidebars.ts: sidebar "sdk" has no link')
  })
})
