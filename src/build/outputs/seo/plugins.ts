/**
 * gatsby-config entries of the ecosystem plugins: sitemap, RSS feed, web app manifest.
 * gatsby-config.ts spreads `seoPlugins` into its plugin list.
 */
import type { PluginRef } from 'gatsby'
import type { SiteConfig } from '../../../config/schema/site'
import { BLOG_FEED_QUERY, blogFeedItems, type BlogFeedNode } from './blogFeed'
import { BLOG_FEEDS } from '../../../seo/feeds'
import { SITEMAP_QUERY, sitemapPages } from './sitemap'
import { effectivePathPrefix } from './prefix'
import { absoluteUrl } from '../../../seo/urls'
import { MANIFEST_BACKGROUND_COLOR, MANIFEST_THEME_COLOR } from '../../../seo/themeColors'

/** The plugin entries for the parsed `site` config (gatsby-config calls this). */
export function seoPlugins(site: SiteConfig): PluginRef[] {
  const sitemap: PluginRef = {
    resolve: 'gatsby-plugin-sitemap',
    options: {
      query: SITEMAP_QUERY,
      resolveSiteUrl: () => site.siteUrl,
      resolvePages: sitemapPages,
      excludes: [],
      serialize: ({ path }: { path: string }) => ({ url: path }),
    },
  }

  interface FeedQuery {
    query: { allMdx: { nodes: BlogFeedNode[] } }
  }

  const feed: PluginRef = {
    resolve: 'gatsby-plugin-feed',
    options: {
      query: `{ site { siteMetadata { title description siteUrl site_url: siteUrl } } }`,
      feeds: [
        {
          title: site.blogTitle,
          description: `${site.blogTitle}: notes from the people building Squire`,
          output: BLOG_FEEDS.rss.path,
          query: BLOG_FEED_QUERY,
          // The blog pages link both feeds from their own Head (src/components/Seo); a pattern that
          // matches no path keeps the plugin from adding an RSS link to every page.
          match: '^(?!)',
          site_url: absoluteUrl({ siteUrl: site.siteUrl, pathPrefix: effectivePathPrefix(site.pathPrefix ?? '') }, '/blog'),
          feed_url: absoluteUrl({ siteUrl: site.siteUrl, pathPrefix: effectivePathPrefix(site.pathPrefix ?? '') }, BLOG_FEEDS.rss.path),
          language: 'en',
          serialize: ({ query }: FeedQuery) =>
            blogFeedItems(query.allMdx.nodes, { siteUrl: site.siteUrl, pathPrefix: effectivePathPrefix(site.pathPrefix ?? '') }).map((item) => ({
              title: item.title,
              description: item.summary,
              url: item.url,
              guid: item.url,
              date: item.date,
              author: item.authors.join(', ') || undefined,
              categories: item.categories,
            })),
        },
      ],
    },
  }

  const manifest: PluginRef = {
    resolve: 'gatsby-plugin-manifest',
    options: {
      name: site.title,
      short_name: 'Squire Docs',
      description: `${site.title}: ${site.tagline}`,
      lang: site.defaultLocale,
      start_url: '/',
      display: 'minimal-ui',
      background_color: MANIFEST_BACKGROUND_COLOR,
      theme_color: MANIFEST_THEME_COLOR,
      // One theme-color per colour mode is set by src/components/Seo (media queries); the plugin's
      // single tag would override the light one.
      theme_color_in_head: false,
      // PNG icons (48–512 px) and favicon-32x32.png rendered from the SVG with sharp; the plugin
      // also links the SVG itself as the favicon.
      icon: `static${site.favicon}`,
      include_favicon: true,
      legacy: true,
      cache_busting_mode: 'query',
    },
  }

  return [sitemap, feed, manifest]
}
