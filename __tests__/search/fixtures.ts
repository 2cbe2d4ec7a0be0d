import type { SearchIndexFile, SearchRecord } from '../../src/search/types'

export function record(partial: Partial<SearchRecord> & Pick<SearchRecord, 'url'>): SearchRecord {
  return {
    id: partial.url,
    level: 'lvl1',
    lvl0: 'Concepts',
    lvl1: 'Page',
    lvl2: null,
    lvl3: null,
    text: '',
    ...partial,
  }
}

export const FIXTURE_INDEX: SearchIndexFile = {
  version: 1,
  records: [
    record({
      url: '/concepts/glossary',
      lvl1: 'Glossary',
      text: 'Terms used across the docs. The router is mentioned here in passing, router router router, and swaps too.',
    }),
    record({ url: '/contracts/v2/router-02', lvl0: 'V2 Protocol', lvl1: 'Router v2', text: 'The periphery contract for swaps.' }),
    record({
      url: '/contracts/v2/router-02#swap-functions',
      level: 'lvl2',
      lvl0: 'V2 Protocol',
      lvl1: 'Router v2',
      lvl2: 'Swap functions',
      text: 'swapExactTokensForTokens swaps an exact amount of input tokens along a path.',
    }),
    record({
      url: '/concepts/liquidity#impermanent-loss',
      level: 'lvl3',
      lvl1: 'Liquidity',
      lvl2: 'Risks',
      lvl3: 'Impermanent loss',
      text: 'When prices move, liquidity providers hold less of the token that rose. <script>alert(1)</script> & friends.',
    }),
    record({ url: '/blog/gas', lvl0: 'Blog', lvl1: 'Intro to gas optimization', text: 'Storage writes dominate gas costs; pack your structs.' }),
  ],
}
