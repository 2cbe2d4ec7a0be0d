/**
 * The blog's feed entries, shared by the RSS feed (gatsby-plugin-feed) and the Atom feed
 * (written after the build by src/build/outputs/deploy/deployStep.ts): absolute post URLs, dates, summaries.
 */
import { absoluteUrl, type SiteLocation } from '../../../seo/urls'
import { BLOG_FEEDS } from '../../../seo/feeds'

/** The GraphQL query both feeds run (newest first). */
export const BLOG_FEED_QUERY = /* GraphQL */ `
  {
    allMdx(filter: { fields: { collection: { eq: "blog" } } }, sort: { frontmatter: { date: DESC } }) {
      nodes {
        frontmatter {
          title
          description
          date
          authors
          tags
        }
        fields {
          slug
          excerpt
        }
      }
    }
  }
`

export interface BlogFeedNode {
  frontmatter: {
    title: string | null
    description: string | null
    date: string | null
    authors: ReadonlyArray<string> | null
    tags: ReadonlyArray<string> | null
  }
  fields: { slug: string; excerpt: string }
}

export interface BlogFeedItem {
  title: string
  url: string
  summary: string
  /** ISO 8601 date-time. */
  date: string
  authors: string[]
  categories: string[]
}

export function blogFeedItems(nodes: readonly BlogFeedNode[], location: SiteLocation): BlogFeedItem[] {
  return nodes
    .filter((node) => node.frontmatter.date)
    .map((node) => ({
      title: node.frontmatter.title ?? node.fields.slug,
      url: absoluteUrl(location, node.fields.slug),
      summary: node.frontmatter.description || node.fields.excerpt,
      date: new Date(node.frontmatter.date as string).toISOString(),
      authors: [...(node.frontmatter.authors ?? [])],
      categories: [...(node.frontmatter.tags ?? [])],
    }))
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}

export interface AtomFeedInput {
  title: string
  subtitle: string
  location: SiteLocation
  items: readonly BlogFeedItem[]
  /** Used for <updated> when there are no posts. */
  now?: Date
}

/** An Atom 1.0 document (RFC 4287) for the blog. */
export function atomFeed({ title, subtitle, location, items, now = new Date() }: AtomFeedInput): string {
  const blogUrl = absoluteUrl(location, '/blog')
  const feedUrl = absoluteUrl(location, BLOG_FEEDS.atom.path)
  const updated = items.reduce((latest, item) => (item.date > latest ? item.date : latest), items.length ? items[0].date : now.toISOString())
  const entries = items.map((item) =>
    [
      '  <entry>',
      `    <title>${escapeXml(item.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(item.url)}"/>`,
      `    <id>${escapeXml(item.url)}</id>`,
      `    <published>${item.date}</published>`,
      `    <updated>${item.date}</updated>`,
      ...(item.authors.length ? item.authors : [title]).map((name) => `    <author><name>${escapeXml(name)}</name></author>`),
      ...item.categories.map((term) => `    <category term="${escapeXml(term)}"/>`),
      `    <summary type="text">${escapeXml(item.summary)}</summary>`,
      '  </entry>',
    ].join('\n'),
  )
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <title>${escapeXml(title)}</title>`,
    `  <subtitle>${escapeXml(subtitle)}</subtitle>`,
    `  <id>${escapeXml(blogUrl)}</id>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(blogUrl)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feedUrl)}"/>`,
    `  <updated>${updated}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n')
}
