/**
 * The Squire v3 contracts from the v3 npm artifacts: the artifacts are the released ones, the pool
 * calls the Squire callbacks, and the pool init code hash in content/data says how it was obtained
 * (it cannot come from this build: see support/squireV3.ts).
 */
import { keccak256 } from 'js-sha3'
import { readData } from './support/data'
import { Chain } from './support/evm'
import { callbackSelectors, selector, squireV3, UPSTREAM_POOL_INIT_CODE_HASH } from './support/squireV3'

const push4 = (code: string, sel: string): number => {
  let count = 0
  const bytes = Buffer.from(code, 'hex')
  for (let pc = 0; pc < bytes.length; pc++) {
    const op = bytes[pc]
    if (op >= 0x60 && op <= 0x7f) {
      if (op === 0x63 && bytes.subarray(pc + 1, pc + 5).toString('hex') === sel) count++
      pc += op - 0x5f
    }
  }
  return count
}

describe('the v3 contracts from the npm artifacts', () => {
  it('the pool artifact is the released pool: its init code hash is the one v3-periphery hard-codes', () => {
    expect(squireV3().upstreamPoolInitCodeHash).toBe(`0x${UPSTREAM_POOL_INIT_CODE_HASH}`)
  })

  it('the patched pool calls the three Squire callbacks and no upstream one', () => {
    const pool = squireV3().bytecode('SquireV3Pool')
    for (const [upstream, squire] of Object.entries(callbackSelectors())) {
      expect({ upstream, count: push4(pool, upstream) }).toEqual({ upstream, count: 0 })
      expect(push4(pool, squire)).toBeGreaterThan(0)
    }
    expect(selector('squireV3SwapCallback(int256,int256,bytes)')).toBe(keccak256('squireV3SwapCallback(int256,int256,bytes)').slice(0, 8))
  })

  it('the patched factory deploys a pool whose code calls the Squire swap callback', async () => {
    const chain = await Chain.create()
    const deployer = await chain.account('deployer')
    const v3 = squireV3()
    const factory = await chain.deploy(deployer, v3.abi('SquireV3Factory') as never, v3.bytecode('SquireV3Factory'))
    const [a, b] = ['0x' + '11'.repeat(20), '0x' + '22'.repeat(20)]
    await factory.send(deployer, 'createPool', [a, b, 3000])
    const pool = String((await factory.call('getPool', [a, b, 3000]))[0])
    const code = await chain.code(pool)
    expect(push4(code, selector('squireV3SwapCallback(int256,int256,bytes)'))).toBeGreaterThan(0)
  })

  it('the pool built here from the artifact has the init code hash content/data records from the v3-core source', () => {
    // Two routes to one hash: data's value comes from compiling the v3-core 1.0.1 pool source with
    // the Squire names (scripts/authoring/v3-pool-init-code-hash.mjs); this one from the npm
    // artifact with its three callback selectors replaced. The pools differ only there.
    const data = readData<{ v3PoolInitCode?: { hash?: string } }>('deployments')
    expect(data.v3PoolInitCode?.hash).toBe(squireV3().poolInitCodeHash)
    expect(data.v3PoolInitCode?.hash?.slice(2)).not.toBe(UPSTREAM_POOL_INIT_CODE_HASH)
  })

  it('a v3 pool init code hash in content/data says how it was obtained', () => {
    const data = readData<{ v3PoolInitCode?: { hash?: string; provenance?: string } }>('deployments')
    expect(data.v3PoolInitCode).toBeDefined()
    for (const entry of data.v3PoolInitCode ? [data.v3PoolInitCode] : []) {
      expect(entry.hash).toMatch(/^0x[0-9a-f]{64}$/)
      expect(entry.provenance?.length ?? 0).toBeGreaterThan(40)
    }
  })
})
