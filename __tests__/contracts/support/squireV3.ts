/**
 * The Squire v3 contracts from the npm artifacts of @uniswap/v3-core 1.0.1 and
 * @uniswap/v3-periphery 1.4.4 (those packages ship ABIs and bytecode, not the pool, factory or
 * router sources). The Squire names of scripts/authoring/squireNames.mjs are applied to every ABI.
 *
 * Bytecode, for the in-process fixture:
 * - Pool (and the copy of its creation code the factory embeds): every `PUSH4` of an upstream
 *   callback selector becomes a `PUSH4` of the Squire one, so the pool calls `squireV3SwapCallback`
 *   and the others. On the calling side a selector is only a value.
 * - SwapRouter, NonfungiblePositionManager, QuoterV2 are the called side. Their dispatchers find a
 *   selector by binary search over pivots, and the Squire selectors fall on other sides of some
 *   pivots, so a four-byte patch of the match would be unreachable. Instead, the dispatcher's
 *   "no function matched" block (`JUMPDEST PUSH1 0 DUP1 REVERT`) becomes a jump to the callback's
 *   entry (`JUMPDEST PUSH2 entry JUMP`, the same five bytes): the Squire callback selector, which
 *   matches nothing, runs the callback. So does any other unknown selector (the callback then
 *   reverts, since only a genuine pool passes its check), and the upstream name still works. The
 *   `PUSH32` of the pool init code hash (PoolAddress.POOL_INIT_CODE_HASH) becomes the hash of the
 *   patched pool, so the periphery finds and trusts the pools the patched factory deploys.
 *
 * None of this is a compile of renamed sources: the patched pool keeps upstream's metadata hash,
 * so its init code hash is not the one of a Squire pool compiled from source.
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

const NO_MATCH = '5b600080fd'

/**
 * In runtime code `runtime` (hex), makes the dispatcher's no-match block jump to the entry of the
 * function whose selector is `upstreamSelector`. Throws when the dispatcher is not of the shape
 * this expects (`DUP1 PUSH4 sel EQ PUSH2 entry JUMPI` … `PUSH2 noMatch JUMP`).
 */
export function routeUnmatchedTo(runtime: string, upstreamSelector: string): { code: string; entry: number; noMatch: number } {
  const bytes = Buffer.from(runtime, 'hex')
  for (let pc = 0; pc < bytes.length; pc++) {
    const op = bytes[pc]
    const isMatch = op === 0x63 && bytes.subarray(pc + 1, pc + 5).toString('hex') === upstreamSelector && bytes[pc + 5] === 0x14 && bytes[pc + 6] === 0x61 && bytes[pc + 9] === 0x57
    if (isMatch) {
      const entry = bytes.readUInt16BE(pc + 7)
      // The bucket's last instruction pair: PUSH2 noMatch JUMP.
      for (let q = pc + 10; q < pc + 400 && q < bytes.length; ) {
        if (bytes[q] === 0x61 && bytes[q + 3] === 0x56) {
          const noMatch = bytes.readUInt16BE(q + 1)
          if (bytes.subarray(noMatch, noMatch + 5).toString('hex') !== NO_MATCH) throw new Error(`the no-match block at ${noMatch} is not JUMPDEST PUSH1 0 DUP1 REVERT`)
          Buffer.from(`5b61${entry.toString(16).padStart(4, '0')}56`, 'hex').copy(bytes, noMatch)
          return { code: bytes.toString('hex'), entry, noMatch }
        }
        const o = bytes[q]
        q += o >= 0x60 && o <= 0x7f ? o - 0x5e : 1
      }
      throw new Error('no PUSH2 … JUMP after the selector match')
    }
    if (op >= 0x60 && op <= 0x7f) pc += op - 0x5f
  }
  throw new Error(`no dispatcher match for selector ${upstreamSelector}`)
}

/** The callback each periphery contract implements, in upstream's spelling. */
const PERIPHERY_CALLBACKS: Record<'SwapRouter' | 'NonfungiblePositionManager' | 'QuoterV2', string> = {
  SwapRouter: 'uniswapV3SwapCallback(int256,int256,bytes)',
  NonfungiblePositionManager: 'uniswapV3MintCallback(uint256,uint256,bytes)',
  QuoterV2: 'uniswapV3SwapCallback(int256,int256,bytes)',
}

export interface SquireV3 {
  /** ABI with the Squire names, by Squire contract name. */
  abi: (name: V3Contract) => AbiEntry[]
  /** Creation code (hex, no 0x) for the fixture, patched as described above. */
  bytecode: (name: V3Contract) => string
  /** keccak256 of the upstream pool artifact's creation code (0x…). */
  upstreamPoolInitCodeHash: string
  /** keccak256 of the patched pool's creation code (0x…), what the patched periphery computes with. */
  poolInitCodeHash: string
}

let built: SquireV3 | undefined

interface FullArtifact extends Artifact {
  deployedBytecode: string
}

export function squireV3(): SquireV3 {
  if (built) return built
  const selectors = callbackSelectors()
  const upstreamPool = readArtifact('SquireV3Pool').bytecode.replace(/^0x/, '')
  const pool = patchBytecode(upstreamPool, selectors)
  if (pool.replaced === 0) throw new Error('the pool bytecode calls no upstream callback selector: the artifact changed')
  const poolHash = keccak256(Buffer.from(pool.code, 'hex'))
  // The factory embeds the pool's creation code (it deploys pools with CREATE2): swap it whole.
  const factory = readArtifact('SquireV3Factory').bytecode.replace(/^0x/, '')
  if (!factory.includes(upstreamPool)) throw new Error('the factory no longer embeds the pool creation code')
  const codes: Record<string, string> = { SquireV3Pool: pool.code, SquireV3Factory: factory.replace(upstreamPool, pool.code) }
  for (const [name, callback] of Object.entries(PERIPHERY_CALLBACKS)) {
    const artifact = readArtifact(name) as FullArtifact
    const creation = artifact.bytecode.replace(/^0x/, '')
    const runtime = artifact.deployedBytecode.replace(/^0x/, '')
    if (!creation.includes(runtime)) throw new Error(`${name}: the creation code does not hold the runtime code`)
    const routed = creation.replace(runtime, routeUnmatchedTo(runtime, selector(callback)).code)
    const hashed = patchBytecode(routed, {}, { [UPSTREAM_POOL_INIT_CODE_HASH]: poolHash })
    if (hashed.replaced !== 1) throw new Error(`${name}: expected one PUSH32 of the pool init code hash, found ${hashed.replaced}`)
    codes[name] = hashed.code
  }
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
    poolInitCodeHash: `0x${poolHash}`,
  }
  return built
}
