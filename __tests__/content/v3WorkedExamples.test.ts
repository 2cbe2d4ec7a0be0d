/**
 * The worked numbers on the v3 pages are computed, not typed: scripts/authoring/v3WorkedExamples.mjs
 * derives them with the integer v3 maths of v3Math.mjs, and this test checks that every page that
 * states a figure states that value, and that the maths reproduces the constants of v3-core's TickMath.
 * @jest-environment node
 */
import { loadContent } from './loadContent'
import { getSqrtRatioAtTick, MIN_TICK, MAX_TICK } from '../../scripts/authoring/v3Math.mjs'
import { workedExamples } from '../../scripts/authoring/v3WorkedExamples.mjs'

const docs = new Map(loadContent('docs').map((d) => [d.file.replace(/^content\/docs\//, '').replace(/\.mdx?$/, ''), d.body]))
const figures = workedExamples()
const grouped = (value: bigint) => value.toLocaleString('en-US')

describe('v3 maths used for the worked examples', () => {
  it('reproduces TickMath.MIN_SQRT_RATIO and MAX_SQRT_RATIO of v3-core 1.0.1 at the tick limits', () => {
    expect(getSqrtRatioAtTick(MIN_TICK)).toBe(4295128739n)
    expect(getSqrtRatioAtTick(MAX_TICK)).toBe(1461446703485210103287273052203988822378723970342n)
  })

  it('rejects ticks beyond the limits, as TickMath does', () => {
    expect(() => getSqrtRatioAtTick(MAX_TICK + 1)).toThrow(RangeError)
  })

  it.each(figures.filter((f) => f.equals !== undefined).map((f) => [f.name, f] as const))('%s: the cross-check holds', (_, figure) => {
    expect(figure.value).toBe(figure.equals)
  })
})

describe('v3 worked examples on the pages', () => {
  it.each(figures.flatMap((f) => f.pages.map((page) => [f.name, page, f] as const)))('%s is stated on %s', (name, page, figure) => {
    const body = docs.get(page)
    expect({ page, found: body !== undefined }).toEqual({ page, found: true })
    expect({ name, page, states: (body as string).includes(grouped(figure.value)) }).toEqual({ name, page, states: true })
  })
})
