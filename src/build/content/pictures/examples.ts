/**
 * The worked examples the mechanics diagrams draw, and the sums they show. Plain numbers (no data
 * files: these are illustrations, the same hypothetical ETH/USDC pair as the concepts page), shared
 * by the geometry (node), the components and the text alternatives.
 */

/** Squire v2's swap fee, as the contracts write it: the input counts at 997/1000. */
export const FEE_NUMERATOR = 997
export const FEE_DENOMINATOR = 1000

export interface SwapExample {
  tokenIn: string
  tokenOut: string
  reserveIn: number
  reserveOut: number
  amountIn: number
}

export const CURVE_EXAMPLE: SwapExample = { tokenIn: 'ETH', tokenOut: 'USDC', reserveIn: 100, reserveOut: 300_000, amountIn: 10 }

/** getAmountOut: amountIn · 997 · reserveOut / (reserveIn · 1000 + amountIn · 997), unrounded. */
export function amountOut({ reserveIn, reserveOut, amountIn }: SwapExample): number {
  const withFee = amountIn * FEE_NUMERATOR
  return (withFee * reserveOut) / (reserveIn * FEE_DENOMINATOR + withFee)
}

export interface SwapOutcome {
  k: number
  out: number
  spotPrice: number
  averagePrice: number
  /** Average price below spot, in percent (fee included). */
  priceImpactPercent: number
  after: { reserveIn: number; reserveOut: number; k: number }
}

export function swapOutcome(example: SwapExample): SwapOutcome {
  const out = amountOut(example)
  const spotPrice = example.reserveOut / example.reserveIn
  const averagePrice = out / example.amountIn
  const after = { reserveIn: example.reserveIn + example.amountIn, reserveOut: example.reserveOut - out, k: 0 }
  after.k = after.reserveIn * after.reserveOut
  return {
    k: example.reserveIn * example.reserveOut,
    out,
    spotPrice,
    averagePrice,
    priceImpactPercent: ((spotPrice - averagePrice) / spotPrice) * 100,
    after,
  }
}

/** Seconds each price held, as recorded by a v2 pair's price0CumulativeLast (one 12-second block each). */
export interface PriceSpan {
  price: number
  seconds: number
}

export const TWAP_EXAMPLE: { spans: PriceSpan[]; window: [number, number] } = {
  spans: [
    { price: 3000, seconds: 12 },
    { price: 3030, seconds: 12 },
    { price: 3600, seconds: 12 },
    { price: 2990, seconds: 12 },
    { price: 3010, seconds: 12 },
  ],
  window: [12, 60],
}

export interface AccumulatorPoint {
  time: number
  cumulative: number
}

/** The accumulator at each update: cumulative += price · seconds. */
export function accumulatorPoints(spans: readonly PriceSpan[]): AccumulatorPoint[] {
  const points: AccumulatorPoint[] = [{ time: 0, cumulative: 0 }]
  for (const span of spans) {
    const last = points[points.length - 1]
    points.push({ time: last.time + span.seconds, cumulative: last.cumulative + span.price * span.seconds })
  }
  return points
}

export function cumulativeAt(points: readonly AccumulatorPoint[], time: number): number {
  const exact = points.find((p) => p.time === time)
  if (!exact) throw new Error(`TWAP example: no accumulator reading at t=${time}`)
  return exact.cumulative
}

/** (cumulative(t2) − cumulative(t1)) / (t2 − t1). */
export function twapOver(points: readonly AccumulatorPoint[], [t1, t2]: readonly [number, number]): number {
  return (cumulativeAt(points, t2) - cumulativeAt(points, t1)) / (t2 - t1)
}

/** A v3 position between two prices of ETH in USDC, and where the pool price is. */
export const RANGE_EXAMPLE = { token0: 'ETH', token1: 'USDC', lower: 2500, upper: 3500, price: 3000, axis: [1500, 4500] as [number, number] }
