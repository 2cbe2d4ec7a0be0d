#!/usr/bin/env node
/**
 * Reproduces `deployments.v2PairInitCode.hash` in content/data/deployments.json: keccak256 of the
 * creation bytecode of the v2 pair, compiled from the published Uniswap v2-core 1.0.1 sources with
 * the Squire names, under the compiler settings recorded in v2-core's own build metadata.
 *
 * It needs two packages that the site does not depend on; install them outside the project:
 *
 *   mkdir -p /tmp/pairhash && cd /tmp/pairhash && npm init -y >/dev/null
 *   npm install --no-save solc@0.5.16 @uniswap/v2-core@1.0.1
 *   node <repo>/scripts/authoring/v2-pair-init-code-hash.mjs /tmp/pairhash
 *
 * It prints the hash of the unmodified upstream pair first: that must equal the hash hard-coded in
 * Uniswap's v2-periphery library (…845f), which shows the compile reproduces the published one.
 */
import fs from 'fs'
import path from 'path'
import { createRequire } from 'module'
import { toSquireNames } from './squireNames.mjs'

const dir = process.argv[2]
if (!dir) {
  console.error('usage: node scripts/authoring/v2-pair-init-code-hash.mjs <folder where solc@0.5.16 and @uniswap/v2-core@1.0.1 are installed>')
  process.exit(2)
}
const requireFrom = createRequire(path.join(path.resolve(dir), 'package.json'))
const solc = requireFrom('solc')
const { keccak256 } = createRequire(import.meta.url)('js-sha3')
// Looked up in the folder named on the command line, not in the project's node_modules.
const contracts = path.join(path.resolve(dir), 'node_modules', '@uniswap', 'v2-core', 'contracts')

const FILES = [
  'UniswapV2ERC20.sol',
  'UniswapV2Pair.sol',
  'interfaces/IERC20.sol',
  'interfaces/IUniswapV2Callee.sol',
  'interfaces/IUniswapV2ERC20.sol',
  'interfaces/IUniswapV2Factory.sol',
  'interfaces/IUniswapV2Pair.sol',
  'libraries/Math.sol',
  'libraries/SafeMath.sol',
  'libraries/UQ112x112.sol',
]

function initCodeHash(rename) {
  const sources = {}
  for (const file of FILES) sources[rename(`contracts/${file}`)] = { content: rename(fs.readFileSync(path.join(contracts, file), 'utf8')) }
  const target = rename('contracts/UniswapV2Pair.sol')
  const name = rename('UniswapV2Pair')
  const input = {
    language: 'Solidity',
    sources,
    // As in the metadata of @uniswap/v2-core/build/UniswapV2Pair.json.
    settings: { evmVersion: 'istanbul', optimizer: { enabled: true, runs: 999999 }, outputSelection: { [target]: { [name]: ['evm.bytecode.object'] } } },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input)))
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  return `0x${keccak256(Buffer.from(output.contracts[target][name].evm.bytecode.object, 'hex'))}`
}

console.log(`solc ${solc.version()}`)
console.log(`upstream UniswapV2Pair  ${initCodeHash((s) => s)}`)
console.log(`SquireV2Pair            ${initCodeHash(toSquireNames)}`)
