import * as React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import Layout from '../components/Layout'
import DocLayout from '../components/DocLayout'
import MdxContent from '../components/MdxContent'
import type { ContentNode } from '../components/MdxContent/contentTree'
import { socialCardOf } from '../components/mdx/Pictures/PageAssets'
import Breadcrumbs from '../components/Breadcrumbs'
import CategoryIndex, { categoryCrumbs, type CategoryIndexData } from '../components/CategoryIndex'
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

/**
 * A sidebar category's page (src/theme/navigation/sidebarView.ts): rendered by this template, since
 * each template adds its chunk to the map Gatsby inlines in every page. Its query skips the doc
 * (`isCategory`): a look-up that finds no node makes Gatsby re-run the query whenever any Mdx node
 * changes, so one edited doc would re-run every category page's query. The sidebar's closed
 * categories link here, so every doc is reachable without JavaScript.
 */
export interface CategoryPageContext extends SidebarPageContext {
  id: ''
  isCategory: true
  category: CategoryIndexData
}

function isCategoryPage(context: DocPageContext | CategoryPageContext): context is CategoryPageContext {
  return 'category' in context && Boolean(context.category)
}

function CategoryPage({ pageContext, pathname }: { pageContext: CategoryPageContext; pathname: string }) {
  const sidebar = usePageSidebar(pageContext)
  const { category } = pageContext
  return (
    <Layout pathname={pathname} sidebar={sidebar}>
      <DocLayout pathname={category.page} sidebar={sidebar} toc={[]}>
        <Breadcrumbs crumbs={categoryCrumbs(category)} />
        <CategoryIndex category={category} classes={{ article: styles.markdown, list: styles.postList, description: styles.meta }} />
      </DocLayout>
    </Layout>
  )
}

export default function DocPageOrCategory({ data, pageContext, location }: PageProps<Queries.DocPageQuery, DocPageContext | CategoryPageContext>) {
  return isCategoryPage(pageContext) ? <CategoryPage pageContext={pageContext} pathname={location.pathname} /> : <DocPage data={data} pageContext={pageContext} pathname={location.pathname} />
}

function DocPage({ data, pageContext, pathname }: { data: Queries.DocPageQuery; pageContext: DocPageContext; pathname: string }) {
  const mdx = data.mdx
  const sidebar = usePageSidebar(pageContext)
  const { site } = useSiteConfig()
  const searchIndex = searchIndexAttributes(pageContext.searchSection)
  if (!mdx) return null
  const fm = mdx.frontmatter
  const toc = mdx.toc as unknown as TocItem[]
  return (
    <Layout pathname={pathname} sidebar={sidebar}>
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

export function Head({ data, pageContext }: HeadProps<Queries.DocPageQuery, DocPageContext | CategoryPageContext>) {
  if (isCategoryPage(pageContext)) {
    const { category } = pageContext
    // A list of the sidebar's links, for readers without JavaScript: followed, not indexed (and
    // not in the sitemap: src/build/outputs/seo/sitemap.ts).
    return (
      <Seo title={category.label} description={`The pages of ${category.label} in the Squire docs.`} pathname={category.page} breadcrumbs={categoryCrumbs(category)}>
        <meta name="robots" content="noindex, follow" />
      </Seo>
    )
  }
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
  query DocPage($id: String!, $isCategory: Boolean = false) {
    mdx(id: { eq: $id }) @skip(if: $isCategory) {
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
