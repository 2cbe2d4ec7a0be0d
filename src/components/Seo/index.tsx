import * as React from 'react'
import { withPrefix } from 'gatsby'
import { useSiteConfig } from '../../config'
import { absoluteUrl } from '../../seo/urls'
import { blogPostingJsonLd, breadcrumbListJsonLd, serialiseJsonLd } from '../../seo/jsonLd'
import { THEME_COLORS } from '../../seo/themeColors'
import { BLOG_FEEDS } from '../../seo/feeds'

interface Props {
  title?: string | null
  description?: string | null
  pathname: string
  /** The page's own image (front matter `image`: a path under static/ or an absolute URL); the social card otherwise. */
  image?: string | null
  /** A doc's breadcrumbs (outermost first, the doc last): a schema.org BreadcrumbList. */
  breadcrumbs?: ReadonlyArray<{ label: string; href: string | null }>
  /** A blog post: Open Graph type `article` and a schema.org BlogPosting. */
  article?: { publishedTime?: string | null; authors?: ReadonlyArray<string> | null }
  /** Adds the `<link rel="alternate">` tags of the blog's RSS and Atom feeds. */
  feeds?: boolean
  children?: React.ReactNode
}

/**
 * Head tags shared by every page (Gatsby Head API): title, description, canonical URL, Open
 * Graph and Twitter card, theme colours per colour mode, structured data and feed links. Every
 * URL a crawler or a card renderer reads is absolute (siteUrl + path prefix + path). Favicon,
 * icons and manifest links come from gatsby-plugin-manifest (src/build/outputs/seo/plugins.ts).
 */
export default function Seo({ title, description, pathname, image, breadcrumbs, article, feeds = false, children }: Props) {
  const { site } = useSiteConfig()
  const absolute = (path: string) => absoluteUrl({ siteUrl: site.siteUrl }, /^[a-z]+:/i.test(path) ? path : withPrefix(path))
  const fullTitle = title ? `${title} | ${site.title}` : `${site.title}: ${site.tagline}`
  const text = description || site.tagline
  const url = absolute(pathname)
  const imageUrl = absolute(image || site.socialCard)
  const type = article ? 'article' : 'website'
  const jsonLd = [
    breadcrumbs ? breadcrumbListJsonLd(breadcrumbs.map((c) => ({ label: c.label, url: c.href ? absolute(c.href) : null }))) : null,
    article
      ? blogPostingJsonLd({
          headline: title ?? fullTitle,
          description: text,
          url,
          image: imageUrl,
          datePublished: article.publishedTime ?? null,
          authors: article.authors ?? [],
          publisher: { name: site.title, url: absolute('/'), logo: absolute(site.logo.src) },
        })
      : null,
  ]
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={url} />
      <meta name="theme-color" media="(prefers-color-scheme: light)" content={THEME_COLORS.light} />
      <meta name="theme-color" media="(prefers-color-scheme: dark)" content={THEME_COLORS.dark} />
      <meta property="og:site_name" content={site.title} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title ?? fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:locale" content="en_US" />
      {article?.publishedTime ? <meta property="article:published_time" content={article.publishedTime} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title ?? fullTitle} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={imageUrl} />
      {feeds
        ? Object.values(BLOG_FEEDS).map((feed) => (
            <link key={feed.path} rel="alternate" type={feed.type} title={`${site.blogTitle} (${feed.label})`} href={absolute(feed.path)} />
          ))
        : null}
      {jsonLd.map((data, index) =>
        data ? <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(data) }} /> : null,
      )}
      {children}
    </>
  )
}
