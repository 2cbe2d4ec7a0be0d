import * as React from 'react'
import type { DataTree } from './lookup'

/**
 * All of content/data, keyed by file name, for the components that read it (the data components
 * and the charts). They render at build time in Node (src/build/content/renderBuildComponents.ts), which provides
 * it; no page fetches content/data in the browser.
 */
const SiteDataContext = React.createContext<DataTree | null>(null)

export function SiteDataProvider({ value, children }: { value: DataTree; children: React.ReactNode }) {
  return <SiteDataContext.Provider value={value}>{children}</SiteDataContext.Provider>
}

/** content/data as provided; a component rendered without it is a wiring bug, so it throws. */
export function useSiteData(): DataTree {
  const data = React.useContext(SiteDataContext)
  if (data === null) throw new Error('useSiteData: no SiteDataProvider above this component (data components render at build time)')
  return data
}
