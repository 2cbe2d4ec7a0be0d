/** @jest-environment node */
import { withCanonicalShortNames } from '../../e2e/proofs/knownDifferences'

describe('e2e/proofs/knownDifferences: withCanonicalShortNames', () => {
  it('gives the same text for two consistent renamings of short identifiers', () => {
    const a = 'function(e){var t=e&&e.__esModule?function(){return e.default}:function(){return e};return r.d(t,{a:t}),t}'
    const b = 'function(n){var o=n&&n.__esModule?function(){return n.default}:function(){return n};return i.d(o,{a:o}),o}'
    expect(withCanonicalShortNames(a)).toBe(withCanonicalShortNames(b))
  })

  it('keeps an object key as it is, even when a variable has the same name (webpack runtime: `.d(t,{a:t})`)', () => {
    // Terser named __webpack_require__ `a` in one build and `r` in the other; the key `a` is not a variable.
    const one = 'var a={};a.n=function(e){var t=function(){return e};return a.d(t,{a:t}),t}'
    const two = 'var r={};r.n=function(e){var t=function(){return e};return r.d(t,{a:t}),t}'
    expect(withCanonicalShortNames(one)).toBe(withCanonicalShortNames(two))
    expect(withCanonicalShortNames(one)).toContain(',{a:')
  })

  it('still tells apart code that differs in more than names', () => {
    expect(withCanonicalShortNames('return a.d(t,{a:t})')).not.toBe(withCanonicalShortNames('return a.d(t,{b:t})'))
    expect(withCanonicalShortNames('x?a:b')).not.toBe(withCanonicalShortNames('x?a:a'))
  })
})
