import { checkNumericAdd, checkProperties, checkRevenueQuantity, compactProperties, MAX_PROPERTY_KEYS } from '../../src/analytics/validation'

describe('src/analytics/validation', () => {
  it('accepts numbers, strings, booleans and flat arrays of numbers or strings', () => {
    expect(checkProperties({ a: 1, b: 'x', c: true, d: [1, 'two'] })).toEqual({ ok: true })
  })

  it('allows 1000 keys and refuses 1001', () => {
    const keys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]))
    expect(MAX_PROPERTY_KEYS).toBe(1000)
    expect(checkProperties(keys(1000)).ok).toBe(true)
    expect(checkProperties(keys(1001))).toEqual({ ok: false, property: null, reason: '1001 keys; at most 1000 are allowed' })
  })

  it.each([
    ['an object', { nested: { a: 1 } }, 'nested'],
    ['null', { empty: null }, 'empty'],
    ['a function', { fn: () => 1 }, 'fn'],
    ['NaN', { n: Number.NaN }, 'n'],
    ['a nested array', { list: [1, [2]] }, 'list'],
    ['an array of objects', { list: [{ a: 1 }] }, 'list'],
  ])('refuses %s and names the property', (_what, properties, property) => {
    const check = checkProperties(properties)
    expect(check.ok).toBe(false)
    expect(check).toMatchObject({ property })
  })

  it('says arrays cannot nest', () => {
    expect(checkProperties({ list: [[1]] })).toMatchObject({ reason: 'arrays cannot nest' })
  })

  it('drops undefined entries before checking', () => {
    expect(compactProperties({ a: 1, modal: undefined })).toEqual({ a: 1 })
  })

  it.each([0, -1, Number.NaN])('refuses a revenue quantity of %s', (quantity) => {
    expect(checkRevenueQuantity(quantity).ok).toBe(false)
  })

  it('accepts a positive revenue quantity', () => {
    expect(checkRevenueQuantity(2).ok).toBe(true)
  })

  it.each(['3', null, undefined, Number.NaN, {}])('refuses a non-numeric add (%s)', (value) => {
    expect(checkNumericAdd('visits', value)).toMatchObject({ ok: false, property: 'visits' })
  })

  it('accepts a numeric add', () => {
    expect(checkNumericAdd('visits', -2).ok).toBe(true)
  })
})
