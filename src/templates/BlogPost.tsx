import * as React from 'react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import Layout from '../components/Layout'
import DocLayout from '../components/DocLayout'
import MdxContent from '../components/MdxContent'
import type { ContentNode } from '../components/MdxContent/contentTree'
import ResponsiveImage from '../components/mdx/Pictures/ResponsiveImage'
// The cover's styles (ResponsiveImage also renders at build time in Node, where no CSS loads).
import '../components/mdx/Pictures/pictures.css'
import { socialCardOf } from '../components/mdx/Pictures/PageAssets'
import DocPaginator from '../components/DocPaginator'
import BlogPostMeta from '../components/BlogPostMeta'
import Seo from '../components/Seo'
import { useSiteConfig } from '../config'
import type { TocItem } from '../theme/navigation/toc'
import type { PageLink } from '../theme/navigation/sidebar'
import { BLOG_SEARCH_INDEX_ATTRIBUTES } from '../search/indexAttributes'
import * as styles from './page.module.css'

interface Context {
  id: string
  previous: PageLink | null
  next: PageLink | null
}

export default function BlogPost({ data, pageContext, location }: PageProps<Queries.BlogPostQuery, Context>) {
  const { site } = useSiteConfig()
  const mdx = data.mdx
  if (!mdx) return null
  const toc = mdx.toc as unknown as TocItem[]
  // The cover sits above the fold: loaded eagerly (it is the largest paint), in-body images lazily.
  const cover = mdx.fields.cover?.childImageSharp?.gatsbyImageData as IGatsbyImageData | null | undefined
  return (
    <Layout pathname={location.pathname}>
      <DocLayout pathname={mdx.fields.slug} sidebar={null} toc={toc}>
        <p className={styles.meta}>
          <Link to="/blog">{site.blogTitle}</Link>
        </p>
        <article className={styles.markdown} {...BLOG_SEARCH_INDEX_ATTRIBUTES}>
          <header>
            <h1>{mdx.frontmatter.title}</h1>
            <BlogPostMeta
              date={mdx.frontmatter.date}
              dateIso={mdx.frontmatter.dateIso}
              authors={mdx.frontmatter.authors}
              readingTime={mdx.fields.readingTime}
            />
            {cover ? <ResponsiveImage image={cover} alt={mdx.frontmatter.image_alt ?? ''} loading="eager" className={styles.cover} /> : null}
          </header>
          <MdxContent content={mdx.fields.content as unknown as ContentNode[]} />
        </article>
        <DocPaginator previous={pageContext.previous} next={pageContext.next} label="Blog posts" />
      </DocLayout>
    </Layout>
  )
}

export function Head({ data }: HeadProps<Queries.BlogPostQuery>) {
  const mdx = data.mdx
  return (
    <Seo
      title={mdx?.frontmatter.title}
      description={mdx?.frontmatter.description || mdx?.fields.excerpt}
      pathname={mdx?.fields.slug ?? '/blog'}
      image={socialCardOf(mdx?.fields.cover?.childImageSharp?.social) ?? mdx?.frontmatter.image}
      article={{ publishedTime: mdx?.frontmatter.dateIso, authors: mdx?.frontmatter.authors }}
      feeds
    />
  )
}

export const query = graphql`
  query BlogPost($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
        date(formatString: "D MMMM YYYY")
        dateIso: date
        authors
        tags
        image
        image_alt
      }
      ...MdxPageAssets
      toc
      fields {
        slug
        content
        excerpt
        readingTime
      }
    }
  }
`
