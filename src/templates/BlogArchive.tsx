import * as React from 'react'
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import Layout from '../components/Layout'
import Seo from '../components/Seo'
import { useSiteConfig } from '../config'
import * as styles from './page.module.css'

/** Every post, grouped by year, newest first. */
export default function BlogArchive({ data, location }: PageProps<Queries.BlogArchiveQuery>) {
  const { site } = useSiteConfig()
  const byYear = new Map<string, typeof data.allMdx.nodes>()
  for (const post of data.allMdx.nodes) {
    const year = post.frontmatter.year ?? 'Undated'
    byYear.set(year, [...(byYear.get(year) ?? []), post])
  }
  return (
    <Layout pathname={location.pathname}>
      <div className={styles.narrow}>
        <h1>Archive</h1>
        <p>
          Every post of the <Link to="/blog">{site.blogTitle}</Link>.
        </p>
        {[...byYear.entries()].map(([year, posts]) => (
          <section key={year} aria-labelledby={`year-${year}`}>
            <h2 id={`year-${year}`}>{year}</h2>
            <ul>
              {posts.map((post) => (
                <li key={post.fields.slug}>
                  <time dateTime={post.frontmatter.dateIso ?? undefined}>{post.frontmatter.date}</time> –{' '}
                  <Link to={post.fields.slug}>{post.frontmatter.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Layout>
  )
}

export function Head({ location }: HeadProps) {
  const { site } = useSiteConfig()
  return <Seo title={`Archive – ${site.blogTitle}`} description={`Every post of the ${site.blogTitle}`} pathname={location.pathname} feeds />
}

export const query = graphql`
  query BlogArchive {
    allMdx(filter: { fields: { collection: { eq: "blog" } } }, sort: { frontmatter: { date: DESC } }) {
      nodes {
        frontmatter {
          title
          date(formatString: "D MMMM YYYY")
          dateIso: date
          year: date(formatString: "YYYY")
        }
        fields {
          slug
        }
      }
    }
  }
`
