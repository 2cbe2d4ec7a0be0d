import { lookupData, parseColumns, formatValue, linkTarget, DataPathError } from '../../src/data/lookup'

const tree = {
  token: { symbol: 'SQR', totalSupply: '1000000000', allocations: [{ id: 'team', amount: '150000000' }] },
  deployments: { networks: [{ id: 'ethereum', chainId: 1 }, { id: 'sepolia', chainId: 11155111 }] },
}

describe('src/data/lookup', () => {
  it('reads dotted paths and picks list elements by field', () => {
    expect(lookupData(tree, 'token.symbol')).toBe('SQR')
    expect(lookupData(tree, 'deployments.networks[id=sepolia].chainId')).toBe(11155111)
    expect(lookupData(tree, 'token.allocations[id=team].amount')).toBe('150000000')
  })

  it('names the path when nothing is there', () => {
    expect(() => lookupData(tree, 'token.name')).toThrow(new DataPathError('token.name', 'has no "name"'))
    expect(() => lookupData(tree, 'deployments.networks[id=mars].chainId')).toThrow(/no element of "networks" has id=mars/)
    expect(() => lookupData(tree, 'nope.x')).toThrow(/"nope.x" has no "nope"/)
  })

  it('parses table columns and formats values', () => {
    expect(parseColumns('label:Allocation,amount:Amount (SQR):number,id')).toEqual([
      { key: 'label', header: 'Allocation', format: 'text' },
      { key: 'amount', header: 'Amount (SQR)', format: 'number' },
      { key: 'id', header: 'id', format: 'text' },
    ])
    expect(() => parseColumns('a:A:money')).toThrow(/unknown format "money"/)
    expect(formatValue('1000000000', 'number')).toBe('1,000,000,000')
    expect(formatValue(12.5, 'percent')).toBe('12.5%')
    expect(formatValue('2024-03-12', 'date')).toBe('March 12, 2024')
    expect(formatValue(undefined, 'text')).toBe('—')
  })

  it('accepts only https URLs for format="link", naming the path otherwise', () => {
    expect(linkTarget('https://claim.squire.exchange', 'links.claimingDapp')).toBe('https://claim.squire.exchange')
    expect(() => linkTarget('http://claim.squire.exchange', 'links.claimingDapp')).toThrow(/"links\.claimingDapp" is not an https URL/)
    expect(() => linkTarget(42, 'token.decimals')).toThrow(DataPathError)
  })
})
