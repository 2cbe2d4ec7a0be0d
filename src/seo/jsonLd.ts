/**
 * Structured data (schema.org JSON-LD) for the head: a BreadcrumbList on docs, a BlogPosting on
 * blog posts. Plain objects; the Seo component serialises them into
 * `<script type="application/ld+json">` (a data block: browsers never execute it, so the CSP
 * needs no hash for it).
 */
export interface BreadcrumbInput {
  label: string
  /** Absolute URL of the crumb's page; null for categories without a page. */
  url: string | null
}

export type JsonLd = Record<string, unknown>

/**
 * Crumbs outermost first, the page itself last. Categories without a page of their own are
 * kept as names without `item` (Google accepts an `item`-less last element only, so they get the
 * URL of the next crumb that has one).
 */
export function breadcrumbListJsonLd(crumbs: BreadcrumbInput[]): JsonLd | null {
  if (!crumbs.length) return null
  const items = crumbs.map((crumb, index) => {
    const url = crumb.url ?? crumbs.slice(index + 1).find((c) => c.url)?.url ?? null
    return {
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(url ? { item: url } : {}),
    }
  })
  return { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: items }
}

export interface BlogPostingInput {
  headline: string
  description: string
  url: string
  image: string
  datePublished: string | null
  authors: readonly string[]
  publisher: { name: string; logo: string; url: string }
}

export function blogPostingJsonLd(post: BlogPostingInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.headline,
    description: post.description,
    url: post.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': post.url },
    image: [post.image],
    ...(post.datePublished ? { datePublished: post.datePublished } : {}),
    author: post.authors.map((name) => ({ '@type': 'Person', name })),
    publisher: {
      '@type': 'Organization',
      name: post.publisher.name,
      url: post.publisher.url,
      logo: { '@type': 'ImageObject', url: post.publisher.logo },
    },
  }
}

/** JSON for an inline script: `<` escaped so a string can never close the script element. */
export function serialiseJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
