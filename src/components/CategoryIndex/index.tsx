import * as React from 'react'
import { Link } from 'gatsby'
import type { CategoryPageData } from '../../theme/navigation/sidebarView'
// The blog list's styles serve this list too: no new CSS in every page's inlined stylesheet.
import * as styles from '../../templates/page.module.css'

export type CategoryIndexData = Pick<CategoryPageData, 'page' | 'label' | 'href' | 'parents' | 'entries'>

/** A category page's article: its title and its children as links, each doc with its description. */
export default function CategoryIndex({ category }: { category: CategoryIndexData }) {
  return (
    <article className={styles.markdown}>
      <header>
        <h1>{category.label}</h1>
      </header>
      {category.href ? (
        <p>
          Start with <Link to={category.href}>the {category.label} overview</Link>, or pick a page below.
        </p>
      ) : null}
      <ul className={styles.postList}>
        {category.entries.map((entry) => (
          <li key={`${entry.label}${entry.href}`}>
            <Link to={entry.href}>{entry.category ? `${entry.label} (section)` : entry.label}</Link>
            {entry.description ? <p className={styles.meta}>{entry.description}</p> : null}
          </li>
        ))}
      </ul>
    </article>
  )
}

/** Breadcrumbs of a category page: its enclosing categories, then itself. */
export function categoryCrumbs(category: CategoryIndexData) {
  return [...category.parents, { label: category.label, href: null }]
}
