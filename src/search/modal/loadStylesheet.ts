/** Adds a stylesheet link once and resolves when it has loaded; a failed link is removed so a retry adds it again. */
const loaded = new Map<string, Promise<void>>()

export function loadStylesheet(href: string, doc: Document = document): Promise<void> {
  const known = loaded.get(href)
  if (known) return known
  const promise = new Promise<void>((resolve, reject) => {
    const link = doc.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    link.dataset.search = 'docsearch'
    link.onload = () => resolve()
    link.onerror = () => {
      link.remove()
      loaded.delete(href)
      reject(new Error('The search styles could not be loaded.'))
    }
    doc.head.appendChild(link)
  })
  loaded.set(href, promise)
  return promise
}
