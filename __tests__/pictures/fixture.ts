/** Fixture data for the picture tests: not the real token.json, so the tests do not move with it. */
import type { DataTree } from '../../src/data/lookup'

export const fixtureData: DataTree = {
  token: {
    symbol: 'TST',
    totalSupply: '1000',
    allocations: [
      { id: 'team', label: 'Team', amount: '400', percent: 40, cliffMonths: 12, vestingMonths: 24, vesting: 'cliff then linear' },
      { id: 'community', label: 'Community', amount: '350', percent: 35, cliffMonths: 0, vestingMonths: 12, vesting: 'linear' },
      { id: 'launch', label: 'Launch liquidity', amount: '250', percent: 25, cliffMonths: 0, vestingMonths: 0, vesting: 'at TGE' },
    ],
  },
}

export const fixtureNodes = Object.entries(fixtureData).map(([name, data]) => ({ name, data }))
