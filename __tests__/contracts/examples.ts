/**
 * The guide samples that run on the in-process chain: one entry per sample, naming the page, the
 * code block (by title), the fixture, the scenario (support/scenarios.ts) and the sentences whose
 * numbers are compared with what the contracts compute. A new guide sample is one entry here (and
 * a scenario, when none of the existing ones fits).
 */
import type { Claim } from './support/claims'

export interface Example {
  page: string
  block: string
  fixture: 'v2' | 'v3'
  scenario: string
  claims: Claim[]
  /** The line the page shows under its title (its `verified:` front matter). */
  verified: string
}

const N = '([\\d,]+(?:\\.\\d+)?)'
const re = (source: string): RegExp => new RegExp(source.replace(/N/g, N))

export const EXAMPLES: Example[] = [
  {
    page: 'content/docs/contracts/v2/guides/flash-swaps.mdx',
    block: 'SquireV2FlashBorrower.sol',
    fixture: 'v2',
    scenario: 'v2FlashBorrowSameToken',
    verified: 'This example and its repayment figure run in CI against the Squire v2 contracts',
    claims: [{ text: re('Borrowing N units therefore costs N units back, a fee of about N%'), values: ['borrowed', 'repaid', 'feePercent'] }],
  },
  {
    page: 'content/docs/concepts/squire-exchange.mdx',
    block: 'PairTwapReader.sol',
    fixture: 'v2',
    scenario: 'v2WorkedSwapAndTwap',
    verified: 'The worked swap figures and the TWAP reader run in CI against the Squire v2 contracts',
    claims: [
      { text: re('pair holding N ETH and N USDC'), values: ['reserveEth', 'reserveUsdc'] },
      { text: re('^A trader sells N ETH:'), values: ['sold'] },
      { text: re('^\\s+≈ N USDC$'), values: ['amountOut'] },
      { text: re('average price of N, which is N% below the spot price'), values: ['average', 'belowSpot'] },
      { text: re('the pair holds N ETH and about N USDC, the spot price has dropped to about N, and `k` has grown to about N'), values: ['reserveEthAfter', 'reserveUsdcAfter', 'spotAfter', 'kAfter'] },
      { text: re('^Selling N ETH instead returns about N USDC, an average of N per ETH, N% below spot'), values: ['soldBig', 'bigOut', 'bigAverage', 'bigBelowSpot'] },
      // The minimum after it is arithmetic on the rounded 2,961.47 as the page writes it, not a contract number.
      { text: re('`amountOutMin = N · 0\\.995'), values: ['amountOut'] },
    ],
  },
]
