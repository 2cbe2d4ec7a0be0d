// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-config/
import path from 'path'
import type { GatsbyConfig } from 'gatsby'
import { loadSiteConfig } from './src/config/build'
import type { SquireConfig } from './src/config/schema'
import { seoPlugins } from './src/build/outputs/seo/plugins'
import { MDX_SOURCES } from './src/build/content/mdxSources'

const contentSource = (name: string) => ({
  resolve: 'gatsby-source-filesystem',
  options: { name, path: path.join(__dirname, 'content', name) },
})

function gatsbyConfigFor({ site }: SquireConfig): GatsbyConfig {
  return {
    siteMetadata: {
      title: site.title,
      description: site.tagline,
      siteUrl: site.siteUrl,
    },
    pathPrefix: site.pathPrefix || undefined,
    trailingSlash: 'never',
    graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
    plugins: [
      ...MDX_SOURCES.map(contentSource),
      contentSource('data'),
      {
        // Creates the Mdx nodes (front matter, body). Pages are not compiled through its webpack
        // loader: gatsby-node compiles each body to a hast tree at node time with the
        // gatsby-remark plugins of src/config/mdx.ts (see src/build/content/mdx/compileMdx.ts). They are not
        // passed here: as its sub-plugins their browser/SSR code would ship on every page
        // (autolink-headers' scroll handler, which scroll-margin-top and src/theme/scrollRestoration.ts
        // already cover, and its inline script and style).
        resolve: 'gatsby-plugin-mdx',
        options: { extensions: ['.mdx'] },
      },
      // Raster images (blog covers, `![alt](./x.png)` in MDX): sharp makes responsive AVIF/WebP with a
      // fallback; pages read them as childImageSharp.gatsbyImageData (src/build/content/pictures).
      'gatsby-plugin-image',
      {
        resolve: 'gatsby-plugin-sharp',
        options: { defaults: { formats: ['auto', 'webp', 'avif'], placeholder: 'dominantColor', quality: 80 } },
      },
      'gatsby-transformer-sharp',
      // Sitemap, blog RSS feed, web app manifest and icons (src/build/outputs/seo/plugins.ts).
      ...seoPlugins(site),
    ],
  }
}

// An invalid config leaves this empty so the build reaches onPreInit (src/build/gatsby/onPreInit.ts),
// which stops it with the formatted error naming each bad field.
const loaded = loadSiteConfig()
const config: GatsbyConfig = loaded.ok ? gatsbyConfigFor(loaded.config) : {}

export default config
