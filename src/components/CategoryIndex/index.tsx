import * as React from 'react'
import { Link } from 'gatsby'
import type { CategoryPageData } from '../../theme/navigation/sidebarView'

export type CategoryIndexData = Pick<CategoryPageData, 'page' | 'label' | 'href' | 'parents' | 'entries'>

/**
 * The template's class names for the article, the list and a description. The doc template passes
 * its own (the blog list's styles serve this list): no new CSS in every page's inlined stylesheet,
 * and no second importer of the templates' CSS module to upset the CSS order.
 */
export interface CategoryIndexClasses {
  article: string
  list: string
  description: string
}

/** A category page's article: its title and its children as links, each doc with its description. */
export default function CategoryIndex({ category, classes }: { category: CategoryIndexData; classes: CategoryIndexClasses }) {
  return (
    <article className={classes.article}>
      <header>
        <h1>{category.label}</h1>
      </header>
      {category.href ? (
        <p>
          Start with <Link to={category.href}>the {category.label} overview</Link>, or pick a page below.
        </p>
      ) : null}
      <ul className={classes.list}>
        {category.entries.map((entry) => (
          <li key={`${entry.label}${entry.href}`}>
            <Link to={entry.href}>{entry.category ? `${entry.label} (section)` : entry.label}</Link>
            {entry.description ? <p className={classes.description}>{entry.description}</p> : null}
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
