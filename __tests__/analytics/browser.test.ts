import { detectBrowser, truncateUserAgent, USER_AGENT_MAX_LENGTH } from '../../src/analytics/browser'

const TABLE: Array<[string, string]> = [
  ['Brave', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Brave Chrome/79.0.3945.88 Safari/537.36'],
  ['Chrome or Chromium', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'],
  ['Chrome or Chromium', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Ubuntu Chromium/37.0.2062.94 Chrome/37.0.2062.94 Safari/537.36'],
  ['Chrome or Chromium', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1'],
  ['Chrome or Chromium', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/136.0.0.0 Safari/537.36'],
  ['Edge Legacy', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19582'],
  ['Edge Chromium', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51'],
  ['Firefox', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0'],
  ['Firefox', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15'],
  ['Internet Explorer', 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko'],
  ['Internet Explorer', 'Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0)'],
  ['Opera', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36 OPR/109.0.0.0'],
  ['Safari', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15'],
  ['Samsung Internet', 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36'],
  ['unknown', 'curl/8.5.0'],
  ['unknown', ''],
]

describe('src/analytics/browser: detectBrowser', () => {
  it.each(TABLE)('%s from %s', (expected, userAgent) => {
    expect(detectBrowser(userAgent)).toBe(expected)
  })

  it('tells Brave from Chrome by navigator.brave (Brave sends Chrome’s user agent)', () => {
    const ua = (name: string) => TABLE.find(([expected]) => expected === name)?.[1] ?? ''
    expect(detectBrowser(ua('Chrome or Chromium'), true)).toBe('Brave')
    expect(detectBrowser(ua('Edge Chromium'), true)).toBe('Edge Chromium')
  })

  it('parses only the first 275 characters', () => {
    expect(USER_AGENT_MAX_LENGTH).toBe(275)
    const padded = `Mozilla/5.0 (${'x'.repeat(300)}) Firefox/125.0`
    expect(truncateUserAgent(padded)).toHaveLength(275)
    expect(detectBrowser(padded)).toBe('unknown')
  })
})
