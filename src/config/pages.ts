import type { SquireConfigInput } from './schema'

/** Doc links of the home page and the 404 page, by doc id; an unknown id fails the build. */
export const pages: SquireConfigInput['pages'] = {
  home: {
    getStartedDocId: 'overview',
    cards: [
      { docId: 'concepts/overview', title: 'Concepts', text: 'How constant-product pools price trades, earn fees and report prices.' },
      { docId: 'contracts/v3/overview', title: 'Contracts', text: 'Reference for the v2 and v3 contracts, the SQR token and Punk Knights.' },
      { docId: 'sdk/v3/overview', title: 'SDKs', text: 'TypeScript packages to quote trades and build transactions.' },
      { docId: 'apis/overview', title: 'APIs', text: 'Query pools, swaps and positions from the public data API.' },
      { docId: 'claiming/overview', title: 'Claiming dApp', text: 'Migrate legacy SQR to the new token, safely and step by step.' },
    ],
  },
  notFound: { docId: 'overview', label: 'documentation overview' },
}
