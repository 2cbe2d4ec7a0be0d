import * as React from 'react'
import Navbar from '../Navbar'
import Footer from '../Footer'
import SkipToContent, { MAIN_CONTENT_ID } from '../SkipToContent'
import { ContentErrorBoundary } from '../ErrorPage'
import { AnnouncementSlot, ColorModeSlot, MobileMenuSlot, NavbarSearchSlot } from '../slots'
import type { PageSidebar } from '../../theme/navigation/sidebarView'
import * as styles from './styles.module.css'

interface Props {
  pathname: string
  /** The doc sidebar of this page, for the mobile menu's second panel. */
  sidebar?: PageSidebar | null
  children: React.ReactNode
}

/** Page frame: skip link, announcement, navbar, main, footer. */
export default function Layout({ pathname, sidebar = null, children }: Props) {
  return (
    <div className={styles.root}>
      <SkipToContent />
      <AnnouncementSlot />
      <Navbar
        pathname={pathname}
        search={<NavbarSearchSlot />}
        colorModeToggle={<ColorModeSlot />}
        mobileToggle={<MobileMenuSlot pathname={pathname} sidebar={sidebar} />}
      />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <ContentErrorBoundary resetKey={pathname}>{children}</ContentErrorBoundary>
      </main>
      <Footer />
    </div>
  )
}
