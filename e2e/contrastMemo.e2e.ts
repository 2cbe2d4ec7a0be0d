/**
 * The contrast memo of the accessibility sweep (ContrastMemo, e2e/support/axe.ts): text styles
 * axe has judged are not judged again, and nothing it would report goes unreported — a new
 * failing style on a later page, a failing style whose first element axe could not judge, and
 * every other rule on the elements contrast skips; the same for links in running text
 * (`link-in-text-block`). And the sweep's second colour mode, which asks only the colour rules
 * (COLOUR_RULES), with or without the memo.
 */
import type { Browser } from 'playwright-core'
import { COLOUR_RULES, ContrastMemo, axeRun } from './support/axe'
import { launch, openPage, type TrackedPage } from './support/browser'

let browser: Browser
let tracked: TrackedPage
beforeAll(async () => {
  browser = await launch()
  tracked = await openPage(browser)
})
afterAll(async () => {
  await browser?.close()
})

const repeat = (n: number, html: string) => Array.from({ length: n }, () => html).join('')
/** A page of `body` on white, with the landmarks axe's other rules ask for. */
async function show(body: string): Promise<void> {
  await tracked.page.setContent(
    `<!doctype html><html lang="en"><head><title>memo</title><style>
      body { background: #fff; font: 16px sans-serif; margin: 0 }
      .good { color: #222 } .faint { color: #aaa } .cover { position: absolute; left: 0; top: 0; width: 30px; height: 100%; background: #000 }
    </style></head><body><main><h1>Memo</h1>${body}</main></body></html>`,
  )
}
const ids = (violations: Array<{ id: string }>) => violations.map((v) => v.id)

test('a style judged on one page is skipped on the next; a new failing style there is still reported', async () => {
  const memo = new ContrastMemo()
  await show(`<p>${repeat(30, '<span class="good">fine text </span>')}</p>`)
  const first = await axeRun(tracked.page, [], memo)
  expect(first.violations).toEqual([])
  expect(first.skipped).toBeGreaterThanOrEqual(29)
  const learnt = memo.judged.size
  expect(learnt).toBeGreaterThan(0)

  await show(`<p>${repeat(30, '<span class="good">fine text </span>')}</p><p>${repeat(5, '<span class="faint">too faint </span>')}</p>`)
  const second = await axeRun(tracked.page, [], memo)
  expect(second.skipped).toBeGreaterThanOrEqual(30 + 4)
  expect(ids(second.violations)).toEqual(['color-contrast'])
  expect(second.violations[0].nodes[0].target).toEqual([expect.stringContaining('.faint')])
})

test('the same failing style is reported on the first page that has it, with or without the memo', async () => {
  await show(`<p>${repeat(3, '<span class="faint">too faint </span>')}</p>`)
  expect(ids((await axeRun(tracked.page)).violations)).toEqual(['color-contrast'])
  expect(ids((await axeRun(tracked.page, [], new ContrastMemo())).violations)).toEqual(['color-contrast'])
})

test('when axe cannot judge the first element of a style (overlapped), its twins are judged', async () => {
  const memo = new ContrastMemo()
  // The first faint span is half under a black box: axe answers "incomplete" for it, not a
  // violation. The twins further down are not covered: their contrast fails and must be reported.
  await show(`<p style="position:relative"><span class="faint">covered</span><span class="cover"></span></p><p style="margin-top:200px">${repeat(3, '<span class="faint">too faint </span>')}</p>`)
  const run = await axeRun(tracked.page, [], memo)
  expect(ids(run.violations)).toEqual(['color-contrast'])
  expect(run.skipped).toBe(0)
  expect([...memo.judged].some((key) => key.startsWith('rgb(170, 170, 170)'))).toBe(false)
})

test('every other rule still sees the elements contrast skips', async () => {
  const memo = new ContrastMemo()
  await show(`<p>${repeat(5, '<span class="good">fine text </span>')}<span class="good" role="buttonx">odd role</span></p>`)
  const run = await axeRun(tracked.page, [], memo)
  expect(run.skipped).toBeGreaterThanOrEqual(5)
  expect(ids(run.violations)).toEqual(['aria-roles'])
})

test('the colour rules alone report faint text and links told apart by colour alone, and no markup rule', async () => {
  // A link without underline whose colour is close to the text's (link-in-text-block); a made-up role (aria-roles).
  await show(`<p class="good">Before you trade on a pool, read <a href="#more" style="color:#333;text-decoration:none">the guide to pools</a> first: it says how the price moves with each swap and what the fee pays for. <span class="faint">too faint</span> <span role="buttonx">odd role</span></p><h2 id="more">More</h2>`)
  const sorted = (violations: Array<{ id: string }>) => ids(violations).sort()
  expect(sorted((await axeRun(tracked.page)).violations)).toEqual(['aria-roles', ...COLOUR_RULES].sort())
  expect(sorted((await axeRun(tracked.page, [], undefined, 'colour')).violations)).toEqual([...COLOUR_RULES].sort())
  expect(sorted((await axeRun(tracked.page, [], new ContrastMemo(), 'colour')).violations)).toEqual([...COLOUR_RULES].sort())
})

/** A paragraph of running text with `n` links styled `style`, one after each sentence. */
const prose = (n: number, style: string) =>
  `<p class="good">${repeat(n, `Each swap moves the price along the curve, and <a href="#more" style="${style}">the guide to pools</a> says how far. `)}</p>`
const UNDERLINED = 'color:#0645ad;text-decoration:underline'
const COLOUR_ALONE = 'color:#333;text-decoration:none'

test('a link style judged on one page is skipped on the next; a new link told apart by colour alone there is still reported', async () => {
  const memo = new ContrastMemo()
  await show(`${prose(6, UNDERLINED)}<h2 id="more">More</h2>`)
  const first = await axeRun(tracked.page, [], memo)
  expect(first.violations).toEqual([])
  expect(first.skippedLinks).toBe(5)
  expect(memo.judgedLinks.size).toBe(1)

  await show(`${prose(6, UNDERLINED)}${prose(3, COLOUR_ALONE)}<h2 id="more">More</h2>`)
  const second = await axeRun(tracked.page, [], memo, 'colour')
  expect(second.skippedLinks).toBe(6 + 2)
  expect(ids(second.violations)).toEqual(['link-in-text-block'])
  expect(memo.judgedLinks.size).toBe(2)
  // Without the memo axe reports the same, on all three links of the new style.
  const unmemoised = await axeRun(tracked.page, [], undefined, 'colour')
  expect(ids(unmemoised.violations)).toEqual(['link-in-text-block'])
  expect(unmemoised.violations[0].nodes).toHaveLength(3)
})

test('a link that is not in running text teaches the memo nothing: its twins in running text are judged', async () => {
  const memo = new ContrastMemo()
  // The first link of the style stands alone in its block (outside the rule); the same style in a sentence fails.
  await show(`<p class="good"><a href="#more" style="${COLOUR_ALONE}">the guide to pools</a></p>${prose(2, COLOUR_ALONE)}<h2 id="more">More</h2>`)
  const run = await axeRun(tracked.page, [], memo, 'colour')
  expect(ids(run.violations)).toEqual(['link-in-text-block'])
  expect(memo.judgedLinks.size).toBe(0)
})
