/**
 * Numbers a page states, read from its text by pattern, and compared with what the contracts
 * compute at the precision the page writes them (`2,961.47` is checked to two decimals, `1,003,010`
 * exactly). A value a scenario computes as a bigint (raw token units, liquidity, Q64.96 prices) is
 * compared digit for digit with the whole number the page writes.
 */
import fs from 'fs'

/** A sentence of the page and the names of the numbers its pattern captures, in order. */
export interface Claim {
  text: RegExp
  values: string[]
}

export interface StatedNumber {
  name: string
  /** As written on the page: `2,961.47`. */
  written: string
  value: number
  decimals: number
  where: string
}

export function parseNumber(written: string): { value: number; decimals: number } {
  const plain = written.replace(/,/g, '')
  return { value: Number(plain), decimals: plain.includes('.') ? plain.split('.')[1].length : 0 }
}

/** Finds each claim's sentence on the page (the first line it matches) and reads its numbers. */
export function statedNumbers(file: string, displayName: string, claims: Claim[]): { numbers: StatedNumber[]; problems: string[] } {
  const lines = fs.readFileSync(file, 'utf8').split('\n')
  const numbers: StatedNumber[] = []
  const problems: string[] = []
  for (const claim of claims) {
    const index = lines.findIndex((line) => claim.text.test(line))
    if (index < 0) {
      problems.push(`${displayName}: no line matches ${claim.text} (the sentence with ${claim.values.join(', ')} changed; update __tests__/contracts/examples.ts)`)
      continue
    }
    const match = claim.text.exec(lines[index]) as RegExpExecArray
    claim.values.forEach((name, i) => numbers.push({ name, written: match[i + 1], ...parseNumber(match[i + 1]), where: `${displayName}:${index + 1}` }))
  }
  return { numbers, problems }
}

/** Formats `value` as the page would, at `decimals` places with thousands separators. */
export const asWritten = (value: number, decimals: number): string =>
  value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })

/** A whole number with thousands separators, exactly: `1,003,010`. */
export const bigWritten = (value: bigint): string => value.toLocaleString('en-US')

/** What a page-written number says exactly, when it is a whole number. */
const exactly = (written: string): bigint | null => (/^[\d,]+$/.test(written) ? BigInt(written.replace(/,/g, '')) : null)

/** Numbers a scenario computes: floats compared at the page's precision, bigints exactly. */
export type Computed = Record<string, number | bigint>

/** One problem per stated number the contracts disagree with. */
export function compareNumbers(stated: StatedNumber[], computed: Computed, inputs: string[]): string[] {
  return stated.flatMap((s) => {
    if (inputs.includes(s.name)) return []
    if (!(s.name in computed)) return [`${s.where}: the scenario computes no "${s.name}"`]
    const value = computed[s.name]
    if (typeof value === 'bigint') {
      return exactly(s.written) === value ? [] : [`${s.where}: the page says ${s.written} (${s.name}); the contracts compute ${bigWritten(value)}`]
    }
    const expected = asWritten(value, s.decimals)
    return expected === asWritten(s.value, s.decimals) ? [] : [`${s.where}: the page says ${s.written} (${s.name}); the contracts compute ${expected}`]
  })
}
