/** Shape of content/data/deployments.json, shared by the page components and the Markdown export. */
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
