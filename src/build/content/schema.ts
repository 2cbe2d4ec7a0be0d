/** GraphQL types declared up front, so empty or partial content can never break a query. */
export const typeDefs = /* GraphQL */ `
  # File and Mdx are not inferred: to build the schema, Gatsby would read every node of an inferred
  # type and each of its children (for Mdx, the MdxBody child holding the page's whole tree) to find
  # its child types. The children are declared by @childOf instead; the schema is the same but for
  # two stat fields of File no query reads (blksize, blocks), and no longer moves with the content.
  # A new node type made as the child of a File or an Mdx node needs its own @childOf here, or the
  # parent gets no childX / childrenX field for it.
  type File implements Node @dontInfer

  type ImageSharp implements Node @childOf(types: ["File"])

  type Mdx implements Node @dontInfer @childOf(types: ["File"]) {
    frontmatter: MdxFrontmatter!
    fields: MdxFields!
    "The MDX source as gatsby-plugin-mdx read it"
    body: String
  }

  type MdxFrontmatter {
    title: String
    description: String
    id: String
    sidebar_label: String
    sidebar_position: Float
    hide_table_of_contents: Boolean
    toc_min_heading_level: Int
    toc_max_heading_level: Int
    tags: [String!]
    date: Date @dateformat
    authors: [String!]
    slug: String
    image: String
    verified: String
  }

  type MdxFields {
    "URL path of the page, e.g. /concepts/overview"
    slug: String!
    "docs or blog"
    collection: String!
    "Doc id (path under content/docs without extension); null for blog posts"
    docId: String
    "Repo-relative path of the source file"
    sourcePath: String!
    "Id of the MdxBody child node that holds the compiled tree"
    bodyId: String!
    "h2–h6 headings: [{ depth, id, value }]"
    headings: JSON!
    "First paragraph as plain text"
    excerpt: String!
    wordCount: Int!
    "Minutes at 230 words a minute, at least 1"
    readingTime: Int!
    "Date of the last git commit that changed the source file; null without history (shallow clone, untracked file)"
    lastUpdated: Date @dateformat
  }

  "A page body compiled to a hast tree, kept apart from its Mdx node (read through MdxFields.hast / .content)"
  type MdxBody implements Node @dontInfer @childOf(types: ["Mdx"]) {
    "The compiled hast tree as JSON text (MdxFields.hast is the parsed tree)"
    hastJson: String!
  }

  "A doc's Markdown twin made with its compile (src/build/speed/precomputedTwin.ts); key: digest of the doc and content/data it was made from. A child of Mdx by declaration: under SQUIRE_SPEED=0 none is made, and the deploy step's query still asks for childMdxTwin"
  type MdxTwin implements Node @dontInfer @childOf(types: ["Mdx"]) {
    key: String!
    markdown: String!
  }

  "One file of content/data, parsed: the single source of Squire facts (addresses, token figures …)"
  type SiteData implements Node @dontInfer @childOf(types: ["File"]) {
    name: String!
    data: JSON!
  }

  "A sidebar resolved against the docs that exist: items are nested { type, label, href, docId, items }"
  type DocsSidebar {
    name: String!
    items: JSON!
  }
`
