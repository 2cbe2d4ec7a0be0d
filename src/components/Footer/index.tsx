import * as React from 'react'
import { Link } from 'gatsby'
import { useSiteConfig } from '../../config'
import type { FooterLink } from '../../config/schema/footer'
import { hrefForDocId } from '../navLinks'
import * as styles from './styles.module.css'

function FooterItem({ item }: { item: FooterLink }) {
  if ('href' in item) {
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
        {item.label}
      </a>
    )
  }
  return (
    <Link to={hrefForDocId(item.docId)} className={styles.link}>
      {item.label}
    </Link>
  )
}

export default function Footer() {
  const { footer } = useSiteConfig()
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        {footer.columns.map((column) => (
          <section key={column.title} aria-labelledby={`footer-${column.title}`}>
            <h2 id={`footer-${column.title}`} className={styles.title}>
              {column.title}
            </h2>
            <ul className={styles.list}>
              {column.items.map((item) => (
                <li key={item.label}>
                  <FooterItem item={item} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {footer.copyright ? <p className={styles.copyright}>{footer.copyright}</p> : null}
    </footer>
  )
}
