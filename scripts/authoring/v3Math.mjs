/**
 * Integer (BigInt) versions of the v3 maths the docs' worked examples rest on, written from the
 * pinned sources: TickMath.getSqrtRatioAtTick, SqrtPriceMath and SwapMath.computeSwapStep of
 * @uniswap/v3-core 1.0.1, LiquidityAmounts of @uniswap/v3-periphery 1.4.4. Same rounding as the
 * Solidity, so the figures match the contracts to the last unit (the contract checks of #32 run the
 * compiled contracts to confirm it).
 */
export const Q96 = 1n << 96n
export const Q128 = 1n << 128n
const MAX_UINT256 = (1n << 256n) - 1n

export const mulDiv = (a, b, d) => (a * b) / d
export const mulDivRoundingUp = (a, b, d) => (a * b) / d + ((a * b) % d === 0n ? 0n : 1n)
const divRoundingUp = (a, b) => a / b + (a % b === 0n ? 0n : 1n)

/** The magic factors of TickMath: 2^128 / sqrt(1.0001)^(2^i) for bit i = 1 … 19 of |tick|. */
const TICK_FACTORS = [
  'fff97272373d413259a46990580e213a', 'fff2e50f5f656932ef12357cf3c7fdcc', 'ffe5caca7e10e4e61c3624eaa0941cd0',
  'ffcb9843d60f6159c9db58835c926644', 'ff973b41fa98c081472e6896dfb254c0', 'ff2ea16466c96a3843ec78b326b52861',
  'fe5dee046a99a2a811c461f1969c3053', 'fcbe86c7900a88aedcffc83b479aa3a4', 'f987a7253ac413176f2b074cf7815e54',
  'f3392b0822b70005940c7a398e4b70f3', 'e7159475a2c29b7443b29c7fa6e889d9', 'd097f3bdfd2022b8845ad8f792aa5825',
  'a9f746462d870fdf8a65dc1f90e061e5', '70d869a156d2a1b890bb3df62baf32f7', '31be135f97d08fd981231505542fcfa6',
  '9aa508b5b7a84e1c677de54f3e99bc9', '5d6af8dedb81196699c329225ee604', '2216e584f5fa1ea926041bedfe98',
  '48a170391f7dc42444e8fa2',
].map((hex) => BigInt(`0x${hex}`))

export const MIN_TICK = -887272
export const MAX_TICK = 887272

/** sqrt(1.0001^tick) · 2^96, rounded up (TickMath.getSqrtRatioAtTick). */
export function getSqrtRatioAtTick(tick) {
  if (!Number.isInteger(tick) || Math.abs(tick) > MAX_TICK) throw new RangeError(`tick out of range: ${tick}`)
  const absTick = BigInt(Math.abs(tick))
  let ratio = absTick & 1n ? 0xfffcb933bd6fad37aa2d162d1a594001n : 1n << 128n
  TICK_FACTORS.forEach((factor, i) => {
    if (absTick & (1n << BigInt(i + 1))) ratio = (ratio * factor) >> 128n
  })
  if (tick > 0) ratio = MAX_UINT256 / ratio
  return (ratio >> 32n) + (ratio % (1n << 32n) === 0n ? 0n : 1n)
}

const sorted = (a, b) => (a > b ? [b, a] : [a, b])

/** SqrtPriceMath.getAmount0Delta with explicit rounding. */
export function getAmount0Delta(sqrtA, sqrtB, liquidity, roundUp) {
  const [a, b] = sorted(sqrtA, sqrtB)
  const numerator1 = liquidity << 96n
  const numerator2 = b - a
  return roundUp
    ? divRoundingUp(mulDivRoundingUp(numerator1, numerator2, b), a)
    : mulDiv(numerator1, numerator2, b) / a
}

/** SqrtPriceMath.getAmount1Delta with explicit rounding. */
export function getAmount1Delta(sqrtA, sqrtB, liquidity, roundUp) {
  const [a, b] = sorted(sqrtA, sqrtB)
  return roundUp ? mulDivRoundingUp(liquidity, b - a, Q96) : mulDiv(liquidity, b - a, Q96)
}

function nextFromAmount0RoundingUp(sqrtP, liquidity, amount, add) {
  if (amount === 0n) return sqrtP
  const numerator1 = liquidity << 96n
  return mulDivRoundingUp(numerator1, sqrtP, add ? numerator1 + amount * sqrtP : numerator1 - amount * sqrtP)
}

function nextFromAmount1RoundingDown(sqrtP, liquidity, amount, add) {
  return add ? sqrtP + (amount << 96n) / liquidity : sqrtP - divRoundingUp(amount << 96n, liquidity)
}

/**
 * One step of a swap inside constant liquidity (SwapMath.computeSwapStep). `amountRemaining` > 0 is
 * exact input, < 0 exact output; `feePips` is the fee in hundredths of a basis point.
 */
export function computeSwapStep(sqrtCurrent, sqrtTarget, liquidity, amountRemaining, feePips) {
  const zeroForOne = sqrtCurrent >= sqrtTarget
  const exactIn = amountRemaining >= 0n
  let sqrtNext
  let amountIn = 0n
  let amountOut = 0n
  if (exactIn) {
    const lessFee = mulDiv(amountRemaining, 1000000n - feePips, 1000000n)
    amountIn = zeroForOne
      ? getAmount0Delta(sqrtTarget, sqrtCurrent, liquidity, true)
      : getAmount1Delta(sqrtCurrent, sqrtTarget, liquidity, true)
    sqrtNext =
      lessFee >= amountIn
        ? sqrtTarget
        : zeroForOne
          ? nextFromAmount0RoundingUp(sqrtCurrent, liquidity, lessFee, true)
          : nextFromAmount1RoundingDown(sqrtCurrent, liquidity, lessFee, true)
  } else {
    amountOut = zeroForOne
      ? getAmount1Delta(sqrtTarget, sqrtCurrent, liquidity, false)
      : getAmount0Delta(sqrtCurrent, sqrtTarget, liquidity, false)
    sqrtNext =
      -amountRemaining >= amountOut
        ? sqrtTarget
        : zeroForOne
          ? nextFromAmount1RoundingDown(sqrtCurrent, liquidity, -amountRemaining, false)
          : nextFromAmount0RoundingUp(sqrtCurrent, liquidity, -amountRemaining, false)
  }
  const reachedTarget = sqrtTarget === sqrtNext
  if (zeroForOne) {
    if (!(reachedTarget && exactIn)) amountIn = getAmount0Delta(sqrtNext, sqrtCurrent, liquidity, true)
    if (!(reachedTarget && !exactIn)) amountOut = getAmount1Delta(sqrtNext, sqrtCurrent, liquidity, false)
  } else {
    if (!(reachedTarget && exactIn)) amountIn = getAmount1Delta(sqrtCurrent, sqrtNext, liquidity, true)
    if (!(reachedTarget && !exactIn)) amountOut = getAmount0Delta(sqrtCurrent, sqrtNext, liquidity, false)
  }
  if (!exactIn && amountOut > -amountRemaining) amountOut = -amountRemaining
  const feeAmount =
    exactIn && sqrtNext !== sqrtTarget ? amountRemaining - amountIn : mulDivRoundingUp(amountIn, feePips, 1000000n - feePips)
  return { sqrtNext, amountIn, amountOut, feeAmount }
}

/** LiquidityAmounts.getLiquidityForAmounts. */
export function getLiquidityForAmounts(sqrtP, sqrtA, sqrtB, amount0, amount1) {
  const [a, b] = sorted(sqrtA, sqrtB)
  const forAmount0 = (lo, hi) => mulDiv(amount0, mulDiv(lo, hi, Q96), hi - lo)
  const forAmount1 = (lo, hi) => mulDiv(amount1, Q96, hi - lo)
  if (sqrtP <= a) return forAmount0(a, b)
  if (sqrtP < b) {
    const l0 = forAmount0(sqrtP, b)
    const l1 = forAmount1(a, sqrtP)
    return l0 < l1 ? l0 : l1
  }
  return forAmount1(a, b)
}
