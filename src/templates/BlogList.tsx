import * as React from 'react'
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import Layout from '../components/Layout'
import BlogPostMeta from '../components/BlogPostMeta'
import Seo from '../components/Seo'
import { useSiteConfig } from '../config'
import * as styles from './page.module.css'

interface Context {
  page: number
  pageCount: number
}

export default function BlogList({ data, pageContext, location }: PageProps<Queries.BlogListQuery, Context>) {
  const { site } = useSiteConfig()
  const posts = data.allMdx.nodes
  return (
    <Layout pathname={location.pathname}>
      <div className={styles.narrow}>
        <h1>{site.blogTitle}</h1>
        <p>
          Notes from the people building Squire. <Link to="/blog/archive">Archive</Link>
        </p>
        {posts.length === 0 ? <p>No posts yet.</p> : null}
        <ul className={styles.postList}>
          {posts.map((post) => (
            <li key={post.fields.slug}>
              <article>
                <h2>
                  <Link to={post.fields.slug}>{post.frontmatter.title}</Link>
                </h2>
                <BlogPostMeta date={post.frontmatter.date} dateIso={post.frontmatter.dateIso} authors={post.frontmatter.authors} readingTime={post.fields.readingTime} />
                <p>{post.frontmatter.description || post.fields.excerpt}</p>
                {/* The title in the link text itself (not only in aria-label): "Read more" alone is
                    link text that says nothing out of context (Lighthouse SEO "link-text"). */}
                <Link to={post.fields.slug}>
                  Read more<span className="visually-hidden">: {post.frontmatter.title}</span>
                </Link>
              </article>
            </li>
          ))}
        </ul>
        {pageContext.pageCount > 1 ? (
          <nav aria-label="Blog list pages" className={styles.meta}>
            {pageContext.page > 1 ? <Link to={pageContext.page === 2 ? '/blog' : `/blog/page/${pageContext.page - 1}`}>« Newer posts</Link> : null}{' '}
            {pageContext.page < pageContext.pageCount ? <Link to={`/blog/page/${pageContext.page + 1}`}>Older posts »</Link> : null}
          </nav>
        ) : null}
      </div>
    </Layout>
  )
}

export function Head({ location }: HeadProps) {
  const { site } = useSiteConfig()
  return <Seo title={site.blogTitle} description={`${site.blogTitle}: notes from the people building Squire`} pathname={location.pathname} feeds />
}

export const query = graphql`
  query BlogList($skip: Int!, $limit: Int!) {
    allMdx(
      filter: { fields: { collection: { eq: "blog" } } }
      sort: { frontmatter: { date: DESC } }
      skip: $skip
      limit: $limit
    ) {
      nodes {
        frontmatter {
          title
          description
          date(formatString: "D MMMM YYYY")
          dateIso: date
          authors
        }
        fields {
          slug
          excerpt
          readingTime
        }
      }
    }
  }
`
