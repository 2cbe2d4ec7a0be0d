import * as React from 'react'
import { useSiteConfig } from '../../config'
import { useRememberDocsVersion } from '../../theme/useRememberDocsVersion'
import * as styles from './styles.module.css'

/** "Version: Next" above a doc; reading it records the version as the reader's preferred one. */
export default function DocVersionBadge() {
  const label = useSiteConfig().site.docsVersionLabel
  useRememberDocsVersion()
  return <span className={styles.badge}>{`Version: ${label}`}</span>
}
