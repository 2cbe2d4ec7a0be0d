import { baseUrlBannerScript, BASE_URL_BANNER_ID, CLIENT_LOADED_FLAG } from '../../src/theme/inlineScripts'
import { markClientLoaded } from '../../src/theme/baseUrlCheck'

function runAt(pathname: string, script: string) {
  window.history.replaceState(null, '', pathname)
  new Function(script)() // eslint-disable-line no-new-func
}

describe('src/theme/inlineScripts base-URL check', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="___gatsby"></div>'
    delete (window as unknown as Record<string, unknown>)[CLIENT_LOADED_FLAG]
  })

  it('shows the banner with the configured and the suggested base URL when the scripts did not run', () => {
    runAt('/docs/concepts/overview', baseUrlBannerScript('', '/concepts/overview'))
    const banner = document.getElementById(BASE_URL_BANNER_ID)
    expect(banner).not.toBeNull()
    expect(document.body.firstElementChild).toBe(banner)
    expect(banner!.textContent).toContain('Your Docusaurus site did not load properly.')
    expect(banner!.textContent).toContain('Current configured base URL = / (default value)')
    expect(banner!.querySelector('[data-suggested-base-url]')!.textContent).toBe('/docs/')
  })

  it('suggests from the home page too, with a trailing slash or index.html', () => {
    runAt('/site/index.html', baseUrlBannerScript('/docs', '/'))
    expect(document.getElementById(BASE_URL_BANNER_ID)!.textContent).toContain('Current configured base URL = /docs/')
    expect(document.querySelector('[data-suggested-base-url]')!.textContent).toBe('/site/')
  })

  it('stays away when the site scripts ran', () => {
    markClientLoaded()
    runAt('/docs/concepts/overview', baseUrlBannerScript('', '/concepts/overview'))
    expect(document.getElementById(BASE_URL_BANNER_ID)).toBeNull()
  })
})
