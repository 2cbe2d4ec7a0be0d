import { MDX_SOURCES, isPageFile } from '../../../src/build/content/mdxSources'
import gatsbyConfig from '../../../gatsby-config'

describe('the MDX sources', () => {
  it('are the page files: .mdx in one of them', () => {
    expect(isPageFile('docs', 'mdx')).toBe(true)
    expect(isPageFile('blog', 'mdx')).toBe(true)
    expect(isPageFile('data', 'mdx')).toBe(false)
    expect(isPageFile('docs', 'json')).toBe(false)
    expect(isPageFile(undefined, 'mdx')).toBe(false)
  })

  it('each has its gatsby-source-filesystem source in gatsby-config', () => {
    const sourced = (gatsbyConfig.plugins ?? []).flatMap((plugin) =>
      typeof plugin === 'object' && plugin.resolve === 'gatsby-source-filesystem' ? [String((plugin.options as { name?: unknown }).name)] : [],
    )
    expect(sourced).toEqual(expect.arrayContaining([...MDX_SOURCES]))
  })
})
