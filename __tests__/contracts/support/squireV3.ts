/**
 * The Squire v3 contracts from the npm artifacts of @uniswap/v3-core 1.0.1 and
 * @uniswap/v3-periphery 1.4.4 (those packages ship ABIs and bytecode, not the pool, factory or
 * router sources). The Squire names of scripts/authoring/squireNames.mjs are applied to every ABI.
 * In the pool's creation code (and in the copy the factory embeds to deploy pools) every `PUSH4`
 * of an upstream callback selector becomes a `PUSH4` of the Squire one, so the pool calls
 * `squireV3SwapCallback` and the others: on the calling side a selector is only a value.
 *
 * Not done, and why: the periphery contracts are the called side. Their dispatchers find a
 * selector by binary search over pivots; the Squire selectors fall on other sides of several
 * pivots (SwapRouter 4, NonfungiblePositionManager 5, QuoterV2 1), so the same four-byte patch
 * would leave the renamed callbacks unreachable. Without sources there is no honest rebuild of
 * them, so no v3 periphery bytecode is produced here.
 *
 * Neither is a compile of renamed sources: the patched pool keeps upstream's metadata hash, so
 * its init code hash is not the one of a Squire pool compiled from source.
 */
import fs from 'fs'
import path from 'path'
import { keccak256 } from 'js-sha3'
import { toSquireNames } from '../../../scripts/authoring/squireNames.mjs'
import type { AbiEntry } from './solc'
import { packageDir } from './sources'

export const V3_CORE = packageDir('@uniswap/v3-core')
export const V3_PERIPHERY = packageDir('@uniswap/v3-periphery')

/** The pool init code hash hard-coded in v3-periphery's PoolAddress library. */
export const UPSTREAM_POOL_INIT_CODE_HASH = 'e34f199b19b2b4f47f68442619d555527d244f78a3297ea89325f843f87b8b54'

/** The callbacks the pool calls by selector, in upstream's spelling. */
export const UPSTREAM_CALLBACKS = [
  'uniswapV3SwapCallback(int256,int256,bytes)',
  'uniswapV3MintCallback(uint256,uint256,bytes)',
  'uniswapV3FlashCallback(uint256,uint256,bytes)',
]

export interface Artifact {
  contractName: string
  abi: AbiEntry[]
  bytecode: string
}

const ARTIFACTS: Record<string, [string, string]> = {
  SquireV3Factory: [V3_CORE, 'artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json'],
  SquireV3Pool: [V3_CORE, 'artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json'],
  SwapRouter: [V3_PERIPHERY, 'artifacts/contracts/SwapRouter.sol/SwapRouter.json'],
  NonfungiblePositionManager: [V3_PERIPHERY, 'artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json'],
  QuoterV2: [V3_PERIPHERY, 'artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json'],
}
export type V3Contract = keyof typeof ARTIFACTS

function readArtifact(name: string): Artifact {
  const [dir, file] = ARTIFACTS[name]
  return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Artifact
}

export const selector = (signature: string): string => keccak256(signature).slice(0, 8)

/**
 * Replaces the operand of every PUSH4 equal to a key of `selectors` (walking the code by
 * instructions, so push data is never read as an opcode) and of every PUSH32 equal to a key of
 * `words`. Returns the patched hex and how many replacements were made.
 */
export function patchBytecode(hex: string, selectors: Record<string, string>, words: Record<string, string> = {}): { code: string; replaced: number } {
  const bytes = Buffer.from(hex.replace(/^0x/, ''), 'hex')
  let replaced = 0
  for (let pc = 0; pc < bytes.length; pc++) {
    const op = bytes[pc]
    if (op < 0x60 || op > 0x7f) continue
    const size = op - 0x5f
    const operand = bytes.subarray(pc + 1, pc + 1 + size).toString('hex')
    const to = size === 4 ? selectors[operand] : size === 32 ? words[operand] : undefined
    if (to) {
      Buffer.from(to, 'hex').copy(bytes, pc + 1)
      replaced++
    }
    pc += size
  }
  return { code: bytes.toString('hex'), replaced }
}

/** Upstream callback selector → Squire callback selector. */
export function callbackSelectors(): Record<string, string> {
  return Object.fromEntries(UPSTREAM_CALLBACKS.map((sig) => [selector(sig), selector(toSquireNames(sig))]))
}

export interface SquireV3 {
  /** ABI with the Squire names, by Squire contract name. */
  abi: (name: V3Contract) => AbiEntry[]
  /** Creation code (hex, no 0x) of the pool and the factory, calling the Squire callbacks. */
  bytecode: (name: 'SquireV3Pool' | 'SquireV3Factory') => string
  /** keccak256 of the upstream pool artifact's creation code (0x…). */
  upstreamPoolInitCodeHash: string
  /** How many callback selectors were replaced in the pool. */
  poolSelectorsReplaced: number
}

let built: SquireV3 | undefined

export function squireV3(): SquireV3 {
  if (built) return built
  const selectors = callbackSelectors()
  const upstreamPool = readArtifact('SquireV3Pool').bytecode.replace(/^0x/, '')
  const pool = patchBytecode(upstreamPool, selectors)
  if (pool.replaced === 0) throw new Error('the pool bytecode calls no upstream callback selector: the artifact changed')
  // The factory embeds the pool's creation code (it deploys pools with CREATE2): swap it whole.
  const factory = readArtifact('SquireV3Factory').bytecode.replace(/^0x/, '')
  if (!factory.includes(upstreamPool)) throw new Error('the factory no longer embeds the pool creation code')
  const codes = { SquireV3Pool: pool.code, SquireV3Factory: factory.replace(upstreamPool, pool.code) }
  const abis = new Map<string, AbiEntry[]>()
  built = {
    abi: (name) => {
      let abi = abis.get(name)
      if (!abi) {
        abi = JSON.parse(toSquireNames(JSON.stringify(readArtifact(name).abi))) as AbiEntry[]
        abis.set(name, abi)
      }
      return abi
    },
    bytecode: (name) => codes[name],
    upstreamPoolInitCodeHash: `0x${keccak256(Buffer.from(upstreamPool, 'hex'))}`,
    poolSelectorsReplaced: pool.replaced,
  }
  return built
}
