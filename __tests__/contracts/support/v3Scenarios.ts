/**
 * The v3 guide samples on the in-process chain: the swap, liquidity and flash-loan guides' contracts
 * deployed against the Squire v3 contracts of support/fixtures.ts and driven through the calls each
 * page's "Numbers you can check" section describes, from a fresh pool for each figure the page
 * computes from a fresh pool.
 */
import type { InterfaceAbi } from 'ethers'
import type { Deployed } from './evm'
import { Reverted } from './evm'
import { v3Deployment, type V3Deployment } from './fixtures'
import type { CompiledSample } from './samples'
import type { Scenario } from './scenarios'
import { sqrtRatioAtTick } from './tickMath'

const ONE = 10n ** 18n
const MAX = 2n ** 256n - 1n
const MAX_UINT128 = 2n ** 128n - 1n
/** The position of the swap guide's worked pools, which the flash-loan guide borrows from: ticks −600 to 600. */
const SWAP_GUIDE_RANGE = 600
const abi = (c: { abi: unknown }): InterfaceAbi => c.abi as InterfaceAbi
const first = async (p: Promise<readonly unknown[]>): Promise<bigint> => (await p)[0] as bigint
const whole = (raw: bigint): number => Number(raw) / 1e18
const balance = (token: Deployed, holder: string): Promise<bigint> => first(token.call('balanceOf', [holder]))

async function deploySample(d: V3Deployment, sample: CompiledSample, name: string, args: unknown[]): Promise<Deployed> {
  const c = sample.contract(name)
  return d.chain.deploy(d.deployer, abi(c), c.evm?.bytecode?.object ?? '', args)
}

/** Runs `call`, returning the revert reason, or null when it did not revert. */
async function revertReason(call: () => Promise<unknown>): Promise<string | null> {
  try {
    await call()
    return null
  } catch (error) {
    if (error instanceof Reverted) return error.reason
    throw error
  }
}

/** Problems for every token of `tokens` the sample still holds (the guides say nothing stays there). */
async function leftIn(sample: CompiledSample, holder: Deployed, tokens: Deployed[], step: string): Promise<string[]> {
  const problems: string[] = []
  for (const t of tokens) {
    const left = await balance(t, holder.address)
    if (left !== 0n) problems.push(`${sample.where}: after ${step} the sample still holds ${left} of a token`)
  }
  return problems
}

export const V3_SCENARIOS: Record<string, Scenario> = {
  /**
   * swaps guide: pools of fee `feeTier` at price 1, each with one position from −`rangeLow` to
   * `rangeHigh` ticks holding `deposit` of each token. Each of the four swap functions of the
   * sample runs once, on a route of its own (A/B, or A/B and B/C, tokens sorting A < B < C), from
   * the pools' starting state; 10^18 in or out, as in the page's table.
   */
  v3SwapRoutes: {
    fixture: 'v3',
    harness: '',
    inputs: ['feeTier', 'rangeLow', 'rangeHigh', 'deposit', 'tolerance'],
    run: async (sample, inputs) => {
      const d = await v3Deployment()
      const fee = inputs.feeTier
      const deposit = BigInt(inputs.deposit) * ONE
      // One route per swap, sorted tokens A < B (< C): single-pool swaps need only the A/B pool.
      const tokens = await d.tokens(10)
      const routes = [tokens.slice(0, 2), tokens.slice(2, 5), tokens.slice(5, 7), tokens.slice(7, 10)]
      const pools: Deployed[][] = []
      for (const route of routes) {
        const hops: Deployed[] = []
        for (let i = 0; i + 1 < route.length; i++) {
          hops.push(await d.pool(route[i], route[i + 1], fee))
          await d.mint({ token0: route[i], token1: route[i + 1], fee, tickLower: -inputs.rangeLow, tickUpper: inputs.rangeHigh, amount0: deposit, amount1: deposit })
        }
        pools.push(hops)
      }
      const swapper = await deploySample(d, sample, 'SquireV3SwapExamples', [d.router.address])
      for (const t of tokens) await t.send(d.deployer, 'approve', [swapper.address, MAX])
      const deadline = d.chain.timestamp + 600n
      const addresses = (route: Deployed[]): string[] => route.map((t) => t.address)
      const problems: string[] = []

      // exactInputSingle on route 0.
      const [a0, b0] = routes[0]
      const received = await balance(b0, d.deployer)
      const single = await first(swapper.send(d.deployer, 'swapExactInputSingle', [a0.address, b0.address, fee, ONE, 0n, deadline]))
      if ((await balance(b0, d.deployer)) - received !== single) problems.push(`${sample.where}: swapExactInputSingle returned ${single} but the caller received another amount`)
      const sqrtAfter = await first(pools[0][0].call('slot0'))
      problems.push(...(await leftIn(sample, swapper, routes[0], 'swapExactInputSingle')))

      // exactInput along route 1: what the A/B pool paid out is the first hop.
      const [, b1] = routes[1]
      const abHolds = await balance(b1, pools[1][0].address)
      const multiOut = await first(swapper.send(d.deployer, 'swapExactInput', [addresses(routes[1]), [fee, fee], ONE, 0n, deadline]))
      const firstHop = abHolds - (await balance(b1, pools[1][0].address))
      problems.push(...(await leftIn(sample, swapper, routes[1], 'swapExactInput')))

      // exactOutputSingle on route 2, with twice the amount as the maximum.
      const [a2, b2] = routes[2]
      const singleIn = await first(swapper.send(d.deployer, 'swapExactOutputSingle', [a2.address, b2.address, fee, ONE, 2n * ONE, deadline]))
      problems.push(...(await leftIn(sample, swapper, routes[2], 'swapExactOutputSingle')))

      // exactOutput along route 3: what the B/C pool received is what the A/B pool had to deliver.
      const [, b3] = routes[3]
      const bcHolds = await balance(b3, pools[3][1].address)
      const multiIn = await first(swapper.send(d.deployer, 'swapExactOutput', [addresses(routes[3]), [fee, fee], ONE, 2n * ONE, deadline]))
      const owedToSecond = (await balance(b3, pools[3][1].address)) - bcHolds
      problems.push(...(await leftIn(sample, swapper, routes[3], 'swapExactOutput')))

      const liquidity = await first(pools[0][0].call('liquidity'))
      const poolFee = BigInt(await first(pools[0][0].call('fee')))
      // SwapMath.computeSwapStep within one range: the fee is what the fee-less remainder leaves out.
      const traded = (ONE * (1_000_000n - poolFee)) / 1_000_000n
      const t = BigInt(inputs.tolerance)
      return {
        computed: {
          liquidity,
          tickSpacing: Number(await first(d.factory.call('feeAmountTickSpacing', [fee]))),
          single,
          firstHop,
          multiOut,
          singleIn,
          owedToSecond,
          multiIn,
          minOut: (single * (10_000n - t)) / 10_000n,
          maxIn: (singleIn * (10_000n + t)) / 10_000n,
          traded,
          swapFee: ONE - traded,
          sqrtAfter,
          virtualReserve: whole(liquidity),
          singleWhole: whole(single),
        },
        problems,
      }
    },
  },

  /**
   * liquidity guide: a pool of `feeTier` at price 1 with no position; the sample mints from
   * −`rangeLow` to `rangeHigh`, someone sells 10^18 token0 through the router, the sample
   * increases, decreases by half the first liquidity and collects. Then a range above the price
   * in a second pool at price 1.
   */
  v3PositionLifecycle: {
    fixture: 'v3',
    harness: '',
    inputs: ['feeTier', 'rangeLow', 'rangeHigh', 'aboveLow', 'aboveHigh'],
    run: async (sample, inputs) => {
      const d = await v3Deployment()
      const fee = inputs.feeTier
      const [a, b, c, e] = await d.tokens(4)
      const pool = await d.pool(a, b, fee)
      await d.pool(c, e, fee)
      const holder = await deploySample(d, sample, 'SquireV3LiquidityExamples', [d.positions.address])
      for (const t of [a, b, c, e]) await t.send(d.deployer, 'approve', [holder.address, MAX])
      const deadline = d.chain.timestamp + 600n
      const problems: string[] = []
      const request = (t0: Deployed, t1: Deployed, tickLower: number, tickUpper: number) => ({
        token0: t0.address, token1: t1.address, fee, tickLower, tickUpper, amount0Desired: 1000n * ONE, amount1Desired: 1000n * ONE, amount0Min: 0n, amount1Min: 0n, deadline,
      })
      const position = async (tokenId: bigint) => (await d.positions.call('positions', [tokenId])) as unknown as [bigint, string, string, string, bigint, bigint, bigint, bigint, bigint, bigint, bigint, bigint]

      const [tokenId, mintLiquidity, mint0, mint1] = (await holder.send(d.deployer, 'mintPosition', [request(a, b, -inputs.rangeLow, inputs.rangeHigh)])) as unknown as bigint[]
      if (mint0 !== mint1) problems.push(`${sample.where}: the mint took ${mint0} token0 and ${mint1} token1, not equal amounts`)

      const feeGrowthBefore = await first(pool.call('feeGrowthGlobal0X128'))
      await d.router.send(d.deployer, 'exactInputSingle', [{ tokenIn: a.address, tokenOut: b.address, fee, recipient: d.deployer, deadline, amountIn: ONE, amountOutMinimum: 0n, sqrtPriceLimitX96: 0n }])
      const sqrtAfter = await first(pool.call('slot0'))
      const poolFee = BigInt(await first(pool.call('fee')))
      const swapFee = ONE - (ONE * (1_000_000n - poolFee)) / 1_000_000n
      // The pool's fee growth must be that fee per unit of liquidity, rounded down.
      const growth = (await first(pool.call('feeGrowthGlobal0X128'))) - feeGrowthBefore
      if (growth !== (swapFee << 128n) / mintLiquidity) problems.push(`${sample.where}: the pool's fee growth after the swap is not the fee of ${swapFee} per unit of liquidity`)

      const [incLiquidity, inc0, inc1] = (await holder.send(d.deployer, 'increase', [tokenId, 100n * ONE, 100n * ONE, 0n, 0n, deadline])) as unknown as bigint[]
      const owedAfterIncrease = (await position(tokenId))[10]

      const halfLiquidity = mintLiquidity / 2n
      const [dec0, dec1] = (await holder.send(d.deployer, 'decrease', [tokenId, halfLiquidity, 0n, 0n, deadline])) as unknown as bigint[]
      const beforeCollect = await balance(a, d.deployer)
      const [collect0, collect1] = (await holder.send(d.deployer, 'collect', [tokenId])) as unknown as bigint[]
      if ((await balance(a, d.deployer)) - beforeCollect !== collect0) problems.push(`${sample.where}: collect did not pay the depositor what it returned`)
      const after = await position(tokenId)
      if (after[10] !== 0n || after[11] !== 0n) problems.push(`${sample.where}: after collect the position still owes ${after[10]} and ${after[11]}`)
      problems.push(...(await leftIn(sample, holder, [a, b], 'the four operations')))

      const [, aboveLiquidity, above0, above1] = (await holder.send(d.deployer, 'mintPosition', [request(c, e, inputs.aboveLow, inputs.aboveHigh)])) as unknown as bigint[]
      if (above1 !== 0n) problems.push(`${sample.where}: the range above the price took ${above1} token1`)

      return {
        computed: {
          mintLiquidity,
          mintAmount: mint0,
          swapFee,
          sqrtAfter,
          incLiquidity,
          inc0,
          inc1,
          incUnused: 100n * ONE - inc1,
          owedAfterIncrease,
          halfLiquidity,
          dec0,
          dec1,
          collect0,
          collect1,
          liquidityAfter: after[7],
          aboveLiquidity,
          aboveTaken: whole(above0),
          sqrtLow: await sqrtRatioAtTick(d.chain, d.deployer, -inputs.rangeLow),
          sqrtHigh: await sqrtRatioAtTick(d.chain, d.deployer, inputs.rangeHigh),
        },
        problems,
      }
    },
  },

  /**
   * flash-loan guide: the swap guide's pool (A/B, `feeTier`, one position over its range of
   * ±SWAP_GUIDE_RANGE ticks with `deposit` of each token) and a `lowFeePercent` pool of the same
   * tokens and position; the sample borrows the loans of the page's table from them, and the
   * deployer, who owns the position, collects the fee of the first. A loan of 1,001 tokens and one
   * from a pool without liquidity must revert with the pool's messages.
   */
  v3FlashLoans: {
    fixture: 'v3',
    harness: '',
    inputs: ['deposit', 'feeTier', 'lowFeePercent'],
    run: async (sample, inputs) => {
      const d = await v3Deployment()
      const fee = inputs.feeTier
      const lowFee = Math.round(inputs.lowFeePercent * 10_000)
      const range = { tickLower: -SWAP_GUIDE_RANGE, tickUpper: SWAP_GUIDE_RANGE }
      const [a, b] = await d.tokens(2)
      const deposit = BigInt(inputs.deposit) * ONE
      const pool = await d.pool(a, b, fee)
      const { tokenId } = await d.mint({ token0: a, token1: b, fee, ...range, amount0: deposit, amount1: deposit })
      const lowPool = await d.pool(a, b, lowFee)
      await d.mint({ token0: a, token1: b, fee: lowFee, ...range, amount0: deposit, amount1: deposit })
      const emptyTier = 10_000
      await d.pool(a, b, emptyTier)

      const borrower = await deploySample(d, sample, 'SquireV3FlashBorrower', [d.factory.address])
      for (const t of [a, b]) await t.send(d.deployer, 'transfer', [borrower.address, 10n * ONE])
      const problems: string[] = []
      const poolHoldsA = await balance(a, pool.address)

      /** Borrows and returns the fees the borrower paid (its balance drop in each token). */
      const loan = async (tier: number, amount0: bigint, amount1: bigint): Promise<[bigint, bigint]> => {
        const [before0, before1] = [await balance(a, borrower.address), await balance(b, borrower.address)]
        await borrower.send(d.deployer, 'borrow', [a.address, b.address, tier, amount0, amount1, '0x'])
        return [before0 - (await balance(a, borrower.address)), before1 - (await balance(b, borrower.address))]
      }

      const [paidBefore0, paidBefore1] = [await balance(a, pool.address), await balance(b, pool.address)]
      const [loan1Fee0, loan1Fee1] = await loan(fee, 100n * ONE, 0n)
      const [loan1Paid0, loan1Paid1] = [(await balance(a, pool.address)) - paidBefore0, (await balance(b, pool.address)) - paidBefore1]
      const [collectAfterFirst] = (await d.positions.send(d.deployer, 'collect', [{ tokenId, recipient: d.deployer, amount0Max: MAX_UINT128, amount1Max: MAX_UINT128 }])) as unknown as bigint[]
      const [loan2Fee0, loan2Fee1] = await loan(fee, 100n * ONE, 50n * ONE)
      const [loan3Fee0, loan3Fee1] = await loan(fee, 12_345n, 0n)
      const [loan4Fee0, loan4Fee1] = await loan(lowFee, 12_345n, 0n)
      const quoted = await first(borrower.call('flashFee', [12_345n, fee]))
      if (quoted !== loan3Fee0) problems.push(`${sample.where}: flashFee(12345, ${fee}) is ${quoted}, the pool charged ${loan3Fee0}`)

      const tooMuch = await revertReason(() => borrower.send(d.deployer, 'borrow', [a.address, b.address, fee, 1001n * ONE, 0n, '0x']))
      const noLiquidity = await revertReason(() => borrower.send(d.deployer, 'borrow', [a.address, b.address, emptyTier, ONE, 0n, '0x']))
      const tierOf = async (p: Deployed) => Number(await first(p.call('fee')))
      return {
        computed: {
          liquidity: await first(pool.call('liquidity')),
          poolHoldsA: whole(poolHoldsA),
          loan1Fee0,
          loan1Fee1,
          loan1Paid0,
          loan1Paid1,
          collectAfterFirst,
          loan2Fee0,
          loan2Fee1,
          loan3Fee0,
          loan3Fee1,
          loan3Exact: (12_345 * (await tierOf(pool))) / 1e6,
          loan4Fee0,
          loan4Fee1,
          loan4Exact: (12_345 * (await tierOf(lowPool))) / 1e6,
        },
        problems: [
          ...problems,
          ...(tooMuch === 'TF' ? [] : [`${sample.where}: borrowing more than the pool holds gave ${tooMuch ?? 'no revert'}, not TF`]),
          ...(noLiquidity === 'L' ? [] : [`${sample.where}: borrowing from a pool without liquidity gave ${noLiquidity ?? 'no revert'}, not L`]),
        ],
      }
    },
  },
}
