/**
 * Deployed Squire contracts on an in-process chain, for running guide samples: the v2 fixture
 * (factory, WETH9, Router02, two test ERC-20s and their pair with liquidity) and the v3 fixture
 * (factory, a pool with full-range liquidity, SwapRouter, NonfungiblePositionManager, QuoterV2,
 * from the patched artifacts of support/squireV3.ts).
 */
import type { InterfaceAbi } from 'ethers'
import { Chain, type Deployed } from './evm'
import type { CompiledContract } from './solc'
import { contract, squireV2 } from './squireV2'
import { squireV3, type V3Contract } from './squireV3'

const abiOf = (c: CompiledContract): InterfaceAbi => c.abi as unknown as InterfaceAbi
const codeOf = (c: CompiledContract): string => c.evm?.bytecode?.object ?? ''

export interface V2Fixture {
  chain: Chain
  deployer: string
  factory: Deployed
  router: Deployed
  weth: Deployed
  /** The pair's tokens: token0 sorts first. */
  token0: Deployed
  token1: Deployed
  pair: Deployed
  /** Deploys a test ERC-20 with `supply` minted to the deployer. */
  token: (supply: bigint) => Promise<Deployed>
}

const MAX = 2n ** 256n - 1n

/** A v2 deployment whose pair holds `reserve0` of token0 and `reserve1` of token1 (raw units). */
export async function v2Fixture(reserve0: bigint, reserve1: bigint): Promise<V2Fixture> {
  const chain = await Chain.create()
  const deployer = await chain.account('deployer')
  const { core, periphery } = squireV2()
  const factoryC = contract(core, 'contracts/SquireV2Factory.sol', 'SquireV2Factory')
  const factory = await chain.deploy(deployer, abiOf(factoryC), codeOf(factoryC), [deployer])
  const wethC = contract(periphery, 'contracts/test/WETH9.sol', 'WETH9')
  const weth = await chain.deploy(deployer, abiOf(wethC), codeOf(wethC))
  const routerC = contract(periphery, 'contracts/SquireV2Router02.sol', 'SquireV2Router02')
  const router = await chain.deploy(deployer, abiOf(routerC), codeOf(routerC), [factory.address, weth.address])
  const erc20 = contract(periphery, 'contracts/test/ERC20.sol', 'ERC20')
  const token = (supply: bigint) => chain.deploy(deployer, abiOf(erc20), codeOf(erc20), [supply])
  const a = await token(10n ** 40n)
  const b = await token(10n ** 40n)
  const [token0, token1] = BigInt(a.address) < BigInt(b.address) ? [a, b] : [b, a]
  for (const t of [token0, token1]) await t.send(deployer, 'approve', [router.address, MAX])
  await router.send(deployer, 'addLiquidity', [token0.address, token1.address, reserve0, reserve1, 0n, 0n, deployer, chain.timestamp + 3600n])
  const pairAddress = String((await factory.call('getPair', [token0.address, token1.address]))[0])
  const pair = chain.at(pairAddress, abiOf(contract(core, 'contracts/SquireV2Pair.sol', 'SquireV2Pair')))
  return { chain, deployer, factory, router, weth, token0, token1, pair, token }
}

/** The Squire v3 contracts deployed on a fresh chain, with helpers to add tokens, pools and positions. */
export interface V3Deployment {
  chain: Chain
  deployer: string
  factory: Deployed
  weth: Deployed
  router: Deployed
  positions: Deployed
  quoter: Deployed
  /**
   * Deploys `count` test ERC-20s (10^40 raw units each to the deployer, approved for the router
   * and the position manager), sorted by address.
   */
  tokens: (count: number) => Promise<Deployed[]>
  /** Creates the pool of two tokens and `fee` through the position manager, initialised at `sqrtPriceX96`. */
  pool: (tokenA: Deployed, tokenB: Deployed, fee: number, sqrtPriceX96?: bigint) => Promise<Deployed>
  /** The deployer mints a position through the position manager; returns its token id and liquidity. */
  mint: (position: PositionSpec) => Promise<{ tokenId: bigint; liquidity: bigint; amount0: bigint; amount1: bigint }>
}

export interface PositionSpec {
  token0: Deployed
  token1: Deployed
  fee: number
  tickLower: number
  tickUpper: number
  amount0: bigint
  amount1: bigint
}

const v3Abi = (name: V3Contract): InterfaceAbi => squireV3().abi(name) as unknown as InterfaceAbi

/** Price 1: sqrtPriceX96 = 2^96. */
export const PRICE_ONE = 2n ** 96n

export async function v3Deployment(): Promise<V3Deployment> {
  const chain = await Chain.create()
  const deployer = await chain.account('deployer')
  const v3 = squireV3()
  const { periphery } = squireV2()
  const wethC = contract(periphery, 'contracts/test/WETH9.sol', 'WETH9')
  const weth = await chain.deploy(deployer, abiOf(wethC), codeOf(wethC))
  const factory = await chain.deploy(deployer, v3Abi('SquireV3Factory'), v3.bytecode('SquireV3Factory'))
  const router = await chain.deploy(deployer, v3Abi('SwapRouter'), v3.bytecode('SwapRouter'), [factory.address, weth.address])
  // A placeholder token descriptor: tokenURI is not exercised.
  const positions = await chain.deploy(deployer, v3Abi('NonfungiblePositionManager'), v3.bytecode('NonfungiblePositionManager'), [factory.address, weth.address, deployer])
  const quoter = await chain.deploy(deployer, v3Abi('QuoterV2'), v3.bytecode('QuoterV2'), [factory.address, weth.address])
  const erc20 = contract(periphery, 'contracts/test/ERC20.sol', 'ERC20')
  const tokens = async (count: number): Promise<Deployed[]> => {
    const made: Deployed[] = []
    for (let i = 0; i < count; i++) {
      const t = await chain.deploy(deployer, abiOf(erc20), codeOf(erc20), [10n ** 40n])
      await t.send(deployer, 'approve', [positions.address, MAX])
      await t.send(deployer, 'approve', [router.address, MAX])
      made.push(t)
    }
    return made.sort((a, b) => (BigInt(a.address) < BigInt(b.address) ? -1 : 1))
  }
  const pool = async (tokenA: Deployed, tokenB: Deployed, fee: number, sqrtPriceX96 = PRICE_ONE): Promise<Deployed> => {
    const [t0, t1] = BigInt(tokenA.address) < BigInt(tokenB.address) ? [tokenA, tokenB] : [tokenB, tokenA]
    await positions.send(deployer, 'createAndInitializePoolIfNecessary', [t0.address, t1.address, fee, sqrtPriceX96])
    return chain.at(String((await factory.call('getPool', [t0.address, t1.address, fee]))[0]), v3Abi('SquireV3Pool'))
  }
  const mint = async (p: PositionSpec) => {
    const [tokenId, liquidity, amount0, amount1] = (await positions.send(deployer, 'mint', [
      { token0: p.token0.address, token1: p.token1.address, fee: p.fee, tickLower: p.tickLower, tickUpper: p.tickUpper, amount0Desired: p.amount0, amount1Desired: p.amount1, amount0Min: 0n, amount1Min: 0n, recipient: deployer, deadline: chain.timestamp + 3600n },
    ])) as unknown as bigint[]
    return { tokenId, liquidity, amount0, amount1 }
  }
  return { chain, deployer, factory, weth, router, positions, quoter, tokens, pool, mint }
}

export interface V3Fixture extends Omit<V3Deployment, 'tokens' | 'pool' | 'mint'> {
  token0: Deployed
  token1: Deployed
  pool: Deployed
  fee: number
}

/**
 * A v3 deployment with one pool of `fee` at price 1 (sqrtPriceX96 = 2^96) and `amount` of each
 * token deposited over the full tick range through the position manager.
 */
export async function v3Fixture(fee = 3000, amount = 10n ** 24n): Promise<V3Fixture> {
  const d = await v3Deployment()
  const [token0, token1] = await d.tokens(2)
  const pool = await d.pool(token0, token1, fee)
  const spacing = Number((await d.factory.call('feeAmountTickSpacing', [fee]))[0])
  const maxTick = Math.floor(887272 / spacing) * spacing
  await d.mint({ token0, token1, fee, tickLower: -maxTick, tickUpper: maxTick, amount0: amount, amount1: amount })
  const { chain, deployer, factory, weth, router, positions, quoter } = d
  return { chain, deployer, factory, weth, router, positions, quoter, token0, token1, pool, fee }
}
