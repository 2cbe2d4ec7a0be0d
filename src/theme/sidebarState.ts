/**
 * The state of the doc sidebars for one visitor, kept for the session's client-side navigation:
 * which categories the reader opened or closed (by category page, which is unique in the site),
 * and the sidebar files fetched so far. Pure functions over immutable values; the provider
 * (SidebarStateProvider.tsx) holds them in React state.
 */
import type { ViewNode } from './navigation/sidebarView'

export interface SidebarState {
  /** Categories the reader toggled: page → open. Others keep the state their page gives them. */
  toggled: ReadonlyMap<string, boolean>
  /** Sidebar files fetched: URL → tree, or 'failed'. */
  files: ReadonlyMap<string, readonly ViewNode[] | 'failed'>
}

export const EMPTY_SIDEBAR_STATE: SidebarState = { toggled: new Map(), files: new Map() }

/** Whether a category shows open: the reader's choice, else how its page (or file) starts it. */
export function isCategoryOpen(state: SidebarState, page: string, startsOpen: boolean): boolean {
  return state.toggled.get(page) ?? startsOpen
}

/** The state with one category set open or closed; every other category as it was. */
export function withCategoryOpen(state: SidebarState, page: string, open: boolean): SidebarState {
  const toggled = new Map(state.toggled)
  toggled.set(page, open)
  return { ...state, toggled }
}

export function withFile(state: SidebarState, url: string, tree: readonly ViewNode[] | 'failed'): SidebarState {
  const files = new Map(state.files)
  files.set(url, tree)
  return { ...state, files }
}

/** A parsed sidebar file, checked to be a list (a broken or foreign file counts as failed). */
export function parseSidebarFile(json: unknown): readonly ViewNode[] | 'failed' {
  return Array.isArray(json) ? (json as ViewNode[]) : 'failed'
}
