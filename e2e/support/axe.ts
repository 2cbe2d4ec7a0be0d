/**
 * axe-core in a page (WCAG 2.0/2.1 A and AA rules, contrast included), and what the browser tests
 * do before they ask it: lay out every code block, as the browser does when the reader scrolls to it.
 */
import fs from 'fs'
import path from 'path'
import type { Page } from 'playwright-core'

const AXE_SOURCE = fs.readFileSync(path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js'), 'utf8')

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: Array<{ target: string[]; failureSummary?: string }>
}

/** A rule axe reports on markup we do not write (a library's), with where it stands. */
export interface KnownUpstreamViolation {
  rule: string
  /** CSS selector of the nodes the exemption covers; other nodes of the same rule still fail. */
  selector: string
  why: string
}

/**
 * The text styles whose contrast axe has already judged, over the pages a sweep visits in one
 * colour mode. axe's `color-contrast` costs milliseconds an element (it rebuilds each element's
 * background stack and parses every colour of it), and most of a sweep's text repeats a style
 * already judged: the sidebar, the navbar and footer on every page, thousands of code tokens.
 *
 * A style key holds everything the contrast ratio is computed from: the text's computed colour,
 * size, weight, opacity, shadow, filter and blend mode, and the same for each box behind it up to
 * the first opaque background (colour and image). Two elements with the same key have the same
 * ratio and the same threshold. An element whose key axe has judged (passed or failed it, not only
 * was asked) is left out of `color-contrast` only; every other rule still sees it. A key is kept
 * only once axe has judged an element with it, so when axe skipped a key's first element (hidden,
 * icon-only text) or could not decide it ("incomplete": overlapped, an image behind), the other
 * elements of that key are checked as usual.
 *
 * What an element's key cannot tell: whether another box overlaps the text. axe reports such text
 * as "incomplete", not as a violation, so leaving it out hides no failure of this suite.
 *
 * The links `link-in-text-block` judged, the same way (`judgedLinks`): that rule compares a link
 * in running text with the text around it (the colours of both and of their backgrounds, and
 * whether any box from the link up to its block differs in decoration, border, outline, weight,
 * style or background image), which costs tens of milliseconds a link and repeats on every page
 * (the prose links of a page share one or two styles). A link's key holds the style key above
 * for the link and for its block, and those properties of every box from the link to the block.
 * Two links with one key get the same verdict when both are in running text; a link that is not
 * (a sidebar entry) is outside the rule whatever its key, so leaving it out hides nothing either.
 */
export class ContrastMemo {
  readonly judged = new Set<string>()
  readonly judgedLinks = new Set<string>()
}

interface PageResult {
  violations: AxeViolation[]
  judgedKeys: string[]
  judgedLinkKeys: string[]
  /** Elements left out of `color-contrast` because their key was judged before. */
  skipped: number
  /** Links left out of `link-in-text-block` because their key was judged before. */
  skippedLinks: number
}

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * The WCAG A/AA rules whose verdict depends on colours. Every other rule of TAGS judges markup,
 * names, roles and layout, which are the same in both colour modes when the markup is.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const

/** Which rules a run asks: all of TAGS, or only COLOUR_RULES (the accessibility sweep's second mode of a page whose markup it has already judged). */
export type RuleSet = 'all' | 'colour'

/**
 * The violations axe finds in the page as it is now, less the known upstream ones (their nodes
 * only). With a memo, `color-contrast` skips text and `link-in-text-block` skips links whose key
 * the memo holds (see ContrastMemo), and the memo learns the keys judged here.
 */
export async function axeViolations(page: Page, knownUpstream: readonly KnownUpstreamViolation[] = [], memo?: ContrastMemo, rules: RuleSet = 'all'): Promise<AxeViolation[]> {
  return (await axeRun(page, knownUpstream, memo, rules)).violations
}

/** axeViolations, with how many elements the memo let `color-contrast` skip (for the memo's own tests). */
export async function axeRun(page: Page, knownUpstream: readonly KnownUpstreamViolation[] = [], memo?: ContrastMemo, rules: RuleSet = 'all'): Promise<PageResult> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE })
  const result = await page.evaluate(
    async ({ known, tags, judged, judgedLinks, colourRules }) => {
      interface AxeNode {
        target: unknown[]
        failureSummary?: string
        element?: Element
      }
      interface AxeRule {
        id: string
        impact: string | null
        help: string
        nodes: AxeNode[]
      }
      interface AxeResults {
        violations: AxeRule[]
        passes: AxeRule[]
        incomplete: AxeRule[]
      }
      type AxeContext = Document | { include: Array<Document | Element>; exclude?: Element[] }
      const axe = (window as unknown as { axe: { run: (ctx: AxeContext, opts: object) => Promise<AxeResults> } }).axe
      const violations: AxeRule[] = []
      const judgedKeys: string[] = []
      const judgedLinkKeys: string[] = []
      let skipped = 0
      let skippedLinks = 0

      /** Files a later element of a key under the key's first (judged after all if axe does not judge the first). */
      const addTwin = (twinsOfKey: Map<string, Element[]>, key: string, element: Element) => {
        const twins = twinsOfKey.get(key)
        if (twins) twins.push(element)
        else twinsOfKey.set(key, [element])
      }

      /**
       * One memoised rule: `rule` on the page without `leftOut`; the violations are kept. A key
       * counts as judged when axe passed or failed its first element here; the twins of a first
       * element axe did not judge are judged after all. Returns the judged keys and how many twins
       * that was.
       */
      const judgeLeavingOut = async (rule: string, leftOut: Element[], firstOfKey: Map<string, Element>, twinsOfKey: Map<string, Element[]>) => {
        const only = { runOnly: { type: 'rule', values: [rule] }, elementRef: true }
        const result = await axe.run({ include: [document], exclude: leftOut }, only)
        violations.push(...result.violations)
        const judgedHere = new Set([result.passes, result.violations].flatMap((rules) => rules.flatMap((r) => r.nodes.map((node) => node.element))))
        const keys: string[] = []
        const unjudgedTwins: Element[] = []
        for (const [key, first] of firstOfKey) {
          if (judgedHere.has(first)) keys.push(key)
          else unjudgedTwins.push(...(twinsOfKey.get(key) ?? []))
        }
        if (unjudgedTwins.length > 0) violations.push(...(await axe.run({ include: unjudgedTwins }, only)).violations)
        return { judgedKeys: keys, twinsJudged: unjudgedTwins.length }
      }

      if (judged === null) {
        const asked = colourRules ? { runOnly: { type: 'rule', values: colourRules } } : { runOnly: { type: 'tag', values: tags } }
        violations.push(...(await axe.run(document, asked)).violations)
      } else {
        // Every rule asked but the two memoised ones, on the whole page.
        const memoised = ['color-contrast', 'link-in-text-block']
        const others = colourRules?.filter((rule) => !memoised.includes(rule))
        const asked = others
          ? { runOnly: { type: 'rule', values: others } }
          : { runOnly: { type: 'tag', values: tags }, rules: Object.fromEntries(memoised.map((rule) => [rule, { enabled: false }])) }
        if (!others || others.length > 0) violations.push(...(await axe.run(document, asked)).violations)

        // The style key of an element with text of its own: its text's look and the boxes behind it.
        const seen = new Set(judged)
        const keyOf = (element: Element): string => {
          const own = getComputedStyle(element)
          let key = [own.color, own.webkitTextFillColor, own.fontSize, own.fontWeight, own.opacity, own.textShadow, own.filter, own.mixBlendMode].join('|')
          for (let box: Element | null = element; box; box = box.parentElement) {
            const style = getComputedStyle(box)
            key += `>${style.backgroundColor}/${style.backgroundImage}/${style.opacity}/${style.filter}/${style.mixBlendMode}/${style.backdropFilter}`
            if (style.backgroundColor.startsWith('rgb(') && style.backgroundImage === 'none') break
          }
          return key
        }
        const hasOwnText = (element: Element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '')
        const laidOut = (element: Element) => element.getClientRects().length > 0 && element.checkVisibility({ visibilityProperty: true, opacityProperty: true })

        // Left out: elements whose whole subtree is text of a judged key (or no text). The first
        // element of a key new on this page is checked; its later twins are left out, and checked
        // after all if axe did not judge the first (below).
        const leftOut: Element[] = []
        const firstOfKey = new Map<string, Element>()
        const twinsOfKey = new Map<string, Element[]>()
        const visitTree = (element: Element): boolean => {
          let subtreeDone = true
          for (const child of element.children) if (!visitTree(child)) subtreeDone = false
          if (!hasOwnText(element)) {
            if (subtreeDone) leftOut.push(element)
            return subtreeDone
          }
          if (!laidOut(element)) return false
          const key = keyOf(element)
          if (!seen.has(key) && !firstOfKey.has(key)) {
            firstOfKey.set(key, element)
            return false
          }
          if (!subtreeDone) return false
          leftOut.push(element)
          skipped += 1
          if (!seen.has(key)) addTwin(twinsOfKey, key, element)
          return true
        }
        visitTree(document.body)
        const leftOutSet = new Set(leftOut)
        const outermost = leftOut.filter((element) => !leftOutSet.has(element.parentElement as Element))

        const contrast = await judgeLeavingOut('color-contrast', outermost, firstOfKey, twinsOfKey)
        judgedKeys.push(...contrast.judgedKeys)
        skipped -= contrast.twinsJudged

        // link-in-text-block, links of a judged key left out (ContrastMemo): a link's own style
        // key, the distinguishing styles of every box from it up to its block, the block's key.
        const seenLinks = new Set(judgedLinks)
        const DISTINGUISHING = ['text-decoration-line', 'text-decoration-style', 'text-decoration-color', 'text-decoration-thickness', 'text-underline-offset', 'border-bottom-width', 'border-bottom-style', 'border-bottom-color', 'outline-width', 'outline-style', 'outline-color', 'font-weight', 'font-style', 'font-family', 'background-image', 'box-shadow']
        const distinguishing = (style: CSSStyleDeclaration) => DISTINGUISHING.map((property) => style.getPropertyValue(property)).join('|')
        const linkKeyOf = (link: Element): string => {
          let key = `${keyOf(link)}#${distinguishing(getComputedStyle(link))}`
          for (let box = link.parentElement; box; box = box.parentElement) {
            const style = getComputedStyle(box)
            key += `^${distinguishing(style)}`
            if (style.display !== 'inline' && style.display !== 'contents') return `${key}#${keyOf(box)}`
          }
          return key
        }
        const firstLinkOfKey = new Map<string, Element>()
        const linkTwinsOfKey = new Map<string, Element[]>()
        const leftOutLinks: Element[] = []
        for (const link of document.querySelectorAll('a[href], [role="link"]')) {
          const key = linkKeyOf(link)
          if (seenLinks.has(key)) {
            leftOutLinks.push(link)
          } else if (!firstLinkOfKey.has(key)) {
            firstLinkOfKey.set(key, link)
            continue
          } else {
            leftOutLinks.push(link)
            addTwin(linkTwinsOfKey, key, link)
          }
          skippedLinks += 1
        }
        const links = await judgeLeavingOut('link-in-text-block', leftOutLinks, firstLinkOfKey, linkTwinsOfKey)
        judgedLinkKeys.push(...links.judgedKeys)
        skippedLinks -= links.twinsJudged
      }

      const exempt = (rule: string, target: readonly unknown[]) =>
        known.some((k) => {
          if (k.rule !== rule || typeof target[0] !== 'string') return false
          const element = document.querySelector(target[0])
          return element !== null && element.matches(k.selector)
        })
      return {
        judgedKeys,
        judgedLinkKeys,
        skipped,
        skippedLinks,
        violations: violations
          .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !exempt(v.id, n.target)) }))
          .filter((v) => v.nodes.length > 0)
          .map((v) => ({
            id: v.id,
            impact: v.impact,
            help: v.help,
            nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target as string[], failureSummary: n.failureSummary })),
          })),
      }
    },
    {
      known: knownUpstream as KnownUpstreamViolation[],
      tags: TAGS,
      judged: memo ? [...memo.judged] : null,
      judgedLinks: memo ? [...memo.judgedLinks] : [],
      colourRules: rules === 'colour' ? [...COLOUR_RULES] : null,
    },
  )
  for (const key of result.judgedKeys) memo?.judged.add(key)
  for (const key of result.judgedLinkKeys) memo?.judgedLinks.add(key)
  return result
}

/**
 * Lays out every code block, as the browser does when the reader scrolls to it: off screen a block
 * is skipped (`content-visibility: auto`, src/styles/global.css), and neither axe nor a script can
 * tell whether a skipped box scrolls. Returns how many blocks scroll sideways at this width.
 */
export async function layOutCodeBlocks(page: Page): Promise<number> {
  return page.evaluate(() => {
    const pres = [...document.querySelectorAll<HTMLElement>('pre')]
    for (const pre of pres) pre.style.setProperty('content-visibility', 'visible')
    return pres.filter((pre) => pre.scrollWidth > pre.clientWidth).length
  })
}
