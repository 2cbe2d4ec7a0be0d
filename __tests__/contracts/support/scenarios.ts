/**
 * What each guide sample is made to do on the in-process chain, and the numbers that come out.
 * A scenario deploys its fixture, deploys the page's sample (with a harness where the sample is
 * abstract), runs it, and returns named numbers for the page's claims to be compared with; it
 * also reports anything the sample did that the page says it would not.
 */
import type { InterfaceAbi } from 'ethers'
import type { Computed } from './claims'
import { readData } from './data'
import { v2Fixture } from './fixtures'
import type { CompiledSample } from './samples'
import { V3_SCENARIOS } from './v3Scenarios'

export interface ScenarioResult {
  computed: Computed
  problems: string[]
}

export interface Scenario {
  fixture: 'v2' | 'v3'
  /** Solidity appended to the sample (a concrete subclass, a caller); '' for none. */
  harness: string
  /** Numbers the scenario reads from the page rather than computes. */
  inputs: string[]
  run: (sample: CompiledSample, inputs: Record<string, number>) => Promise<ScenarioResult>
}

const UNIT = 10n ** 18n
const whole = (raw: bigint): number => Number(raw) / 1e18
const toRaw = (value: number): bigint => BigInt(Math.round(value * 1e6)) * 10n ** 12n
const abi = (c: { abi: unknown }): InterfaceAbi => c.abi as InterfaceAbi
const first = async (p: Promise<readonly unknown[]>): Promise<bigint> => (await p)[0] as bigint

export const SCENARIOS: Record<string, Scenario> = {
  /**
   * flash-swaps guide: borrow `borrowed` raw units of token0 from a pair and repay the same token;
   * `repaid` is what the borrower paid back, `feePercent` the fee as a share of the loan.
   */
  v2FlashBorrowSameToken: {
    fixture: 'v2',
    harness: `
contract FlashBorrowerHarness is SquireV2FlashBorrower {
    constructor(address factory_, bytes32 hash_) SquireV2FlashBorrower(factory_, hash_) {}
    function _useFunds(address, uint256, bytes memory) internal override {}
}`,
    inputs: ['borrowed'],
    run: async (sample, inputs) => {
      const f = await v2Fixture(10n ** 15n, 10n ** 15n)
      const hash = readData<{ v2PairInitCode: { hash: string } }>('deployments').v2PairInitCode.hash
      const c = sample.contract('FlashBorrowerHarness')
      const borrower = await f.chain.deploy(f.deployer, abi(c), c.evm?.bytecode?.object ?? '', [f.factory.address, hash])
      const borrowed = BigInt(inputs.borrowed)
      await f.token0.send(f.deployer, 'transfer', [borrower.address, borrowed])
      const before = await first(f.token0.call('balanceOf', [borrower.address]))
      await borrower.send(f.deployer, 'borrow', [f.pair.address, f.token0.address, borrowed, '0x'])
      const after = await first(f.token0.call('balanceOf', [borrower.address]))
      const repaid = borrowed + before - after
      const [reserve0] = (await f.pair.call('getReserves')) as unknown as bigint[]
      const problems = reserve0 === 10n ** 15n + repaid - borrowed ? [] : [`${sample.where}: the pair's reserve after the flash swap is ${reserve0}, not its old reserve plus the fee`]
      return { computed: { repaid: Number(repaid), feePercent: (Number(repaid - borrowed) / Number(borrowed)) * 100 }, problems }
    },
  },

  /**
   * The exchange concepts' worked example on a pair of `reserveEth` ETH (token0) and `reserveUsdc`
   * USDC, then the TWAP reader sample over two one-hour windows around the 1 ETH sale.
   */
  v2WorkedSwapAndTwap: {
    fixture: 'v2',
    harness: '',
    inputs: ['reserveEth', 'reserveUsdc', 'sold', 'soldBig'],
    run: async (sample, inputs) => {
      const f = await v2Fixture(toRaw(inputs.reserveEth), toRaw(inputs.reserveUsdc))
      const spot = inputs.reserveUsdc / inputs.reserveEth
      const path = [f.token0.address, f.token1.address]
      const period = 3600n
      const readerC = sample.contract('PairTwapReader')
      const reader = await f.chain.deploy(f.deployer, abi(readerC), readerC.evm?.bytecode?.object ?? '', [f.pair.address, period])
      const amountsBig = (await f.router.call('getAmountsOut', [toRaw(inputs.soldBig), path]))[0] as bigint[]
      const bigOut = whole(amountsBig[1])

      // First window: the price stays at the starting spot price.
      f.chain.advance(period)
      await reader.send(f.deployer, 'update')
      const twapFirst = whole(await first(reader.call('consult', [UNIT])))

      // The 1 ETH sale, at the start of the second window.
      const before = await first(f.token1.call('balanceOf', [f.deployer]))
      await f.router.send(f.deployer, 'swapExactTokensForTokens', [toRaw(inputs.sold), 0n, path, f.deployer, f.chain.timestamp + 60n])
      const out = whole((await first(f.token1.call('balanceOf', [f.deployer]))) - before)
      const [r0, r1] = (await f.pair.call('getReserves')) as unknown as bigint[]
      const spotAfter = Number(r1) / Number(r0)
      f.chain.advance(period)
      await reader.send(f.deployer, 'update')
      const twapSecond = whole(await first(reader.call('consult', [UNIT])))

      const problems: string[] = []
      // The reader's averages must be the prices that held in each window (to 1e-9 relative).
      for (const [name, got, want] of [['first window', twapFirst, spot], ['second window', twapSecond, spotAfter]] as const) {
        if (Math.abs(got / want - 1) > 1e-9) problems.push(`${sample.where}: PairTwapReader's ${name} average is ${got}, the price that held was ${want}`)
      }
      return {
        computed: {
          amountOut: out,
          average: out / inputs.sold,
          belowSpot: (1 - out / inputs.sold / spot) * 100,
          reserveEthAfter: whole(r0),
          reserveUsdcAfter: whole(r1),
          spotAfter,
          kAfter: whole(r0) * whole(r1),
          bigOut,
          bigAverage: bigOut / inputs.soldBig,
          bigBelowSpot: (1 - bigOut / inputs.soldBig / spot) * 100,
        },
        problems,
      }
    },
  },
  ...V3_SCENARIOS,
}
