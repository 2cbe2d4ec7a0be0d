/**
 * What a page and the browser get of a resolved sidebar (src/theme/navigation/sidebar.ts):
 *
 * - a page's **view**: its own path open (the categories holding it, their children listed), the
 *   categories that start open, and every other category closed with no children (page context,
 *   so the page's HTML does not grow with the site);
 * - the **sidebar file**: the whole tree, one content-hashed JSON file per sidebar, fetched by the
 *   browser the first time a reader opens a category whose children are not in the page;
 * - the **category pages**: one per category, listing its children, so every doc stays reachable
 *   with JavaScript off.
 *
 * Pure: createPages builds all three; the Sidebar component reads views and the file.
 */
import type { SidebarCategory, SidebarNode } from './sidebar'

export interface ViewLink {
  label: string
  href: string
}

export interface ViewCategory {
  label: string
  /** The category's generated page: unique in the site, also the category's key. */
  page: string
  /** Its landing doc, when it has one. */
  href?: string
  /** Open when first shown. */
  open?: true
  /** Its children; left out where the page does not carry them (a closed category of a view). */
  items?: ViewNode[]
}

export type ViewNode = ViewLink | ViewCategory

export function isViewCategory(node: ViewNode): node is ViewCategory {
  return 'page' in node
}

/**
 * Per resolved sidebar: each href and category page → the pages of the categories holding it
 * (itself included, for a category). Made once, so building 10,000 pages' views is not 10,000
 * walks of a 10,000-link tree.
 */
const holdersBySidebar = new WeakMap<readonly SidebarNode[], ReadonlyMap<string, ReadonlySet<string>>>()

function holdersOf(items: readonly SidebarNode[]): ReadonlyMap<string, ReadonlySet<string>> {
  const known = holdersBySidebar.get(items)
  if (known) return known
  const holders = new Map<string, Set<string>>()
  const add = (key: string, pages: readonly string[]) => {
    const set = holders.get(key) ?? new Set<string>()
    for (const page of pages) set.add(page)
    holders.set(key, set)
  }
  const walk = (nodes: readonly SidebarNode[], above: readonly string[]) => {
    for (const node of nodes) {
      if (node.type === 'link') {
        add(node.href, above)
        continue
      }
      const here = [...above, node.page]
      add(node.page, here)
      if (node.href) add(node.href, here)
      walk(node.items, here)
    }
  }
  walk(items, [])
  holdersBySidebar.set(items, holders)
  return holders
}

function category(item: SidebarCategory, open: boolean, items: ViewNode[] | undefined): ViewCategory {
  return {
    label: item.label,
    page: item.page,
    ...(item.href ? { href: item.href } : {}),
    ...(open ? { open: true as const } : {}),
    ...(items ? { items } : {}),
  }
}

/**
 * The sidebar as the page at `activePath` (a doc or a category page) shows it first: categories
 * on its path and those that start open carry their children; the others none.
 */
export function sidebarViewFor(items: readonly SidebarNode[], activePath: string): ViewNode[] {
  const onPath = holdersOf(items).get(activePath) ?? new Set<string>()
  const view = (nodes: readonly SidebarNode[]): ViewNode[] =>
    nodes.map((item): ViewNode => {
      if (item.type === 'link') return { label: item.label, href: item.href }
      const open = item.startOpen || onPath.has(item.page)
      return category(item, open, open ? view(item.items) : undefined)
    })
  return view(items)
}

/**
 * sidebarViewFor as a page's context carries it, JSON (src/components/Sidebar/usePageSidebar.ts
 * parses it): Gatsby compares, hashes and stores every page's context on every build, and one
 * string costs it far less than a tree of objects.
 */
export function sidebarViewJsonFor(items: readonly SidebarNode[], activePath: string): string {
  return JSON.stringify(sidebarViewFor(items, activePath))
}

/** The whole tree, every category with its children and its starting state: the sidebar file. */
export function sidebarFileTree(items: readonly SidebarNode[]): ViewNode[] {
  return items.map((item): ViewNode => (item.type === 'link' ? { label: item.label, href: item.href } : category(item, item.startOpen, sidebarFileTree(item.items))))
}

/** The sidebar file's text (hashed by the build for its name). */
export function sidebarFileContent(items: readonly SidebarNode[]): string {
  return JSON.stringify(sidebarFileTree(items))
}

/** The category with page `page` in a tree (a view or the file), or null. */
export function findCategory(items: readonly ViewNode[] | undefined, page: string): ViewCategory | null {
  for (const item of items ?? []) {
    if (!isViewCategory(item)) continue
    if (item.page === page) return item
    if (page.startsWith(`${item.page}/`)) {
      const inner = findCategory(item.items, page)
      if (inner) return inner
    }
  }
  return null
}

export interface CategoryEntry {
  label: string
  href: string
  description: string | null
  /** A category (its entry leads to its landing doc or its own category page). */
  category: boolean
}

export interface CategoryPageData {
  page: string
  label: string
  /** Its landing doc, when it has one. */
  href: string | null
  /** Enclosing categories, outermost first: label and where each leads. */
  parents: Array<{ label: string; href: string }>
  entries: CategoryEntry[]
}

/**
 * One page per category: its children as links, each doc with its description (`describe`
 * answers by doc id). A child category leads to its landing doc, else to its own category page.
 */
export function categoryPages(items: readonly SidebarNode[], describe: (docId: string) => string | null, parents: CategoryPageData['parents'] = []): CategoryPageData[] {
  return items.flatMap((item): CategoryPageData[] => {
    if (item.type === 'link') return []
    const entries = item.items.map(
      (child): CategoryEntry => ({
        label: child.label,
        href: child.href ?? (child.type === 'category' ? child.page : ''),
        description: child.docId ? describe(child.docId) : null,
        category: child.type === 'category',
      }),
    )
    const here = { label: item.label, href: item.href ?? item.page }
    return [{ page: item.page, label: item.label, href: item.href, parents, entries }, ...categoryPages(item.items, describe, [...parents, here])]
  })
}

/** What a page passes its sidebar: its view and the URL path of its sidebar's file. */
export interface PageSidebar {
  items: readonly ViewNode[]
  file: string | null
}
