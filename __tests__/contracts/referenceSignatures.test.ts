/**
 * Every function, event, error and struct a reference page shows is the contract's: same name,
 * parameter types and order (names too, where both name them), return types, indexed flags; and
 * every public function and event of the contract is on its page.
 */
import path from 'path'
import { loadContentFile } from '../content/loadContent'
import { checkSignatures } from './support/abiCheck'
import { ROOT } from './support/data'
import { pageDeclarations } from './support/pageSignatures'
import { REFERENCE_PAGES } from './referencePages'

describe('reference pages against the compiled Squire contracts', () => {
  it.each(REFERENCE_PAGES.map((r) => [r.page, r] as const))('%s', (_page, reference) => {
    const page = loadContentFile(path.join(ROOT, reference.page))
    const result = checkSignatures(page.file, pageDeclarations(page), { label: reference.label, ...reference.target() })
    expect(result.checked).toBeGreaterThan(0)
    expect(result.problems).toEqual([])
  })
})
