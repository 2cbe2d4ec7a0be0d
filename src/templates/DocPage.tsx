import * as React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import Layout from '../components/Layout'
import DocLayout from '../components/DocLayout'
import MdxContent from '../components/MdxContent'
import type { ContentNode } from '../components/MdxContent/contentTree'
import { socialCardOf } from '../components/mdx/Pictures/PageAssets'
import Breadcrumbs from '../components/Breadcrumbs'
import DocPaginator from '../components/DocPaginator'
import CopyPageButton from '../components/CopyPageButton'
import Seo from '../components/Seo'
import Sentiment from '../components/Sentiment'
import DocFooter, { editUrlFor } from '../components/DocFooter'
import DocVersionBadge from '../components/DocVersionBadge'
import VerifiedNote from '../components/VerifiedNote'
import BackToTop from '../components/BackToTop'
import { useSiteConfig } from '../config'
import type { TocItem } from '../theme/navigation/toc'
import type { Crumb, PageLink } from '../theme/navigation/sidebar'
import { usePageSidebar, type SidebarPageContext } from '../components/Sidebar/usePageSidebar'
import { searchIndexAttributes } from '../search/indexAttributes'
import * as styles from './page.module.css'

export interface DocPageContext extends SidebarPageContext {
  id: string
  docId: string
  breadcrumbs: Crumb[]
  previous: PageLink | null
  next: PageLink | null
  /** The page's group in search results (src/search/sectionLabel.ts), from createPages. */
  searchSection: string
}

export default function DocPage({ data, pageContext, location }: PageProps<Queries.DocPageQuery, DocPageContext>) {
  const mdx = data.mdx
  const sidebar = usePageSidebar(pageContext)
  const { site } = useSiteConfig()
  const searchIndex = searchIndexAttributes(pageContext.searchSection)
  if (!mdx) return null
  const fm = mdx.frontmatter
  const toc = mdx.toc as unknown as TocItem[]
  return (
    <Layout pathname={location.pathname} sidebar={sidebar}>
      <DocLayout pathname={mdx.fields.slug} sidebar={sidebar} toc={toc}>
        <Breadcrumbs crumbs={pageContext.breadcrumbs} />
        <DocVersionBadge />
        <article className={styles.markdown} {...searchIndex}>
          <header>
            <CopyPageButton slug={mdx.fields.slug} />
            <h1>{fm.title}</h1>
            <VerifiedNote text={fm.verified} />
            {/* The sentiment widget only feeds analytics: a build without analytics does not ask. */}
            {__SQUIRE_ANALYTICS__ ? <Sentiment key={`top${mdx.fields.slug}`} section="top" /> : null}
          </header>
          <MdxContent content={mdx.fields.content as unknown as ContentNode[]} />
          {__SQUIRE_ANALYTICS__ ? <Sentiment key={`bottom${mdx.fields.slug}`} section="bottom" /> : null}
        </article>
        <DocFooter editUrl={editUrlFor(site.editUrlBase, mdx.fields.sourcePath)} lastUpdated={mdx.fields.lastUpdated} lastUpdatedIso={mdx.fields.lastUpdatedIso} />
        <DocPaginator previous={pageContext.previous} next={pageContext.next} />
      </DocLayout>
      <BackToTop />
    </Layout>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.DocPageQuery, DocPageContext>) {
  const mdx = data.mdx
  return (
    <Seo
      title={mdx?.frontmatter.title}
      description={mdx?.frontmatter.description || mdx?.fields.excerpt}
      pathname={mdx?.fields.slug ?? '/'}
      image={socialCardOf(mdx?.fields.cover?.childImageSharp?.social) ?? mdx?.frontmatter.image}
      breadcrumbs={pageContext.breadcrumbs}
    />
  )
}

export const query = graphql`
  query DocPage($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
        image
        image_alt
        verified
      }
      ...MdxPageAssets
      toc
      fields {
        slug
        docId
        sourcePath
        content
        excerpt
        lastUpdated(formatString: "MMMM D, YYYY")
        lastUpdatedIso: lastUpdated
      }
    }
  }
`
