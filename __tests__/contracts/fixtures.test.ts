/** The fixtures the guide samples run against deploy and hold what they say. */
import { v2Fixture } from './support/fixtures'

describe('fixtures', () => {
  it('v2: the pair holds the reserves it was funded with', async () => {
    const f = await v2Fixture(100n * 10n ** 18n, 300_000n * 10n ** 18n)
    const [r0, r1] = await f.pair.call('getReserves')
    expect([r0, r1]).toEqual([100n * 10n ** 18n, 300_000n * 10n ** 18n])
    expect(String((await f.pair.call('symbol'))[0])).toBe('SQUIRE-V2')
  })
})
