import * as React from 'react'
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import Layout from '../components/Layout'
import Seo from '../components/Seo'
import { useSiteConfig } from '../config'
import * as styles from './index.module.css'

const CARDS = [
  { to: '/concepts/overview', title: 'Concepts', text: 'How constant-product pools price trades, earn fees and report prices.' },
  { to: '/contracts/v3/overview', title: 'Contracts', text: 'Reference for the v2 and v3 contracts, the SQR token and Punk Knights.' },
  { to: '/sdk/v3/overview', title: 'SDKs', text: 'TypeScript packages to quote trades and build transactions.' },
  { to: '/apis/overview', title: 'APIs', text: 'Query pools, swaps and positions from the public data API.' },
  { to: '/claiming/overview', title: 'Claiming dApp', text: 'Migrate legacy SQR to the new token, safely and step by step.' },
]

export default function Home({ data, location }: PageProps<Queries.HomeQuery>) {
  const { site } = useSiteConfig()
  const latest = data.allMdx.nodes[0]
  return (
    <Layout pathname={location.pathname}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{site.title}</h1>
        <p className={styles.tagline}>{site.tagline}</p>
        <Link to="/overview" className={styles.cta}>
          Get started
        </Link>
      </header>
      <section className={styles.section} aria-labelledby="explore">
        <h2 id="explore" className={styles.visuallyHidden}>
          Explore the docs
        </h2>
        <ul className={styles.cards}>
          {CARDS.map((card) => (
            <li key={card.to}>
              <Link to={card.to} className={styles.card}>
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
