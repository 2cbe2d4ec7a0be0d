/**
 * content/data/deployments.json: its shape and the lookups the data components need. One place
 * for the page components, the Markdown export and the search index.
 */
import { lookupData, type DataTree } from './lookup'

export interface Network {
  id: string
  name: string
  chainId: number
  explorer: string
  addresses: Record<string, string>
}

export interface ContractInfo {
  key: string
  name: string
  version: string
  description?: string
}


/** A contract's address on one network, with the network it belongs to. */
export interface ResolvedAddress {
  address: string
  network: Network
  /** The address page on the network's block explorer. */
  explorerUrl: string
}

export function explorerAddressUrl(network: Network, address: string): string {
  return `${network.explorer}/address/${address}`
}

/** `<Address network contract>`: throws naming the file when the network has no such contract. */
export function resolveAddress(data: DataTree, networkId: string, contract: string): ResolvedAddress {
  const network = lookupData(data, `deployments.networks[id=${networkId}]`) as Network
  const address = network.addresses[contract]
  if (!address) throw new Error(`content/data/deployments.json: network "${networkId}" has no contract "${contract}"`)
  return { address, network, explorerUrl: explorerAddressUrl(network, address) }
}

export interface NetworkDeployments {
  network: Network
  contracts: Array<{ contract: ContractInfo; address: string }>
}

/** `<DeploymentsTable version>`: per network, the contracts of that version deployed there. */
export function deploymentsOfVersion(data: DataTree, version: string): NetworkDeployments[] {
  const contracts = (lookupData(data, 'deployments.contracts') as ContractInfo[]).filter((c) => c.version === version)
  if (!contracts.length) throw new Error(`content/data/deployments.json: no contracts of version "${version}"`)
  return (lookupData(data, 'deployments.networks') as Network[])
    .map((network) => ({
      network,
      contracts: contracts.filter((c) => network.addresses[c.key]).map((contract) => ({ contract, address: network.addresses[contract.key] })),
    }))
    .filter((entry) => entry.contracts.length > 0)
}

/** `<DataTable path>`: the list at that path; throws when it is not a list. */
export function dataTableRows(data: DataTree, path: string): Array<Record<string, unknown>> {
  const rows = lookupData(data, path)
  if (!Array.isArray(rows)) throw new Error(`content/data: "${path}" is not a list, so it cannot be a table`)
  return rows as Array<Record<string, unknown>>
}
