/** Class names of the data components (styled by ./data.css); global because they render at build time in Node. */
export const dataClass = {
  address: 'sq-data-address',
  tableWrap: 'sq-data-table-wrap',
  deployments: 'sq-data-deployments',
  numeric: 'sq-data-numeric',
} as const
