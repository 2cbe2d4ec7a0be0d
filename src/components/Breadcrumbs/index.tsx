import * as React from 'react'
import { Link } from 'gatsby'
import type { Crumb } from '../../theme/navigation/sidebar'
import * as styles from './styles.module.css'

/** Home › category › … › page, from the doc's place in its sidebar. */
export default function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  if (!crumbs.length) return null
  return (
    <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
      <ol>
        <li>
          <Link to="/" aria-label="Home">
            Home
          </Link>
        </li>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1
          return (
            <li key={`${crumb.label}${index}`}>
              {crumb.href && !last ? (
                <Link to={crumb.href}>{crumb.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
