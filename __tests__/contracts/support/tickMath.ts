/**
 * `TickMath.getSqrtRatioAtTick` of @uniswap/v3-core 1.0.1, run on the chain: the library source the
 * package ships (its pragma needs a compiler below 0.8, so solc 0.7.6, v3-core's own) behind a
 * one-function probe, compiled once and cached like every other compile.
 */
import fs from 'fs'
import path from 'path'
import type { InterfaceAbi } from 'ethers'
import type { Chain, Deployed } from './evm'
import { compileStandard } from './solc'
import { V3_CORE } from './squireV3'

const LIBRARY = '@uniswap/v3-core/contracts/libraries/TickMath.sol'
const PROBE = `// SPDX-License-Identifier: GPL-2.0-or-later
pragma solidity =0.7.6;
import '${LIBRARY}';
contract TickMathProbe {
    function sqrtRatioAtTick(int24 tick) external pure returns (uint160) {
        return TickMath.getSqrtRatioAtTick(tick);
    }
}
`

const probes = new WeakMap<Chain, Promise<Deployed>>()

function deployProbe(chain: Chain, from: string): Promise<Deployed> {
  const output = compileStandard('solc-0.7.6', {
    language: 'Solidity',
    sources: {
      'TickMathProbe.sol': { content: PROBE },
      [LIBRARY]: { content: fs.readFileSync(path.join(V3_CORE, 'contracts/libraries/TickMath.sol'), 'utf8') },
    },
    settings: { optimizer: { enabled: true, runs: 800 }, outputSelection: { 'TickMathProbe.sol': { TickMathProbe: ['abi', 'evm.bytecode.object'] } } },
  })
  const probe = output.contracts?.['TickMathProbe.sol']?.TickMathProbe
  if (!probe) throw new Error('the TickMath probe did not compile')
  return chain.deploy(from, probe.abi as unknown as InterfaceAbi, probe.evm?.bytecode?.object ?? '')
}

/** √(1.0001^tick) · 2^96 as v3-core computes it (rounded up). */
export async function sqrtRatioAtTick(chain: Chain, from: string, tick: number): Promise<bigint> {
  let probe = probes.get(chain)
  if (!probe) {
    probe = deployProbe(chain, from)
    probes.set(chain, probe)
  }
  return (await (await probe).call('sqrtRatioAtTick', [tick]))[0] as bigint
}
