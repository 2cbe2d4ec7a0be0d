/**
 * A page says it is checked exactly when it is: every page of the reference, common-errors and
 * examples tables carries the `verified:` line its entry gives, and no other doc carries one.
 */
import fs from 'fs'
import path from 'path'
import { VERIFICATION_PAGE } from '../../src/components/VerifiedNote'
import { loadContent } from '../content/loadContent'
import { ROOT } from './support/data'
import { COMMON_ERRORS, COMMON_ERRORS_VERIFIED } from './commonErrors'
import { EXAMPLES } from './examples'
import { REFERENCE_PAGES, verifiedLine } from './referencePages'

const expected = new Map<string, string>([
  ...REFERENCE_PAGES.map((r) => [r.page, verifiedLine(r)] as const),
  [COMMON_ERRORS, COMMON_ERRORS_VERIFIED],
  ...EXAMPLES.map((e) => [e.page, e.verified] as const),
])

describe('the verified line on pages', () => {
  it('each checked page shows the line of its check, and unchecked pages show none', () => {
    const shown = loadContent('docs').map((page) => ({ page: page.file, verified: (page.frontmatter.verified as string | undefined) ?? null }))
    expect(shown).toEqual(shown.map(({ page }) => ({ page, verified: expected.get(page) ?? null })))
    expect(shown.filter((s) => s.verified).length).toBe(expected.size)
  })

  it('links to the doc that explains the checks', () => {
    expect(fs.existsSync(path.join(ROOT, 'content', 'docs', `${VERIFICATION_PAGE}.mdx`))).toBe(true)
  })
})
