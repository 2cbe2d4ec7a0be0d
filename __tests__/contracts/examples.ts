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
  {
    page: 'content/docs/contracts/v3/guides/swaps.mdx',
    block: 'SquireV3SwapExamples.sol',
    fixture: 'v3',
    scenario: 'v3SwapRoutes',
    verified: 'This example and its worked figures run in CI against the Squire v3 contracts',
    claims: [
      { text: re('\\(`fee = N`, tick spacing N\\)'), values: ['feeTier', 'tickSpacing'] },
      { text: re('between ticks −N and N holding N of each token: liquidity `L = N`'), values: ['rangeLow', 'rangeHigh', 'deposit', 'liquidity'] },
      { text: re('^\\| `swapExactInputSingle\\(A, B, 3000, 10\\^18, …\\)` \\| `amountOut = N` B \\|$'), values: ['single'] },
      { text: re('^\\| `swapExactInput\\(\\[A, B, C\\], \\[3000, 3000\\], 10\\^18, …\\)` \\| B after the first hop `N`; `amountOut = N` C \\|$'), values: ['firstHop', 'multiOut'] },
      { text: re('^\\| `swapExactOutputSingle\\(A, B, 3000, 10\\^18, …\\)` \\| `amountIn = N` A \\|$'), values: ['singleIn'] },
      { text: re('^\\| `swapExactOutput\\(\\[A, B, C\\], \\[3000, 3000\\], 10\\^18, …\\)` \\| B owed to the B/C pool `N`; `amountIn = N` A \\|$'), values: ['owedToSecond', 'multiIn'] },
      { text: re('\\(`t = N`\\) on the first and third quotes, the limits are `amountOutMinimum = N` and `amountInMaximum = N`'), values: ['tolerance', 'minOut', 'maxIn'] },
      { text: re('of `10\\^18` A, `N` trade and `N` is the fee'), values: ['traded', 'swapFee'] },
      { text: re("`√P' · 2\\^96` is `N`"), values: ['sqrtAfter'] },
      { text: re("paid out is `L · \\(√P − √P'\\) / 2\\^96`, rounded down: `N`"), values: ['single'] },
      { text: re('at price 1 both are `L`, about N tokens'), values: ['virtualReserve'] },
      { text: re('≈ N` B for one A'), values: ['singleWhole'] },
    ],
  },
  {
    page: 'content/docs/contracts/v3/guides/providing-liquidity.mdx',
    block: 'SquireV3LiquidityExamples.sol',
    fixture: 'v3',
    scenario: 'v3PositionLifecycle',
    verified: 'This example and its worked figures run in CI against the Squire v3 contracts',
    claims: [
      { text: re('^\\| 1 \\| `mintPosition\\(\\(A, B, N, -N, N, 1000·10\\^18, 1000·10\\^18, …\\)\\)` \\| `liquidity = N`; `amount0 = amount1 = N` \\|$'), values: ['feeTier', 'rangeLow', 'rangeHigh', 'mintLiquidity', 'mintAmount'] },
      { text: re('^\\| 2 \\| .* the pool keeps a fee of `N` A; `sqrtPriceX96` falls to `N` \\|$'), values: ['swapFee', 'sqrtAfter'] },
      {
        text: re('^\\| 3 \\| `increase\\(tokenId, 100·10\\^18, 100·10\\^18, …\\)` \\| `liquidity = N`; `amount0 = N`, `amount1 = N` \\(the unused `N` B goes back\\); the fees so far, `N` A, move to `tokensOwed0` \\|$'),
        values: ['incLiquidity', 'inc0', 'inc1', 'incUnused', 'owedAfterIncrease'],
      },
      { text: re('^\\| 4 \\| `decrease\\(tokenId, N, …\\)` \\(half the liquidity of step 1\\) \\| `amount0 = N`, `amount1 = N` \\|$'), values: ['halfLiquidity', 'dec0', 'dec1'] },
      { text: re('^\\| 5 \\| `collect\\(tokenId\\)` \\| `amount0 = N` \\(step 4 plus the fee\\), `amount1 = N` \\|$'), values: ['collect0', 'collect1'] },
      { text: re('^After step 5 the position holds `N` liquidity and owes nothing'), values: ['liquidityAfter'] },
      { text: re('`mintPosition\\(\\(A, B, 3000, N, N, 1000·10\\^18, 1000·10\\^18, 0, 0, …\\)\\)` gives `liquidity = N` and takes all N A and no B'), values: ['aboveLow', 'aboveHigh', 'aboveLiquidity', 'aboveTaken'] },
      { text: re('`√P_a = getSqrtRatioAtTick\\(−600\\) = N` and `√P_b = getSqrtRatioAtTick\\(600\\) = N`'), values: ['sqrtLow', 'sqrtHigh'] },
      { text: re('The N A fee of step 2 therefore pays this sole position `N`'), values: ['swapFee', 'owedAfterIncrease'] },
    ],
  },
  {
    page: 'content/docs/contracts/v3/guides/flash-loans.mdx',
    block: 'SquireV3FlashBorrower.sol',
    fixture: 'v3',
    scenario: 'v3FlashLoans',
    verified: 'This example and its fee figures run in CI against the Squire v3 contracts',
    claims: [
      { text: re('N of each token in range, liquidity `N`, no protocol fee'), values: ['deposit', 'liquidity'] },
      { text: re('^\\| 100·10\\^18 A \\| `N` \\| `N` \\| A balance \\+ `N` \\|$'), values: ['loan1Fee0', 'loan1Fee1', 'loan1Fee0'] },
      { text: re('^\\| 100·10\\^18 A and 50·10\\^18 B \\| `N` \\| `N` \\|'), values: ['loan2Fee0', 'loan2Fee1'] },
      { text: re('^\\| 12,345 units of A \\| `N` \\| `N` \\| A balance \\+ N \\(`12,345 · N / 10\\^6 = N`, rounded up\\) \\|$'), values: ['loan3Fee0', 'loan3Fee1', 'loan3Fee0', 'feeTier', 'loan3Exact'] },
      { text: re('^\\| 12,345 units of A in a N% pool \\| `N` \\| `N` \\| \\(`N`, rounded up\\) \\|$'), values: ['lowFeePercent', 'loan4Fee0', 'loan4Fee1', 'loan4Exact'] },
      { text: re('^\\| 1,001·10\\^18 A \\| — \\| — \\| .*it holds only N A'), values: ['poolHoldsA'] },
      { text: re('can \\[collect\\]\\([^)]*\\) N A of it'), values: ['collectAfterFirst'] },
      { text: re('reports `paid0 = N`, `paid1 = N`'), values: ['loan1Paid0', 'loan1Paid1'] },
    ],
  },
]
