/**
 * The reference pages checked against compiled contracts: one entry per page, naming the contract
 * (and the release it is built from) its signatures are compared with. A new reference page is one
 * entry here.
 */
import type { SignatureTarget } from './support/abiCheck'
import { MIGRATOR_PAGE, TOKEN_PAGE, libraryFunctions, migratorAbi, tokenInterfaceAbi } from './support/otherContracts'
import type { AbiEntry } from './support/solc'
import { contract, squireV2 } from './support/squireV2'
import { squireV3 } from './support/squireV3'

export interface ReferencePage {
  page: string
  /** The contract and release, as messages and the page's `verified:` line name it. */
  label: string
  target: () => Omit<SignatureTarget, 'label'>
}

const V2 = 'content/docs/contracts/v2/reference/smart-contracts'
const V3 = 'content/docs/contracts/v3/reference'
const CORE = 'v2-core 1.0.1'
const PERIPHERY = 'v2-periphery 1.1.0-beta.0'

const coreAbi = (name: string): AbiEntry[] => contract(squireV2().core, `contracts/${name}.sol`, name).abi
const named = (abi: AbiEntry[]): string[] => abi.filter((e) => e.name).map((e) => `${e.type} ${e.name}`)

/** The line a checked reference page shows under its title (its `verified:` front matter). */
export const verifiedLine = (reference: ReferencePage): string => `Signatures checked against ${reference.label}`

export const REFERENCE_PAGES: ReferencePage[] = [
  { page: `${V2}/factory.mdx`, label: `SquireV2Factory, ${CORE}`, target: () => ({ abi: coreAbi('SquireV2Factory'), containers: ['ISquireV2Factory'] }) },
  {
    page: `${V2}/pair.mdx`,
    // The LP-token functions and events are the Pair ERC-20 page's.
    label: `SquireV2Pair, ${CORE}`, target: () => ({ abi: coreAbi('SquireV2Pair'), documentedElsewhere: named(coreAbi('SquireV2ERC20')), containers: ['ISquireV2Pair'] }),
  },
  { page: `${V2}/Pair-ERC-20.mdx`, label: `SquireV2ERC20, ${CORE}`, target: () => ({ abi: coreAbi('SquireV2ERC20'), containers: ['ISquireV2ERC20'] }) },
  {
    page: `${V2}/router-02.mdx`,
    label: `SquireV2Router02, ${PERIPHERY}`, target: () => ({ abi: contract(squireV2().periphery, 'contracts/SquireV2Router02.sol', 'SquireV2Router02').abi, containers: ['ISquireV2Router02'] }),
  },
  {
    page: `${V2}/library.mdx`,
    label: `SquireV2Library, ${PERIPHERY}`, target: () => ({ abi: libraryFunctions(squireV2().periphery, 'contracts/libraries/SquireV2Library.sol', 'SquireV2Library'), internal: true }),
  },
  { page: `${V3}/factory.mdx`, label: 'SquireV3Factory, v3-core 1.0.1', target: () => ({ abi: squireV3().abi('SquireV3Factory'), containers: ['ISquireV3Factory'] }) },
  { page: `${V3}/pool.mdx`, label: 'SquireV3Pool, v3-core 1.0.1', target: () => ({ abi: squireV3().abi('SquireV3Pool'), containers: ['ISquireV3Pool'] }) },
  { page: `${V3}/swap-router.mdx`, label: 'SwapRouter, v3-periphery 1.4.4', target: () => ({ abi: squireV3().abi('SwapRouter'), containers: ['ISquireV3SwapRouter'] }) },
  {
    page: `${V3}/nonfungible-position-manager.mdx`,
    label: 'NonfungiblePositionManager, v3-periphery 1.4.4', target: () => ({ abi: squireV3().abi('NonfungiblePositionManager'), containers: ['ISquireV3PositionManager'] }),
  },
  { page: `${V3}/quoter-v2.mdx`, label: 'QuoterV2, v3-periphery 1.4.4', target: () => ({ abi: squireV3().abi('QuoterV2'), containers: ['ISquireV3QuoterV2'] }) },
  { page: MIGRATOR_PAGE, label: 'SquireTokenMigrator, the source on this page compiled with OpenZeppelin Contracts 5.0.2', target: () => ({ abi: migratorAbi(), containers: ['ISquireTokenMigrator'] }) },
  { page: TOKEN_PAGE, label: 'the ISquireToken interface this page publishes', target: () => ({ abi: tokenInterfaceAbi(), containers: ['ISquireToken'] }) },
]
