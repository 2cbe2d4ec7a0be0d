import * as React from 'react'
import { ColorModeProvider } from './ColorModeProvider'
import { AnnouncementProvider } from './AnnouncementProvider'
import AnalyticsProvider from '../analytics/AnalyticsProvider'
import { SidebarStateProvider } from './SidebarStateProvider'

type Provider = React.ComponentType<{ children: React.ReactNode }>

/**
 * The ordered provider list for wrapRootElement (gatsby-browser and gatsby-ssr): theme →
 * announcement → analytics → sidebar state. Each feature adds its provider here.
 */
export const providers: Provider[] = [ColorModeProvider, AnnouncementProvider, AnalyticsProvider, SidebarStateProvider]

/** Nests the providers, first outermost. */
export function SiteProviders({ children }: { children: React.ReactNode }) {
  return providers.reduceRight<React.ReactElement>((inner, P) => <P>{inner}</P>, <>{children}</>)
}
