import * as React from 'react'
import { useSiteConfig } from '../../config'

interface Props {
  title?: string | null
  description?: string | null
  pathname: string
  children?: React.ReactNode
}

/** Head tags shared by every page (Gatsby Head API): title, description, canonical. */
export default function Seo({ title, description, pathname, children }: Props) {
  const { site } = useSiteConfig()
  const fullTitle = title ? `${title} | ${site.title}` : `${site.title}: ${site.tagline}`
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description || site.tagline} />
      <link rel="canonical" href={`${site.siteUrl}${pathname === '/' ? '' : pathname}`} />
      <link rel="icon" href={site.favicon} type="image/svg+xml" />
      {children}
    </>
  )
}
