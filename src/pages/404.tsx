import * as React from 'react'
import { Link, type HeadProps, type PageProps } from 'gatsby'
import Layout from '../components/Layout'
import Seo from '../components/Seo'
import { usePagesConfig } from '../config/pagesConfig'
import { hrefForDocId } from '../components/navLinks'
import * as styles from '../templates/page.module.css'

export default function NotFound({ location }: PageProps) {
  const { notFound } = usePagesConfig()
  return (
    <Layout pathname={location.pathname}>
      <div className={styles.narrow}>
        <h1>Page Not Found</h1>
        <p>We could not find what you were looking for.</p>
        <p>
          The page may have moved. Start from the <Link to={hrefForDocId(notFound.docId)}>{notFound.label}</Link> or the{' '}
          <Link to="/">home page</Link>.
        </p>
      </div>
    </Layout>
  )
}

export function Head({ location }: HeadProps) {
  return (
    <Seo title="Page Not Found" pathname={location.pathname}>
      {/* No noindex: an unknown URL answers with HTTP 404, which keeps it out of every index. */}
    </Seo>
  )
}
