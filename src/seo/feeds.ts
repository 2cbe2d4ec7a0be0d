/** Where the blog feeds live; shared by gatsby-config (RSS), the Atom writer and the blog pages' head. */
export const BLOG_FEEDS = {
  rss: { path: '/blog/rss.xml', type: 'application/rss+xml', label: 'RSS' },
  atom: { path: '/blog/atom.xml', type: 'application/atom+xml', label: 'Atom' },
} as const
