/** @jest-environment node */
import { arrayItems, encodeHead, itemEnd, readHead, textAt } from '../../../../src/build/outputs/search/cborItems'

// cborg exports an `import` entry only, which Jest's resolver does not match: its entry file, by path.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const cborg = require('../../../../node_modules/cborg/cborg.js') as { encode(value: unknown): Uint8Array; decode(bytes: Uint8Array): unknown }

/** Values of every kind CBOR encodes, with arguments of every width. */
const VALUES: unknown[] = [
  0,
  23,
  24,
  255,
  256,
  65535,
  65536,
  2 ** 32 - 1,
  2 ** 32,
  Number.MAX_SAFE_INTEGER,
  -1,
  -25,
  -70000,
  1.5,
  -0.1,
  1e300,
  true,
  false,
  null,
  undefined,
  '',
  'swap',
  'é'.repeat(30),
  'x'.repeat(300),
  new Uint8Array([1, 2, 3]),
  [],
  [1, [2, [3, 'four']], { five: 5 }],
  { a: 1, b: [true, null] },
  Array.from({ length: 40 }, (_, i) => [i, 'w'.repeat(i)]),
]

describe('src/build/outputs/search/cborItems', () => {
  it('finds where each item ends, for every kind and width of argument', () => {
    for (const value of VALUES) {
      const one = cborg.encode(value)
      expect({ value, end: itemEnd(one, 0) }).toEqual({ value, end: one.length })
    }
  })

  it('cuts an array into the bytes of its items, each decoding to the item', () => {
    const bytes = cborg.encode(VALUES)
    const items = arrayItems(bytes, 0)
    expect(items).toHaveLength(VALUES.length)
    items?.forEach(([start, end], k) => expect(cborg.decode(bytes.subarray(start, end))).toEqual(VALUES[k]))
    expect(arrayItems(cborg.encode({ not: 'an array' }), 0)).toBeNull()
  })

  it('reads a text string, and nothing else as one', () => {
    expect(textAt(cborg.encode('liquidité'), 0)).toBe('liquidité')
    expect(textAt(cborg.encode(42), 0)).toBeNull()
    expect(textAt(cborg.encode(new Uint8Array([104, 105])), 0)).toBeNull()
  })

  it('skips indefinite-length strings, arrays and maps up to their break', () => {
    // (_ "ab" "c"), [_ 1, [2]], {_ "k": 1}, then 7
    const bytes = Uint8Array.from([0x7f, 0x62, 0x61, 0x62, 0x61, 0x63, 0xff, 0x9f, 0x01, 0x81, 0x02, 0xff, 0xbf, 0x61, 0x6b, 0x01, 0xff, 0x07])
    expect(itemEnd(bytes, 0)).toBe(7)
    expect(itemEnd(bytes, 7)).toBe(12)
    expect(itemEnd(bytes, 12)).toBe(17)
    expect(itemEnd(bytes, 17)).toBe(18)
  })

  it('skips a tagged item with its tag', () => {
    const tagged = Uint8Array.from([0xc1, 0x1a, 0x51, 0x4b, 0x67, 0xb0, 0x05])
    expect(itemEnd(tagged, 0)).toBe(6)
  })

  it('writes the shortest head, as cborg encodes arrays and integers', () => {
    for (const count of [0, 23, 24, 255, 256, 65535, 65536, 2 ** 32]) {
      expect(Buffer.from(encodeHead(0, count))).toEqual(Buffer.from(cborg.encode(count)))
      expect(readHead(encodeHead(4, count), 0)).toMatchObject({ major: 4, value: count })
    }
    const array = Array.from({ length: 300 }, (_, i) => i % 7)
    const head = encodeHead(4, array.length)
    expect(Buffer.from(cborg.encode(array)).subarray(0, head.length)).toEqual(head)
  })

  it('stops with the byte offset on truncated or malformed input', () => {
    expect(() => itemEnd(Uint8Array.from([0x82, 0x01]), 0)).toThrow('CBOR at byte 2: unexpected end')
    expect(() => itemEnd(Uint8Array.from([0x65, 0x61]), 0)).toThrow('CBOR at byte 0: unexpected end')
    expect(() => itemEnd(Uint8Array.from([0x1c]), 0)).toThrow('CBOR at byte 0: reserved additional information 28')
    expect(() => itemEnd(Uint8Array.from([0xff]), 0)).toThrow('CBOR at byte 0: break outside an indefinite item')
    expect(() => itemEnd(Uint8Array.from([0x9f, 0x01]), 0)).toThrow('CBOR at byte 0: unterminated indefinite item')
  })
})
