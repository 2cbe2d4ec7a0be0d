export declare const Q96: bigint
export declare const Q128: bigint
export declare const MIN_TICK: number
export declare const MAX_TICK: number
export declare function mulDiv(a: bigint, b: bigint, denominator: bigint): bigint
export declare function mulDivRoundingUp(a: bigint, b: bigint, denominator: bigint): bigint
export declare function getSqrtRatioAtTick(tick: number): bigint
export declare function getAmount0Delta(sqrtA: bigint, sqrtB: bigint, liquidity: bigint, roundUp: boolean): bigint
export declare function getAmount1Delta(sqrtA: bigint, sqrtB: bigint, liquidity: bigint, roundUp: boolean): bigint
export declare function computeSwapStep(
  sqrtCurrent: bigint,
  sqrtTarget: bigint,
  liquidity: bigint,
  amountRemaining: bigint,
  feePips: bigint,
): { sqrtNext: bigint; amountIn: bigint; amountOut: bigint; feeAmount: bigint }
export declare function getLiquidityForAmounts(sqrtP: bigint, sqrtA: bigint, sqrtB: bigint, amount0: bigint, amount1: bigint): bigint
