import * as React from 'react'
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import Layout from '../components/Layout'
import Seo from '../components/Seo'
import { useSiteConfig } from '../config'
import { usePagesConfig } from '../config/pagesConfig'
import { hrefForDocId } from '../components/navLinks'
import * as styles from './index.module.css'

export default function Home({ data, location }: PageProps<Queries.HomeQuery>) {
  const { site } = useSiteConfig()
  const pages = usePagesConfig()
  const latest = data.allMdx.nodes[0]
  return (
    <Layout pathname={location.pathname}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{site.title}</h1>
        <p className={styles.tagline}>{site.tagline}</p>
        <Link to={hrefForDocId(pages.home.getStartedDocId)} className={styles.cta}>
          Get started
        </Link>
      </header>
      <section className={styles.section} aria-labelledby="explore">
        <h2 id="explore" className="visually-hidden">
          Explore the docs
        </h2>
        <ul className={styles.cards}>
          {pages.home.cards.map((card) => (
            <li key={card.docId}>
              <Link to={hrefForDocId(card.docId)} className={styles.card}>
                <span className={styles.cardTitle}>{card.title}</span>
                <span className={styles.cardText}>{card.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {latest ? (
        <section className={styles.section} aria-labelledby="latest-post">
          <h2 id="latest-post">From the {site.blogTitle}</h2>
          <article className={styles.latest}>
            <h3>
              <Link to={latest.fields.slug}>{latest.frontmatter.title}</Link>
            </h3>
            <p className={styles.cardText}>
              <time dateTime={latest.frontmatter.dateIso ?? undefined}>{latest.frontmatter.date}</time>
            </p>
            <p>{latest.frontmatter.description || latest.fields.excerpt}</p>
          </article>
        </section>
      ) : null}
    </Layout>
  )
}

export function Head({ location }: HeadProps) {
  return <Seo pathname={location.pathname} />
}

export const query = graphql`
  query Home {
    allMdx(filter: { fields: { collection: { eq: "blog" } } }, sort: { frontmatter: { date: DESC } }, limit: 1) {
      nodes {
        frontmatter {
          title
          description
          date(formatString: "D MMMM YYYY")
          dateIso: date
        }
        fields {
          slug
          excerpt
        }
      }
    }
  }
`
