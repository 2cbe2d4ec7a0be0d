/** Hooks the components use to report what the reader does. */
import * as React from 'react'
import { trackMenuClicked, trackNavbarClicked, trackSentimentSubmitted } from './track'
import type { ModalName, Sentiment } from './vocabulary'

/** For navbar links: `onClick={() => onNavbarClick(label)}`. */
export function useNavbarClickTracking(): (label: string) => void {
  return React.useCallback((label: string) => trackNavbarClicked(label), [])
}

/** For Sidebar's `onNavigate`; pass `modal` when the sidebar is inside the mobile menu. */
export function useMenuClickTracking(modal?: ModalName): (label: string, href: string) => void {
  return React.useCallback((label: string, href: string) => trackMenuClicked(label, href, modal), [modal])
}

/** The sentiment chosen in one widget; choosing sends "Sentiment Submitted" with the section. */
export function useSentiment(section: 'top' | 'bottom'): [Sentiment | null, (sentiment: Sentiment) => void] {
  const [selected, setSelected] = React.useState<Sentiment | null>(null)
  const choose = React.useCallback(
    (sentiment: Sentiment) => {
      if (sentiment !== selected) trackSentimentSubmitted(sentiment, section)
      setSelected(sentiment)
    },
    [selected, section],
  )
  return [selected, choose]
}
