import NProgress from 'nprogress'
import { finishRouteProgress, ROUTE_PROGRESS_SETTINGS, startRouteProgress } from '../../src/theme/routeProgress'

describe('src/theme/routeProgress', () => {
  it('configures nprogress with the spec §9 settings and shows the bar until the route arrives', () => {
    expect(document.getElementById('nprogress')).toBeNull()
    startRouteProgress()
    const settings = NProgress.settings as unknown as Record<string, unknown>
    expect(settings).toMatchObject({ minimum: 0.08, speed: 200, trickleSpeed: 800, trickleRate: 0.02, showSpinner: false })
    expect(ROUTE_PROGRESS_SETTINGS.minimum).toBe(0.08)
    expect(NProgress.isStarted()).toBe(true)
    expect(document.getElementById('nprogress')).not.toBeNull()
    finishRouteProgress()
    expect(NProgress.status).toBeNull()
  })

  it('does nothing on arrival when the bar never started (a fast route)', () => {
    const done = jest.spyOn(NProgress, 'done')
    finishRouteProgress()
    expect(done).not.toHaveBeenCalled()
    done.mockRestore()
  })
})
