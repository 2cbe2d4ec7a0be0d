import * as React from 'react'
import { useSiteData } from '../../../data/useSiteData'
import { lookupData, parseColumns, formatValue, type ColumnFormat } from '../../../data/lookup'
import type { ContractInfo, Network } from '../../../data/deployments'
import * as styles from './styles.module.css'

/** `<Data path="token.symbol" format="number" />`: one value from content/data. */
export function Data({ path, format }: { path: string; format?: ColumnFormat }) {
  const value = lookupData(useSiteData(), path)
  return <>{formatValue(value, format ?? 'text')}</>
}


function AddressLink({ address, explorer }: { address: string; explorer: string }) {
  return (
    <a href={`${explorer}/address/${address}`} className={styles.address} rel="noopener noreferrer" target="_blank">
      <code>{address}</code>
    </a>
  )
}

/** `<Address network="ethereum" contract="sqrToken" />`: a deployed address, linked to the explorer. */
export function Address({ network, contract }: { network: string; contract: string }) {
  const net = lookupData(useSiteData(), `deployments.networks[id=${network}]`) as Network
  const address = net.addresses[contract]
  if (!address) throw new Error(`content/data/deployments.json: network "${network}" has no contract "${contract}"`)
  return <AddressLink address={address} explorer={net.explorer} />
}

/** `<DeploymentsTable version="v3" />`: one table per network with that version's contracts. */
export function DeploymentsTable({ version }: { version: string }) {
  const data = useSiteData()
  const contracts = (lookupData(data, 'deployments.contracts') as ContractInfo[]).filter((c) => c.version === version)
  if (!contracts.length) throw new Error(`content/data/deployments.json: no contracts of version "${version}"`)
  const networks = (lookupData(data, 'deployments.networks') as Network[]).filter((n) =>
    contracts.some((c) => n.addresses[c.key]),
  )
  return (
    <div className={styles.deployments}>
      {networks.map((network) => (
        <div key={network.id} className={styles.tableWrap}>
          <table>
            <caption>
              {network.name} (chain ID {network.chainId})
            </caption>
            <thead>
              <tr>
                <th scope="col">Contract</th>
                <th scope="col">Address</th>
              </tr>
            </thead>
            <tbody>
              {contracts
                .filter((c) => network.addresses[c.key])
                .map((c) => (
                  <tr key={c.key}>
                    <td>{c.name}</td>
                    <td>
                      <AddressLink address={network.addresses[c.key]} explorer={network.explorer} />
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  )
}

/** `<DataTable path="token.allocations" columns="label:Allocation,amount:Amount:number" />`. */
export function DataTable({ path, columns, caption }: { path: string; columns: string; caption?: string }) {
  const rows = lookupData(useSiteData(), path)
  if (!Array.isArray(rows)) throw new Error(`content/data: "${path}" is not a list, so it cannot be a table`)
  const cols = parseColumns(columns)
  return (
    <div className={styles.tableWrap}>
      <table>
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          <tr>
            {cols.map((c) => (
              <th key={c.key} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row: Record<string, unknown>, index) => (
            <tr key={String(row.id ?? index)}>
              {cols.map((c) => (
                <td key={c.key} className={c.format === 'number' || c.format === 'percent' ? styles.numeric : undefined}>
                  {c.format === 'address' ? <code>{String(row[c.key])}</code> : formatValue(row[c.key], c.format)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
