import * as React from 'react'
import { useSiteData } from '../../../data/SiteData'
import { linkTarget, lookupData, parseColumns, formatValue, type DataFormat } from '../../../data/lookup'
import { dataTableRows, deploymentsOfVersion, explorerAddressUrl, resolveAddress } from '../../../data/deployments'
import { dataClass } from './dataClassNames'

/** `<Data path="token.symbol" format="number" />`: one value from content/data; `format="link"` links a URL. */
export function Data({ path, format }: { path: string; format?: DataFormat }) {
  const value = lookupData(useSiteData(), path)
  if (format === 'link') {
    const url = linkTarget(value, path)
    return <a href={url}>{url.replace(/^https:\/\//, '')}</a>
  }
  return <>{formatValue(value, format ?? 'text')}</>
}


function AddressLink({ address, href }: { address: string; href: string }) {
  return (
    <a href={href} className={dataClass.address} rel="noopener noreferrer" target="_blank">
      <code>{address}</code>
    </a>
  )
}

/** `<Address network="ethereum" contract="sqrToken" />`: a deployed address, linked to the explorer. */
export function Address({ network, contract }: { network: string; contract: string }) {
  const { address, explorerUrl } = resolveAddress(useSiteData(), network, contract)
  return <AddressLink address={address} href={explorerUrl} />
}

/** `<DeploymentsTable version="v3" />`: one table per network with that version's contracts. */
export function DeploymentsTable({ version }: { version: string }) {
  const deployments = deploymentsOfVersion(useSiteData(), version)
  return (
    <div className={dataClass.deployments}>
      {deployments.map(({ network, contracts }) => (
        <div key={network.id} className={dataClass.tableWrap}>
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
              {contracts.map(({ contract, address }) => (
                <tr key={contract.key}>
                  <td>{contract.name}</td>
                  <td>
                    <AddressLink address={address} href={explorerAddressUrl(network, address)} />
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
  const rows = dataTableRows(useSiteData(), path)
  const cols = parseColumns(columns)
  // The wrapper scrolls sideways when the table is wider than the page, so it takes keyboard
  // focus and has a name (WCAG scrollable-region-focusable).
  return (
    <div className={dataClass.tableWrap} tabIndex={0} role="region" aria-label={caption ?? cols.map((c) => c.header).join(', ')}>
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
                <td key={c.key} className={c.format === 'number' || c.format === 'percent' ? dataClass.numeric : undefined}>
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
