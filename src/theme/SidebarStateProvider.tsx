/**
 * Sidebar state for the visitor (src/theme/sidebarState.ts): in memory, in wrapRootElement, so
 * it lives through client-side navigation and starts empty on each full page load. Empty at
 * hydration means the first render matches the server's HTML; sessionStorage would either
 * mismatch or open categories a frame late after a reload, for a state the reader hardly expects
 * to outlive a reload. Each sidebar file is fetched at most once per visit (and the browser keeps
 * it: its name is content-hashed, its cache rule immutable).
 */
import * as React from 'react'
import { withPrefix } from 'gatsby'
import type { ViewNode } from './navigation/sidebarView'
import { EMPTY_SIDEBAR_STATE, isCategoryOpen, parseSidebarFile, withCategoryOpen, withFile, type SidebarState } from './sidebarState'
import { ReactContextError } from './reactUtils'

export interface SidebarStateValue {
  state: SidebarState
  isOpen: (page: string, startsOpen: boolean) => boolean
  setOpen: (page: string, open: boolean) => void
  /** The fetched tree of a sidebar file, 'failed', or null (not fetched yet). */
  fileTree: (url: string) => readonly ViewNode[] | 'failed' | null
  /** Fetches a sidebar file once (later calls share the first). */
  loadFile: (url: string) => void
}

const SidebarStateContext = React.createContext<SidebarStateValue | null>(null)

export function SidebarStateProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = React.useState<SidebarState>(EMPTY_SIDEBAR_STATE)
  const requested = React.useRef(new Set<string>())
  const value = React.useMemo<SidebarStateValue>(
    () => ({
      state,
      isOpen: (page, startsOpen) => isCategoryOpen(state, page, startsOpen),
      setOpen: (page, open) => setState((s) => withCategoryOpen(s, page, open)),
      fileTree: (url) => state.files.get(url) ?? null,
      loadFile: (url) => {
        if (requested.current.has(url)) return
        requested.current.add(url)
        fetch(withPrefix(url))
          .then((response) => (response.ok ? response.json() : 'failed'))
          .then((json: unknown) => setState((s) => withFile(s, url, parseSidebarFile(json))))
          .catch(() => setState((s) => withFile(s, url, 'failed')))
      },
    }),
    [state],
  )
  return <SidebarStateContext.Provider value={value}>{children}</SidebarStateContext.Provider>
}

export function useSidebarState(): SidebarStateValue {
  const value = React.useContext(SidebarStateContext)
  if (!value) throw new ReactContextError('useSidebarState', 'SidebarStateProvider')
  return value
}
