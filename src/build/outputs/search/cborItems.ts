/**
 * Just enough CBOR (RFC 8949) to cut an encoded array into its items' bytes without decoding
 * them: the head of an item (major type and argument), where an item ends, and a minimal head to
 * write. Pagefind's word-index chunks are re-split by copying each word's encoded entry as it is
 * (./pagefindChunks.ts); decoding every entry into JavaScript values and encoding it again cost
 * most of that step.
 */

export interface CborHead {
  major: number
  /** The argument: a length, a count, a tag or an integer (null for an indefinite length or a break). */
  value: number | null
  /** Offset of the first byte after the head. */
  next: number
}

function fail(offset: number, why: string): never {
  throw new Error(`CBOR at byte ${offset}: ${why}`)
}

export function readHead(bytes: Uint8Array, offset: number): CborHead {
  if (offset >= bytes.length) fail(offset, 'unexpected end')
  const first = bytes[offset]
  const major = first >> 5
  const info = first & 0x1f
  if (info < 24) return { major, value: info, next: offset + 1 }
  if (info === 31) {
    if (major === 0 || major === 1 || major === 6) fail(offset, `indefinite length on major type ${major}`)
    return { major, value: null, next: offset + 1 }
  }
  if (info > 27) fail(offset, `reserved additional information ${info}`)
  const size = 1 << (info - 24)
  if (offset + 1 + size > bytes.length) fail(offset, 'unexpected end')
  // A simple value or a float: its bytes are the content, not a count.
  if (major === 7) return { major, value: 0, next: offset + 1 + size }
  let value = 0
  for (let k = 1; k <= size; k += 1) value = value * 256 + bytes[offset + k]
  if (!Number.isSafeInteger(value)) fail(offset, 'argument too large')
  return { major, value, next: offset + 1 + size }
}

const BREAK = 0xff

/**
 * The offset just past the item that starts at `offset`. Definite-length items (all Pagefind
 * writes) are skipped in one loop that counts the items still to pass, with no object made per
 * item: a 10,000-doc index holds millions of small integers (word positions), and a call and a
 * head object for each took 4 of the re-split's 12 s. An indefinite-length item goes to
 * `indefiniteItemEnd`.
 */
export function itemEnd(bytes: Uint8Array, offset: number): number {
  let at = offset
  let pending = 1
  while (pending > 0) {
    if (at >= bytes.length) fail(at, 'unexpected end')
    const first = bytes[at]
    const major = first >> 5
    const info = first & 0x1f
    pending -= 1
    if (info === 31) {
      at = indefiniteItemEnd(bytes, at)
      continue
    }
    let value = info
    let next = at + 1
    if (info >= 24) {
      const head = readHead(bytes, at)
      value = head.value ?? 0
      next = head.next
    }
    if (major === 2 || major === 3) {
      if (next + value > bytes.length) fail(at, 'unexpected end')
      at = next + value
    } else {
      at = next
      // Arrays add their items, maps their keys and values, tags their one item; numbers and simple values end here.
      if (major === 4) pending += value
      else if (major === 5) pending += value * 2
      else if (major === 6) pending += 1
    }
  }
  return at
}

/** The offset just past the indefinite-length item at `offset`: its chunks or items (itemEnd each), up to a break. */
function indefiniteItemEnd(bytes: Uint8Array, offset: number): number {
  // readHead fails for an indefinite number or tag; a break here has no item to end.
  const head = readHead(bytes, offset)
  if (head.major === 7) fail(offset, 'break outside an indefinite item')
  let at = head.next
  while (bytes[at] !== BREAK) {
    if (at >= bytes.length) fail(offset, 'unterminated indefinite item')
    at = itemEnd(bytes, at)
  }
  return at + 1
}

/** The items of the definite-length array that starts at `offset`, as byte ranges; null for anything else. */
export function arrayItems(bytes: Uint8Array, offset: number): Array<[number, number]> | null {
  const head = readHead(bytes, offset)
  if (head.major !== 4 || head.value === null) return null
  const items: Array<[number, number]> = []
  let at = head.next
  for (let k = 0; k < head.value; k += 1) {
    const end = itemEnd(bytes, at)
    items.push([at, end])
    at = end
  }
  return items
}

/** The text of the definite-length text string that starts at `offset`; null for anything else. */
export function textAt(bytes: Uint8Array, offset: number): string | null {
  const head = readHead(bytes, offset)
  if (head.major !== 3 || head.value === null) return null
  return Buffer.from(bytes.buffer, bytes.byteOffset + head.next, head.value).toString('utf8')
}

/** The shortest head for a major type and argument, as CBOR encoders write it. */
export function encodeHead(major: number, value: number): Buffer {
  const type = major << 5
  if (value < 24) return Buffer.from([type | value])
  if (value < 0x100) return Buffer.from([type | 24, value])
  if (value < 0x10000) return Buffer.from([type | 25, value >> 8, value & 0xff])
  if (value < 0x100000000) {
    const head = Buffer.alloc(5)
    head[0] = type | 26
    head.writeUInt32BE(value, 1)
    return head
  }
  const head = Buffer.alloc(9)
  head[0] = type | 27
  head.writeBigUInt64BE(BigInt(value), 1)
  return head
}
