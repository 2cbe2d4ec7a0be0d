/** Text of the MDX data components (`<Data>`, `<Address>`) for the search index, from content/data. */
import type { Element } from 'hast'
import { formatValue, lookupData, type ColumnFormat, type DataTree } from '../../../data/lookup'
import { resolveAddress } from '../../../data/deployments'
import type { ComponentText } from './extractSections'

export function dataComponentText(data: DataTree): ComponentText {
  return (element: Element) => {
    const props = element.properties ?? {}
    try {
      if (element.tagName === 'Data' && typeof props.path === 'string') {
        const format = (typeof props.format === 'string' ? props.format : 'text') as ColumnFormat
        return formatValue(lookupData(data, props.path), format)
      }
      if (element.tagName === 'Address' && typeof props.network === 'string' && typeof props.contract === 'string') {
        return resolveAddress(data, props.network, props.contract).address
      }
    } catch {
      // The page template reports a bad path at build time; the index simply leaves the value out.
      return ''
    }
    return null
  }
}
