import * as React from 'react'
import { Link, navigate, withPrefix, type HeadProps, type PageProps } from 'gatsby'
import Layout from '../components/Layout'
import Seo from '../components/Seo'
import * as styles from './page.module.css'

interface Context {
  to: string
}

/**
 * Served at the lowercase spelling of a mixed-case route (`…/partners/partners` →
 * `…/partners/Partners`). Works on any static host: a meta refresh without JavaScript, a replace
 * navigation with it. Hosts with redirect rules get the same mapping as a 301 (see static/_redirects).
 */
export default function AliasRedirect({ pageContext, location }: PageProps<object, Context>) {
  React.useEffect(() => {
    void navigate(`${pageContext.to}${location.hash}`, { replace: true })
  }, [pageContext.to, location.hash])
  return (
    <Layout pathname={location.pathname}>
      <div className={styles.narrow}>
        <h1>This page has moved</h1>
        <p>
          It lives at <Link to={pageContext.to}>{pageContext.to}</Link>.
        </p>
      </div>
    </Layout>
  )
}

export function Head({ pageContext }: HeadProps<object, Context>) {
  return (
    <Seo title="Redirecting" pathname={pageContext.to}>
      <meta httpEquiv="refresh" content={`0; url=${withPrefix(pageContext.to)}`} />
      <meta name="robots" content="noindex" />
    </Seo>
  )
}
