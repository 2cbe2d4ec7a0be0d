/**
 * The Squire v2 contracts are built from the published v2 sources with the release's compilers,
 * and the pair's init code hash in content/data is the hash of the pair this build produces.
 */
import fs from 'fs'
import path from 'path'
import { buildV2, contract, creationHash, squireV2, UPSTREAM_PAIR_INIT_CODE_HASH, V2_CORE, V2_PERIPHERY } from './support/squireV2'
import { readData } from './support/data'

const published = (dir: string, name: string): string =>
  (JSON.parse(fs.readFileSync(path.join(dir, 'build', `${name}.json`), 'utf8')) as { bytecode: string }).bytecode.replace(/^0x/, '')

describe('the v2 build', () => {
  it('reproduces the published upstream bytecode without the renames (so the settings are the release\'s)', () => {
    const upstream = buildV2(false)
    expect(creationHash(contract(upstream.core, 'contracts/UniswapV2Pair.sol', 'UniswapV2Pair'))).toBe(`0x${UPSTREAM_PAIR_INIT_CODE_HASH}`)
    expect(contract(upstream.core, 'contracts/UniswapV2Factory.sol', 'UniswapV2Factory').evm?.bytecode?.object).toBe(published(V2_CORE, 'UniswapV2Factory'))
    expect(contract(upstream.periphery, 'contracts/UniswapV2Router02.sol', 'UniswapV2Router02').evm?.bytecode?.object).toBe(published(V2_PERIPHERY, 'UniswapV2Router02'))
  })

  it('names the Squire contracts and callback', () => {
    const { core, periphery } = squireV2()
    const pair = contract(core, 'contracts/SquireV2Pair.sol', 'SquireV2Pair')
    expect(pair.abi.some((e) => e.name === 'swap')).toBe(true)
    const callee = contract(core, 'contracts/interfaces/ISquireV2Callee.sol', 'ISquireV2Callee')
    expect(callee.abi.map((e) => e.name)).toEqual(['squireV2Call'])
    expect(Object.keys(periphery.contracts ?? {})).toContain('contracts/SquireV2Router02.sol')
  })

  it('computes the pair init code hash that content/data/deployments.json records', () => {
    const data = readData<{ v2PairInitCode: { hash: string } }>('deployments')
    expect(squireV2().pairInitCodeHash).toBe(data.v2PairInitCode.hash)
  })
})
