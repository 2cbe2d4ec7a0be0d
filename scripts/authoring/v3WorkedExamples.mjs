/**
 * The worked numbers of the v3 guides, concepts and library pages, computed with the integer v3
 * maths of ./v3Math.mjs. Each figure names the pages that state it; __tests__/content/v3WorkedExamples
 * checks that they do. Print them with: node scripts/authoring/print-v3-worked-examples.mjs
 *
 * The example pool: two 18-decimal tokens A < B (< C), fee 3000 (tick spacing 60), initialised at
 * price 1 (sqrtPriceX96 = 2^96, tick 0), one position from tick -600 to 600 funded with 1,000 of each
 * token, no protocol fee. A swap that starts exactly on tick 0 first takes a zero step to tick 0 and
 * then one step towards tick -600, so one computeSwapStep per hop gives the pool's result.
 *
 * Confirmed on 2026-11-27 by running the compiled contracts of the npm artifacts in @ethereumjs/vm
 * 10.1.3: every pool-level figure (mint, swap, burn, collect, flash, range order) against
 * UniswapV3Factory/UniswapV3Pool of @uniswap/v3-core 1.0.1, and the position-manager steps (mint,
 * increaseLiquidity, decreaseLiquidity, collect) and the two-hop exactInput against
 * NonfungiblePositionManager and SwapRouter of @uniswap/v3-periphery 1.4.4. The Squire contracts
 * differ from those only in names, not in this maths.
 */
import {
  Q96, Q128, mulDiv, mulDivRoundingUp, getSqrtRatioAtTick, getAmount0Delta, getAmount1Delta, computeSwapStep,
  getLiquidityForAmounts,
} from './v3Math.mjs'

const E18 = 10n ** 18n
const FEE = 3000n

/** ⌊√n⌋ of a bigint, by Newton's iteration from above (exact; a float start is off by up to 2^43 at 2^192). */
const isqrt = (n) => {
  if (n < 0n) throw new RangeError(`isqrt of a negative number: ${n}`)
  if (n < 2n) return n
  let x = 1n << BigInt(Math.ceil(n.toString(2).length / 2))
  for (let y = (x + n / x) >> 1n; y < x; y = (x + n / x) >> 1n) x = y
  return x
}

export function workedExamples() {
  const sqrt0 = getSqrtRatioAtTick(0)
  const sqrtLower = getSqrtRatioAtTick(-600)
  const sqrtUpper = getSqrtRatioAtTick(600)
  const L = getLiquidityForAmounts(sqrt0, sqrtLower, sqrtUpper, 1000n * E18, 1000n * E18)

  const exactIn = computeSwapStep(sqrt0, sqrtLower, L, E18, FEE)
  const secondHop = computeSwapStep(sqrt0, sqrtLower, L, exactIn.amountOut, FEE)
  const exactOut = computeSwapStep(sqrt0, sqrtLower, L, -E18, FEE)
  const exactOutIn = exactOut.amountIn + exactOut.feeAmount
  const firstHopOut = computeSwapStep(sqrt0, sqrtLower, L, -exactOutIn, FEE)

  const sqrtAfter = exactIn.sqrtNext
  const increase = getLiquidityForAmounts(sqrtAfter, sqrtLower, sqrtUpper, 100n * E18, 100n * E18)
  const increase1 = getAmount1Delta(sqrtLower, sqrtAfter, increase, true)
  const feeGrowth = mulDiv(exactIn.feeAmount, Q128, L)
  const positionFee = mulDiv(feeGrowth, L, Q128)
  const half = L / 2n
  const decrease0 = getAmount0Delta(sqrtAfter, sqrtUpper, half, false)
  const decrease1 = getAmount1Delta(sqrtLower, sqrtAfter, half, false)
  const above = getLiquidityForAmounts(sqrt0, sqrtUpper, getSqrtRatioAtTick(1200), 1000n * E18, 1000n * E18)

  const flashFee = 100n * E18 * FEE / 1000000n
  const flashGrowth = mulDiv(flashFee, Q128, L)

  const perLiquidity = (600n << 128n) / L
  const harmonic = (secs, delta) => (secs * ((1n << 160n) - 1n)) / (delta << 32n)
  const mixedDelta = (300n << 128n) / L + (300n << 128n) / (2n * L)
  const quote = (tick, baseIsToken0) => {
    const s = getSqrtRatioAtTick(tick)
    return baseIsToken0 ? mulDiv(s * s, E18, 1n << 192n) : mulDiv(1n << 192n, E18, s * s)
  }

  const rangeOrderLower = getSqrtRatioAtTick(600)
  const rangeOrderUpper = getSqrtRatioAtTick(660)
  const rangeOrderL = getLiquidityForAmounts(sqrt0, rangeOrderLower, rangeOrderUpper, 1000n * E18, 0n)

  const maxLiquidityPerTick = (spacing) => {
    const min = Math.trunc(-887272 / spacing) * spacing
    const max = Math.trunc(887272 / spacing) * spacing
    return ((1n << 128n) - 1n) / BigInt((max - min) / spacing + 1)
  }

  const guides = ['contracts/v3/guides/swaps', 'contracts/v3/guides/providing-liquidity']
  return [
    { name: 'sqrtPriceX96 at tick 0 is 2^96', value: sqrt0, pages: ['concepts/v3-ticks', 'contracts/v3/reference/liquidity-amounts'], equals: Q96 },
    { name: 'sqrt price at tick -600', value: sqrtLower, pages: ['contracts/v3/guides/providing-liquidity', 'contracts/v3/reference/liquidity-amounts'] },
    { name: 'sqrt price at tick 600', value: sqrtUpper, pages: ['contracts/v3/guides/providing-liquidity', 'contracts/v3/reference/liquidity-amounts'] },
    { name: 'liquidity of 1,000 A and 1,000 B in -600..600', value: L, pages: [...guides, 'contracts/v3/guides/flash-loans', 'contracts/v3/reference/liquidity-amounts', 'contracts/v3/reference/tick-lens', 'contracts/v3/reference/oracle-library', 'concepts/v3-fee-growth', 'concepts/v3-liquidity'] },
    { name: 'mint takes all 1,000 of each token', value: getAmount0Delta(sqrt0, sqrtUpper, L, true), pages: ['contracts/v3/guides/providing-liquidity', 'contracts/v3/reference/liquidity-amounts'], equals: getAmount1Delta(sqrtLower, sqrt0, L, true) },
    { name: 'exact input 1 A: amount that trades', value: exactIn.amountIn, pages: ['contracts/v3/guides/swaps'] },
    { name: 'exact input 1 A: fee', value: exactIn.feeAmount, pages: ['contracts/v3/guides/swaps', 'contracts/v3/guides/providing-liquidity', 'concepts/v3-fee-growth'] },
    { name: 'exact input 1 A: B out', value: exactIn.amountOut, pages: ['contracts/v3/guides/swaps'] },
    { name: 'exact input 1 A: sqrtPriceX96 after', value: sqrtAfter, pages: guides },
    { name: 'exact input A -> B -> C: C out', value: secondHop.amountOut, pages: ['contracts/v3/guides/swaps'] },
    { name: 'exact output 1 B: A in', value: exactOutIn, pages: ['contracts/v3/guides/swaps'] },
    { name: 'exact output 1 C via B: A in', value: firstHopOut.amountIn + firstHopOut.feeAmount, pages: ['contracts/v3/guides/swaps'] },
    { name: 'amountOutMinimum at 0.5%', value: (exactIn.amountOut * 9950n) / 10000n, pages: ['contracts/v3/guides/swaps'] },
    { name: 'amountInMaximum at 0.5%', value: (exactOutIn * 10050n) / 10000n, pages: ['contracts/v3/guides/swaps'] },
    { name: 'increase by 100 A and 100 B: liquidity', value: increase, pages: ['contracts/v3/guides/providing-liquidity'] },
    { name: 'increase: B used', value: increase1, pages: ['contracts/v3/guides/providing-liquidity'] },
    { name: 'increase: B returned', value: 100n * E18 - increase1, pages: ['contracts/v3/guides/providing-liquidity'] },
    { name: 'fee growth of the 1 A swap', value: feeGrowth, pages: ['concepts/v3-fee-growth'] },
    { name: 'position fee of the 1 A swap', value: positionFee, pages: ['contracts/v3/guides/providing-liquidity', 'concepts/v3-fee-growth'] },
    { name: 'half the liquidity', value: half, pages: ['contracts/v3/guides/providing-liquidity', 'contracts/v3/reference/liquidity-amounts'] },
    { name: 'decrease half: A', value: decrease0, pages: ['contracts/v3/guides/providing-liquidity'] },
    { name: 'decrease half: B', value: decrease1, pages: ['contracts/v3/guides/providing-liquidity'] },
    { name: 'collect: A', value: decrease0 + positionFee, pages: ['contracts/v3/guides/providing-liquidity'] },
    { name: 'liquidity left', value: L + increase - half, pages: ['contracts/v3/guides/providing-liquidity'] },
    { name: 'half the liquidity at price 1 is worth', value: getAmount0Delta(sqrt0, sqrtUpper, half, false), pages: ['contracts/v3/reference/liquidity-amounts'], equals: getAmount1Delta(sqrtLower, sqrt0, half, false) },
    { name: 'liquidity of 1,000 A in 600..1200', value: above, pages: ['contracts/v3/guides/providing-liquidity', 'contracts/v3/reference/liquidity-amounts'] },
    { name: 'flash fee of 100 A', value: flashFee, pages: ['contracts/v3/guides/flash-loans'], equals: mulDivRoundingUp(100n * E18, FEE, 1000000n) },
    { name: 'flash fee of 50 B', value: mulDivRoundingUp(50n * E18, FEE, 1000000n), pages: ['contracts/v3/guides/flash-loans'] },
    { name: 'flash fee of 12,345 units at 0.30%', value: mulDivRoundingUp(12345n, FEE, 1000000n), pages: ['contracts/v3/guides/flash-loans'], equals: 38n },
    { name: 'flash fee of 12,345 units at 0.05%', value: mulDivRoundingUp(12345n, 500n, 1000000n), pages: ['contracts/v3/guides/flash-loans'], equals: 7n },
    { name: 'position share of the 100 A flash fee', value: mulDiv(flashGrowth, L, Q128), pages: ['contracts/v3/guides/flash-loans'] },
    { name: 'seconds per liquidity over 600 s', value: perLiquidity, pages: ['contracts/v3/reference/oracle-library'] },
    { name: 'harmonic mean liquidity, constant L', value: harmonic(600n, perLiquidity), pages: ['contracts/v3/reference/oracle-library'] },
    { name: 'harmonic mean liquidity, half L half 2L', value: harmonic(600n, mixedDelta), pages: ['contracts/v3/reference/oracle-library'] },
    { name: 'quote 1 token0 at tick -10', value: quote(-10, true), pages: ['contracts/v3/reference/oracle-library'] },
    { name: 'quote 1 token1 at tick -10', value: quote(-10, false), pages: ['contracts/v3/reference/oracle-library'] },
    { name: 'quote 1 token0 at tick -600', value: quote(-600, true), pages: ['contracts/v3/reference/oracle-library'] },
    { name: 'range order 600..660: liquidity of 1,000 A', value: rangeOrderL, pages: ['concepts/v3-range-orders'] },
    { name: 'range order 600..660: B after the fill', value: getAmount1Delta(rangeOrderLower, rangeOrderUpper, rangeOrderL, false), pages: ['concepts/v3-range-orders'] },
    { name: 'maxLiquidityPerTick, spacing 10', value: maxLiquidityPerTick(10), pages: ['concepts/v3-ticks'] },
    { name: 'maxLiquidityPerTick, spacing 60', value: maxLiquidityPerTick(60), pages: ['concepts/v3-ticks'] },
    { name: 'maxLiquidityPerTick, spacing 200', value: maxLiquidityPerTick(200), pages: ['concepts/v3-ticks'] },
    {
      // 2,000 of a 6-decimal token1 per 18-decimal token0: sqrt(2e-9) · 2^96 lies in tick -200,312.
      name: 'tick of the decimals example is -200312',
      value: (() => {
        const sqrtP = isqrt((2n << 192n) / 1000000000n)
        return getSqrtRatioAtTick(-200312) <= sqrtP && sqrtP < getSqrtRatioAtTick(-200311) ? 200312n : 0n
      })(),
      pages: ['concepts/v3-ticks'],
    },
  ]
}
