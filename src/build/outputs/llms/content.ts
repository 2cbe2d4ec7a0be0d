/** Words of llms.txt that are about Squire rather than about the format. */
export const LLMS_SUMMARY =
  'Squire is a decentralised token exchange: a constant-product AMM in the Uniswap v2 family, with v3 contracts. ' +
  'These docs cover its concepts, the smart contracts (v2, v3, the SQR token, the token-claiming dApp, Punk Knights), ' +
  'the TypeScript SDKs and the data API.'

export const LLMS_DETAILS =
  'Every page is also available as Markdown at its URL plus `.md`; contract addresses and token figures in it are the ' +
  'values from the project data files. /llms-full.txt holds all docs in one file.'

/** Section headings for the sidebars, as the navbar names them. */
export const SECTION_TITLES: Record<string, string> = { concepts: 'Concepts', contracts: 'Contracts', sdk: 'SDKs', api: 'APIs' }
