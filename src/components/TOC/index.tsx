import * as React from 'react'
import type { TocItem } from '../../theme/navigation/toc'
import { useActiveHeading } from '../../theme/useActiveHeading'
import * as styles from './styles.module.css'

interface Props {
  items: readonly TocItem[]
}

function flattenIds(items: readonly TocItem[]): string[] {
  return items.flatMap((item) => [item.id, ...flattenIds(item.children)])
}

function Items({ items, activeId }: Props & { activeId: string | null }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} className={styles.link} aria-current={item.id === activeId ? 'location' : undefined}>
            {item.value}
          </a>
          {item.children.length ? <Items items={item.children} activeId={activeId} /> : null}
        </li>
      ))}
    </ul>
  )
}

/** "On this page": the page's h2–h3 headings (front matter can change the levels). */
/** The heading in view is highlighted (useActiveHeading). */
export default function TOC({ items }: Props) {
  const current = useActiveHeading(React.useMemo(() => flattenIds(items), [items]))
  if (!items.length) return null
  return (
    <nav className={styles.toc} aria-labelledby="toc-title">
      <p id="toc-title" className={styles.title}>
        On this page
      </p>
      <Items items={items} activeId={current} />
    </nav>
  )
}
