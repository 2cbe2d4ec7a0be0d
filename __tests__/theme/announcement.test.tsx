import * as React from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { announcementDismissal } from '../../src/theme/announcement'
import { AnnouncementProvider } from '../../src/theme/AnnouncementProvider'
import AnnouncementSlot from '../../src/components/slots/AnnouncementSlot'
import { announcementScript } from '../../src/theme/inlineScripts'
import { siteConfig } from '../../src/config'

const ID = siteConfig.announcement!.id
const DISMISS = 'docusaurus.announcement.dismiss'
const ID_KEY = 'docusaurus.announcement.id'

function renderBar() {
  return render(
    <AnnouncementProvider>
      <AnnouncementSlot />
    </AnnouncementProvider>,
  )
}

describe('src/theme/announcement', () => {
  it('resets the stored state for a new id', () => {
    expect(announcementDismissal({ id: null, dismiss: null }, 'a')).toEqual({ dismissed: false, reset: true })
    expect(announcementDismissal({ id: 'old', dismiss: 'true' }, 'a')).toEqual({ dismissed: false, reset: true })
    expect(announcementDismissal({ id: 'a', dismiss: 'true' }, 'a')).toEqual({ dismissed: true, reset: false })
    expect(announcementDismissal({ id: 'a', dismiss: 'junk' }, 'a')).toEqual({ dismissed: false, reset: false })
  })
})

describe('src/theme/AnnouncementProvider', () => {
  beforeEach(() => {
    window.localStorage.clear()
    document.documentElement.removeAttribute('data-announcement-dismissed')
  })

  it('shows the configured bar and stores its id', () => {
    renderBar()
    expect(screen.getByRole('region', { name: 'Announcement' })).toHaveTextContent(siteConfig.announcement!.content)
    expect(window.localStorage.getItem(ID_KEY)).toBe(ID)
  })

  it('stores a dismissal that holds on the next visit', async () => {
    const { unmount } = renderBar()
    await userEvent.click(screen.getByRole('button', { name: 'Close announcement' }))
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull()
    expect(window.localStorage.getItem(DISMISS)).toBe('true')
    expect(window.localStorage.getItem(ID_KEY)).toBe(ID)
    unmount()
    renderBar()
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull()
  })

  it('shows a new announcement to a reader who closed the previous one', () => {
    window.localStorage.setItem(ID_KEY, 'an-older-announcement')
    window.localStorage.setItem(DISMISS, 'true')
    renderBar()
    expect(screen.getByRole('region', { name: 'Announcement' })).toBeInTheDocument()
    expect(window.localStorage.getItem(ID_KEY)).toBe(ID)
    expect(window.localStorage.getItem(DISMISS)).toBeNull()
  })

  it('the pre-paint script marks html only for the dismissed current id', () => {
    const run = () => new Function(announcementScript(ID))() // eslint-disable-line no-new-func
    const attr = () => document.documentElement.getAttribute('data-announcement-dismissed')
    run()
    expect(attr()).toBeNull()
    window.localStorage.setItem(ID_KEY, 'other')
    window.localStorage.setItem(DISMISS, 'true')
    run()
    expect(attr()).toBeNull()
    window.localStorage.setItem(ID_KEY, ID)
    run()
    expect(attr()).toBe('true')
    // Once the provider knows the state, React decides and the attribute goes.
    renderBar()
    expect(attr()).toBeNull()
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull()
  })
})
