/** Gatsby's first lifecycle: the site config is parsed, and a bad value stops the build naming each field. */
import type { GatsbyNode } from 'gatsby'
import { loadSiteConfig } from '../../config/build'

export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  // The config is parsed here first (gatsby-config falls back to an empty config when it is
  // invalid), so a bad value stops the build with the formatted ConfigError naming each field.
  const loaded = loadSiteConfig()
  if (!loaded.ok) reporter.panic(loaded.error.message)
}
