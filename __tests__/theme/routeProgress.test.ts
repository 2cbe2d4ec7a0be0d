import NProgress from 'nprogress'
import { finishRouteProgress, ROUTE_PROGRESS_SETTINGS, startRouteProgress } from '../../src/theme/routeProgress'

/** Lets the promise callbacks queued by finishRouteProgress run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('src/theme/routeProgress', () => {
  it('does not load or touch nprogress when no route was slow', async () => {
    const done = jest.spyOn(NProgress, 'done')
    finishRouteProgress()
    await settle()
    expect(done).not.toHaveBeenCalled()
    expect(document.getElementById('nprogress')).toBeNull()
    done.mockRestore()
  })

  it('configures nprogress with the spec §9 settings and shows the bar until the route arrives', async () => {
    expect(document.getElementById('nprogress')).toBeNull()
    await startRouteProgress()
    const settings = NProgress.settings as unknown as Record<string, unknown>
    expect(settings).toMatchObject({ minimum: 0.08, speed: 200, trickleSpeed: 800, trickleRate: 0.02, showSpinner: false })
    expect(ROUTE_PROGRESS_SETTINGS.minimum).toBe(0.08)
    expect(NProgress.isStarted()).toBe(true)
    expect(document.getElementById('nprogress')).not.toBeNull()
    finishRouteProgress()
    await settle()
    expect(NProgress.status).toBeNull()
  })

  it('does not show the bar when the route arrived while nprogress was loading', async () => {
    const start = jest.spyOn(NProgress, 'start')
    const shown = startRouteProgress()
    finishRouteProgress()
    await shown
    expect(start).not.toHaveBeenCalled()
    start.mockRestore()
  })
})
