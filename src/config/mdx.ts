/**
 * The gatsby-remark-* plugins applied to every MDX page by the node-side compiler
 * (src/build/content/mdx/compileMdx.ts). Not passed to gatsby-plugin-mdx: as its sub-plugins their
 * browser/SSR code would ship on every page (see gatsby-config.ts).
 */
export const gatsbyRemarkPlugins = [
  {
    resolve: 'gatsby-remark-autolink-headers',
    options: { icon: false, elements: ['h2', 'h3', 'h4', 'h5', 'h6'] },
  },
  {
    resolve: 'gatsby-remark-prismjs',
    options: {
      classPrefix: 'language-',
      noInlineHighlight: true,
      // Solidity is the extra language the spec names; Prism ships it, these aliases map the
      // spellings authors use.
      aliases: { sol: 'solidity', sh: 'bash', shell: 'bash', ts: 'typescript', js: 'javascript', yml: 'yaml' },
    },
  },
]
