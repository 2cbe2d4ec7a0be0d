#!/usr/bin/env node
/**
 * Reproduces `deployments.v3PoolInitCode.hash` in content/data/deployments.json: keccak256 of the
 * creation bytecode of the v3 pool, compiled from the Uniswap v3-core 1.0.1 pool sources with the
 * Squire names, under the compiler settings of v3-core's own build.
 *
 * The npm package @uniswap/v3-core 1.0.1 ships only interfaces, libraries and compiled artifacts,
 * so the pool source comes from the Uniswap/v3-core repository at its 1.0.1 release commit
 * (ed88be38ab2032d82bf10ac6f8d03aa631889d48, "1.0.1"; tagged v1.0.1 upstream). Nothing of it is
 * kept in this project. It needs solc 0.7.6, which the site does not depend on either:
 *
 *   mkdir -p /tmp/poolhash && cd /tmp/poolhash && npm init -y >/dev/null
 *   npm install --no-save solc@0.7.6
 *   git clone https://github.com/Uniswap/v3-core /tmp/poolhash/v3-core
 *   git -C /tmp/poolhash/v3-core checkout ed88be38ab2032d82bf10ac6f8d03aa631889d48
 *   node <repo>/scripts/authoring/v3-pool-init-code-hash.mjs /tmp/poolhash /tmp/poolhash/v3-core
 *
 * Settings, as v3-core builds the pool: solc 0.7.6, optimizer on with 800 runs (hardhat.config.ts at
 * that commit), no metadata hash in the bytecode (`metadata.bytecodeHash: none`: the runtime code of
 * @uniswap/v3-core/artifacts/.../UniswapV3Pool.json ends in the CBOR map {solc: 0.7.6} alone).
 * Without a metadata hash, names and comments do not reach the bytecode: Squire's pool differs
 * from Uniswap's only where a rename changes a function selector (the three callbacks).
 *
 * It prints the hash of the unmodified upstream pool first: that must equal POOL_INIT_CODE_HASH in
 * v3-periphery's PoolAddress.sol (0xe34f…8b54), which shows the compile reproduces the published one.
 */
import fs from 'fs'
import path from 'path'
import { createRequire } from 'module'
import { toSquireNames } from './squireNames.mjs'

const [solcDir, sourceDir] = process.argv.slice(2)
if (!solcDir || !sourceDir) {
  console.error('usage: node scripts/authoring/v3-pool-init-code-hash.mjs <folder where solc@0.7.6 is installed> <Uniswap/v3-core checkout at 1.0.1>')
  process.exit(2)
}
const solc = createRequire(path.join(path.resolve(solcDir), 'package.json'))('solc')
const { keccak256 } = createRequire(import.meta.url)('js-sha3')
const root = path.resolve(sourceDir)

/** The pool and every file it imports, by path relative to the checkout (`contracts/…`). */
function poolSources() {
  const files = new Map()
  const visit = (file) => {
    if (files.has(file)) return
    const text = fs.readFileSync(path.join(root, file), 'utf8')
    files.set(file, text)
    for (const [, imported] of text.matchAll(/^import\s+['"]([^'"]+)['"];/gm)) {
      visit(path.posix.normalize(path.posix.join(path.posix.dirname(file), imported)))
    }
  }
  visit('contracts/UniswapV3Pool.sol')
  return files
}

function initCodeHash(rename) {
  const sources = {}
  for (const [file, text] of poolSources()) sources[rename(file)] = { content: rename(text) }
  const target = rename('contracts/UniswapV3Pool.sol')
  const name = rename('UniswapV3Pool')
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 800 },
      metadata: { bytecodeHash: 'none' },
      outputSelection: { [target]: { [name]: ['evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input)))
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  return `0x${keccak256(Buffer.from(output.contracts[target][name].evm.bytecode.object, 'hex'))}`
}

console.log(`solc ${solc.version()}`)
console.log(`upstream UniswapV3Pool  ${initCodeHash((s) => s)}`)
console.log(`SquireV3Pool            ${initCodeHash(toSquireNames)}`)
