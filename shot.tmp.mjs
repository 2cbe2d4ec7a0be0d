import { chromium } from 'playwright-core'
const [,, url, out, width='1280', height='900', scheme='dark'] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] })
const page = await browser.newPage({ viewport: { width: +width, height: +height }, colorScheme: scheme })
const errors = []
page.on('console', m => { if (m.type() === 'error') errors.push(m.text()) })
page.on('pageerror', e => errors.push(String(e)))
await page.goto(url, { waitUntil: 'networkidle' })
await page.screenshot({ path: out, fullPage: false })
console.log('title:', await page.title(), 'url:', page.url(), 'errors:', JSON.stringify(errors))
await browser.close()
