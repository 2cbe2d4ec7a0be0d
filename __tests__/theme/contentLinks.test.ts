import { internalPath } from '../../src/theme/contentLinks'

const anchor = (attributes: Record<string, string>) => {
  const a = document.createElement('a')
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value)
  return a
}

describe('src/theme/contentLinks internalPath', () => {
  it('is the path of a link to a page of this site', () => {
    expect(internalPath(anchor({ href: '/concepts/overview' }))).toBe('/concepts/overview')
    expect(internalPath(anchor({ href: '/concepts/overview#fees' }))).toBe('/concepts/overview')
    expect(internalPath(anchor({ href: 'http://127.0.0.1/sdk/v3/overview?x=1' }))).toBe('/sdk/v3/overview')
  })

  it('is null for other sites, files, new windows, downloads and same-page anchors', () => {
    expect(internalPath(anchor({ href: 'https://etherscan.io/address/0x1' }))).toBeNull()
    expect(internalPath(anchor({ href: '/rss.xml' }))).toBeNull()
    expect(internalPath(anchor({ href: '/concepts/overview', target: '_blank' }))).toBeNull()
    expect(internalPath(anchor({ href: '/concepts/overview', download: '' }))).toBeNull()
    expect(internalPath(anchor({ href: '#fees' }))).toBeNull()
    expect(internalPath(anchor({ href: 'mailto:a@b.c' }))).toBeNull()
  })
})
