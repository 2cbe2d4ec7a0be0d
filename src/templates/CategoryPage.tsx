import * as React from 'react'
import { Link, type HeadProps, type PageProps } from 'gatsby'
import Layout from '../components/Layout'
import DocLayout from '../components/DocLayout'
import Breadcrumbs from '../components/Breadcrumbs'
import Seo from '../components/Seo'
import { usePageSidebar, type SidebarPageContext } from '../components/Sidebar/usePageSidebar'
import type { CategoryPageData } from '../theme/navigation/sidebarView'
import * as styles from './page.module.css'

export interface CategoryPageContext extends SidebarPageContext {
  category: Pick<CategoryPageData, 'page' | 'label' | 'href' | 'parents' | 'entries'>
}

function crumbsOf(category: CategoryPageContext['category']) {
  return [...category.parents, { label: category.label, href: null }]
}

/**
 * A sidebar category's page (src/theme/navigation/sidebarView.ts): its children as links, each
 * doc with its description. The sidebar's closed categories link here, so every doc is reachable
 * without JavaScript; the sidebar beside it shows this category open.
 */
export default function CategoryPage({ pageContext, location }: PageProps<object, CategoryPageContext>) {
  const sidebar = usePageSidebar(pageContext)
  const { category } = pageContext
  return (
    <Layout pathname={location.pathname} sidebar={sidebar}>
      <DocLayout pathname={category.page} sidebar={sidebar} toc={[]}>
        <Breadcrumbs crumbs={crumbsOf(category)} />
        <article className={styles.markdown}>
          <header>
            <h1>{category.label}</h1>
          </header>
          {category.href ? (
            <p>
              Start with <Link to={category.href}>the {category.label} overview</Link>, or pick a page below.
            </p>
          ) : null}
          <ul className={styles.categoryList}>
            {category.entries.map((entry) => (
              <li key={`${entry.label}${entry.href}`}>
                <Link to={entry.href}>{entry.category ? `${entry.label} (section)` : entry.label}</Link>
                {entry.description ? <p>{entry.description}</p> : null}
              </li>
            ))}
          </ul>
        </article>
      </DocLayout>
    </Layout>
  )
}

export function Head({ pageContext }: HeadProps<object, CategoryPageContext>) {
  const { category } = pageContext
  // A list of the sidebar's links, for readers without JavaScript: followed, not indexed (and not
  // in the sitemap: src/build/outputs/seo/sitemap.ts).
  return (
    <Seo title={category.label} description={`The pages of ${category.label} in the Squire docs.`} pathname={category.page} breadcrumbs={crumbsOf(category)}>
      <meta name="robots" content="noindex, follow" />
    </Seo>
  )
}
