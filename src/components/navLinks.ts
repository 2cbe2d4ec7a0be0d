/** Where a doc id is served: the content tree is the route tree. */
export function hrefForDocId(docId: string): string {
  return `/${docId}`
}

/** The first path segment of a doc id: a navbar item is active anywhere in its section. */
export function sectionOf(docId: string): string {
  return `/${docId.split('/')[0]}/`
}
