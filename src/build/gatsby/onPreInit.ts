/** Gatsby's first lifecycle: the site config is parsed, and a bad value stops the build naming each field. */
import type { GatsbyNode } from 'gatsby'
import { loadSiteConfig } from '../../config/build'
import { isDevelop, reportFrontmatterErrors } from '../content/mdxErrors'
import { frontmatterYamlProblems } from '../content/frontmatterYaml'

export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  // The config is parsed here first (gatsby-config falls back to an empty config when it is
  // invalid), so a bad value stops the build with the formatted ConfigError naming each field.
  const loaded = loadSiteConfig()
  if (!loaded.ok) reporter.panic(loaded.error.message)
  // Front matter YAML rejects fails inside gatsby-plugin-mdx naming no file: a build checks every
  // file first and stops naming file and line (develop reports each file in onCreateNode).
  if (!isDevelop()) reportFrontmatterErrors(frontmatterYamlProblems(process.cwd()), 'content', reporter)
}
