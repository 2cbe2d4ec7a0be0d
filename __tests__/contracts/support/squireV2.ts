/**
 * The Squire v2 contracts, built from the published sources: @uniswap/v2-core 1.0.1 (factory,
 * pair, LP token) and @uniswap/v2-periphery 1.1.0-beta.0 (Router02, the library, the test WETH9
 * and ERC-20 it ships), with the Squire names of scripts/authoring/squireNames.mjs applied to
 * every path and file, compiled with the compiler and settings of each package's own build.
 *
 * The same build without the renames reproduces each package's published bytecode (a test
 * compares them), which is what shows the settings are the release's.
 */
import fs from 'fs'
import path from 'path'
import { keccak256 } from 'js-sha3'
import { toSquireNames } from '../../../scripts/authoring/squireNames.mjs'
import { compileStandard, packageVersion, type CompiledContract, type StandardOutput } from './solc'
import { packageDir, readSourceTree, renameTree, toSolcSources, type SourceTree } from './sources'

export const V2_CORE = packageDir('@uniswap/v2-core')
export const V2_PERIPHERY = packageDir('@uniswap/v2-periphery')

/** The init code hash upstream's UniswapV2Library hard-codes for Uniswap's own pairs. */
export const UPSTREAM_PAIR_INIT_CODE_HASH = '96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'

interface BuildMetadata {
  compiler: { version: string }
  settings: { evmVersion: string; optimizer: { enabled: boolean; runs: number } }
}

/** Compiler settings as recorded in v2-core's build metadata of the pair. */
export function coreBuildSettings(): { version: string; evmVersion: string; optimizer: { enabled: boolean; runs: number } } {
  const artifact = JSON.parse(fs.readFileSync(path.join(V2_CORE, 'build/UniswapV2Pair.json'), 'utf8')) as { metadata: string }
  const metadata = JSON.parse(artifact.metadata) as BuildMetadata
  return { version: metadata.compiler.version.replace(/\+.*$/, ''), evmVersion: metadata.settings.evmVersion, optimizer: metadata.settings.optimizer }
}

/**
 * v2-periphery 1.1.0-beta.0 ships no build metadata: its package.json pins solc 0.6.6 and its
 * build used the core's optimizer settings. The reproduction test proves these produce the
 * published Router02 bytecode byte for byte.
 */
export function peripheryBuildSettings(): { version: string; evmVersion: string; optimizer: { enabled: boolean; runs: number } } {
  const pkg = JSON.parse(fs.readFileSync(path.join(V2_PERIPHERY, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }
  const core = coreBuildSettings()
  return { version: pkg.devDependencies.solc, evmVersion: core.evmVersion, optimizer: core.optimizer }
}

const CORE_ENTRIES = ['contracts/UniswapV2Factory.sol']
const PERIPHERY_ENTRIES = ['contracts/UniswapV2Router02.sol', 'contracts/test/WETH9.sol', 'contracts/test/ERC20.sol']

function compileTree(pkg: 'solc-0.5.16' | 'solc-0.6.6', tree: SourceTree, settings: { evmVersion: string; optimizer: { enabled: boolean; runs: number } }): StandardOutput {
  return compileStandard(pkg, {
    language: 'Solidity',
    sources: toSolcSources(tree),
    settings: {
      evmVersion: settings.evmVersion,
      optimizer: settings.optimizer,
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'], '': ['ast'] } },
    },
  })
}

function solcFor(version: string): 'solc-0.5.16' | 'solc-0.6.6' {
  const pkg = version === '0.5.16' ? 'solc-0.5.16' : version === '0.6.6' ? 'solc-0.6.6' : null
  if (!pkg || packageVersion(pkg) !== version) throw new Error(`no installed solc-js ${version} (add "solc-${version}": "npm:solc@${version}")`)
  return pkg
}

export interface V2Build {
  core: StandardOutput
  periphery: StandardOutput
  /** The (renamed) source files each build compiled, by source key. */
  sources: { core: Record<string, string>; periphery: Record<string, string> }
  /** keccak256 of the pair's creation code, 0x-prefixed. */
  pairInitCodeHash: string
}

/** The library's init code hash is the one of the pair this build compiles (not Uniswap's). */
function withPairHash(tree: SourceTree, hash: string): SourceTree {
  const key = 'contracts/libraries/SquireV2Library.sol'
  const source = tree.files[key]
  if (!source?.includes(UPSTREAM_PAIR_INIT_CODE_HASH)) throw new Error(`${key} no longer holds the upstream init code hash`)
  return { files: { ...tree.files, [key]: source.replace(UPSTREAM_PAIR_INIT_CODE_HASH, hash.replace(/^0x/, '')) } }
}

export function contract(output: StandardOutput, file: string, name: string): CompiledContract {
  const found = output.contracts?.[file]?.[name]
  if (!found) throw new Error(`the build has no ${file}:${name}`)
  return found
}

export const creationHash = (compiled: CompiledContract): string =>
  `0x${keccak256(Buffer.from(compiled.evm?.bytecode?.object ?? '', 'hex'))}`

/** Builds v2 core and periphery; `rename` false gives the unmodified upstream build. */
export function buildV2(rename = true): V2Build {
  const names = rename ? toSquireNames : (text: string) => text
  const coreSettings = coreBuildSettings()
  const coreTree = renameTree(readSourceTree(V2_CORE, CORE_ENTRIES), names)
  const core = compileTree(solcFor(coreSettings.version), coreTree, coreSettings)
  const pair = contract(core, names('contracts/UniswapV2Pair.sol'), names('UniswapV2Pair'))
  const pairInitCodeHash = creationHash(pair)
  const peripherySettings = peripheryBuildSettings()
  let peripheryTree = renameTree(readSourceTree(V2_PERIPHERY, PERIPHERY_ENTRIES), names)
  if (rename) peripheryTree = withPairHash(peripheryTree, pairInitCodeHash)
  const periphery = compileTree(solcFor(peripherySettings.version), peripheryTree, peripherySettings)
  return { core, periphery, pairInitCodeHash, sources: { core: coreTree.files, periphery: peripheryTree.files } }
}

let squire: V2Build | undefined
/** The Squire v2 build, once per test file. */
export function squireV2(): V2Build {
  squire ??= buildV2(true)
  return squire
}
