/**
 * What a page's HTML says to agents (src/build/outputs/agents/discovery.tsx): the head link and
 * the note for a doc, only the llms.txt note for other pages, and markup that keeps the note out
 * of the accessibility tree and the tab order.
 */
import * as React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { agentHeadComponents, agentNoteText, agentPreBodyComponents, discoveryUrls, markdownRouteOf } from '../../../../src/build/outputs/agents/discovery'

const SITE = 'https://docs.example'
const docData = () => ({ result: { pageContext: { docId: 'concepts/overview' } } })
const pageData = () => ({ result: { pageContext: {} } })
const noPrefix = (p: string) => p
const render = (elements: React.ReactElement[]) => renderToStaticMarkup(React.createElement(React.Fragment, null, ...elements))

describe('discoveryUrls', () => {
  it('gives a doc its Markdown twin and llms.txt', () => {
    expect(discoveryUrls(SITE, { pathname: '/concepts/overview', loadPageDataSync: docData }, noPrefix)).toEqual({ llmsTxt: `${SITE}/llms.txt`, markdown: `${SITE}/concepts/overview.md` })
  })

  it('gives other pages (and pages without data) only llms.txt', () => {
    expect(discoveryUrls(SITE, { pathname: '/blog/hello', loadPageDataSync: pageData }, noPrefix).markdown).toBeNull()
    const missing = () => {
      throw new Error('no page data')
    }
    expect(discoveryUrls(SITE, { pathname: '/404.html', loadPageDataSync: missing }, noPrefix)).toEqual({ llmsTxt: `${SITE}/llms.txt`, markdown: null })
  })

  it('keeps the path prefix of a prefixed build', () => {
    expect(discoveryUrls(SITE, { pathname: '/concepts/overview', loadPageDataSync: docData }, (p) => `/docs${p}`).markdown).toBe(`${SITE}/docs/concepts/overview.md`)
  })

  it('names the twin of a route', () => {
    expect(markdownRouteOf('/contracts/v2/reference/Pair-ERC-20')).toBe('/contracts/v2/reference/Pair-ERC-20.md')
  })
})

describe('the markup', () => {
  const doc = { llmsTxt: `${SITE}/llms.txt`, markdown: `${SITE}/concepts/overview.md` }

  it('links the Markdown from the head of a doc only', () => {
    expect(render(agentHeadComponents(doc))).toBe(`<link rel="alternate" type="text/markdown" href="${SITE}/concepts/overview.md"/>`)
    expect(agentHeadComponents({ ...doc, markdown: null })).toEqual([])
  })

  it('writes the note as visually hidden, aria-hidden text with nothing focusable', () => {
    const html = render(agentPreBodyComponents(doc))
    expect(html).toBe(`<div id="agent-note" class="visually-hidden" aria-hidden="true">${agentNoteText(doc)}</div>`)
    expect(html).not.toMatch(/<a\b|tabindex|<button|role=/)
    expect(agentNoteText(doc)).toContain('/llms.txt')
    expect(agentNoteText(doc)).toContain(`${SITE}/concepts/overview.md`)
    expect(agentNoteText({ ...doc, markdown: null })).not.toContain('.md')
  })
})
