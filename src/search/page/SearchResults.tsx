import * as React from 'react'
import { Link } from 'gatsby'
import type { PageResults } from './results'
import Highlighted from './Highlighted'
import * as styles from './styles.module.css'

/** Results grouped by page: the page title, then each matching section with its context. */
export default function SearchResults({ results }: { results: PageResults }) {
  return (
    <ol className={styles.groups}>
      {results.groups.map((group) => (
        <li key={group.pageUrl} className={styles.group}>
          <p className={styles.section}>{group.lvl0}</p>
          <h2 className={styles.pageTitle}>
            <Link to={group.pageUrl}>
              <Highlighted segments={group.title} />
            </Link>
          </h2>
          <ul className={styles.items}>
            {group.items.map((item) => (
              <li key={item.url} className={styles.item}>
                <Link to={item.url} className={styles.heading}>
                  {item.headings.length === 0
                    ? 'Introduction'
                    : item.headings.map((heading, i) => (
                        <React.Fragment key={i}>
                          {i > 0 && <span aria-hidden="true"> › </span>}
                          <Highlighted segments={heading} />
                        </React.Fragment>
                      ))}
                </Link>
                {item.snippet.length > 0 && (
                  <p className={styles.snippet}>
                    <Highlighted segments={item.snippet} />
                  </p>
                )}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  )
}
