/** The fixtures the guide samples run against deploy and hold what they say. */
import { v2Fixture, v3Fixture } from './support/fixtures'

describe('fixtures', () => {
  it('v2: the pair holds the reserves it was funded with', async () => {
    const f = await v2Fixture(100n * 10n ** 18n, 300_000n * 10n ** 18n)
    const [r0, r1] = await f.pair.call('getReserves')
    expect([r0, r1]).toEqual([100n * 10n ** 18n, 300_000n * 10n ** 18n])
    expect(String((await f.pair.call('symbol'))[0])).toBe('SQUIRE-V2')
  })

  it('v3: the manager funds a position through the Squire mint callback, and the router and quoter swap through the Squire swap callback', async () => {
    const f = await v3Fixture()
    expect((await f.pool.call('liquidity'))[0]).toBeGreaterThan(0n)
    const amountIn = 10n ** 18n
    const params = { tokenIn: f.token0.address, tokenOut: f.token1.address, amountIn, fee: f.fee, sqrtPriceLimitX96: 0n }
    const [quoted] = (await f.quoter.call('quoteExactInputSingle', [params])) as unknown as bigint[]
    const before = (await f.token1.call('balanceOf', [f.deployer]))[0] as bigint
    await f.router.send(f.deployer, 'exactInputSingle', [
      { tokenIn: f.token0.address, tokenOut: f.token1.address, fee: f.fee, recipient: f.deployer, deadline: f.chain.timestamp + 60n, amountIn, amountOutMinimum: 0n, sqrtPriceLimitX96: 0n },
    ])
    const received = ((await f.token1.call('balanceOf', [f.deployer]))[0] as bigint) - before
    expect(received).toBeGreaterThan(0n)
    expect(received).toBe(quoted)
  })
})
