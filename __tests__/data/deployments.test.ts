import { resolveAddress, deploymentsOfVersion, dataTableRows } from '../../src/data/deployments'

const data = {
  deployments: {
    contracts: [
      { key: 'v2Factory', name: 'SquireV2Factory', version: 'v2' },
      { key: 'v3Factory', name: 'SquireV3Factory', version: 'v3' },
    ],
    networks: [
      { id: 'ethereum', name: 'Ethereum', chainId: 1, explorer: 'https://etherscan.io', addresses: { v2Factory: '0xA', v3Factory: '0xB' } },
      { id: 'sepolia', name: 'Sepolia', chainId: 11155111, explorer: 'https://sepolia.etherscan.io', addresses: { v3Factory: '0xC' } },
    ],
  },
  token: { allocations: [{ id: 'a' }], symbol: 'SQR' },
}

describe('src/data/deployments', () => {
  it('resolves an address with its explorer page', () => {
    expect(resolveAddress(data, 'sepolia', 'v3Factory')).toMatchObject({ address: '0xC', explorerUrl: 'https://sepolia.etherscan.io/address/0xC' })
    expect(() => resolveAddress(data, 'sepolia', 'v2Factory')).toThrow('content/data/deployments.json: network "sepolia" has no contract "v2Factory"')
  })

  it('lists the networks that carry contracts of a version', () => {
    expect(deploymentsOfVersion(data, 'v2').map((d) => [d.network.id, d.contracts.map((c) => c.address)])).toEqual([['ethereum', ['0xA']]])
    expect(deploymentsOfVersion(data, 'v3').map((d) => d.network.id)).toEqual(['ethereum', 'sepolia'])
    expect(() => deploymentsOfVersion(data, 'v9')).toThrow('no contracts of version "v9"')
  })

  it('reads table rows only from lists', () => {
    expect(dataTableRows(data, 'token.allocations')).toEqual([{ id: 'a' }])
    expect(() => dataTableRows(data, 'token.symbol')).toThrow('"token.symbol" is not a list')
  })
})
