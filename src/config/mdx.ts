/**
 * The gatsby-remark-* plugins applied to every MDX page. gatsby-plugin-mdx is configured with this
 * list (so GraphiQL fields such as `tableOfContents` agree) and the node-side compiler runs it.
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
