import { askUntilSettled, mdxNodesPending, onlyHalfMadeNodes, settledQuery, waitForMdxNodes, type AskGraphql, type QueryAnswer } from '../../../src/build/gatsby/settledQuery'
import { markYamlRejected } from '../../../src/build/content/yamlRejectedFiles'

const halfMade = { message: 'Cannot return null for non-nullable field Mdx.fields.' }
const other = { message: 'Cannot query field "nope" on type "Mdx".' }

function answers(...list: Array<QueryAnswer & { data?: string }>) {
  let i = 0
  const ask = jest.fn(async () => list[Math.min(i++, list.length - 1)])
  return ask
}
const noWait = async () => undefined

describe('onlyHalfMadeNodes', () => {
  it('is true only when every error is a half-made Mdx node', () => {
    expect(onlyHalfMadeNodes([halfMade])).toBe(true)
    expect(onlyHalfMadeNodes([halfMade, halfMade])).toBe(true)
    expect(onlyHalfMadeNodes([halfMade, other])).toBe(false)
    expect(onlyHalfMadeNodes([other])).toBe(false)
    expect(onlyHalfMadeNodes([])).toBe(false)
    expect(onlyHalfMadeNodes(undefined)).toBe(false)
    expect(onlyHalfMadeNodes([{ message: 'Cannot return null for non-nullable field Mdx.fieldsExtra.' }])).toBe(false)
  })
})

describe('settledQuery', () => {
  it('in develop, asks again until the node has its fields', async () => {
    const ask = answers({ errors: [halfMade] }, { errors: [halfMade] }, { data: 'pages' })
    const retries: number[] = []
    const answer = await settledQuery(ask, { develop: true, wait: noWait, onRetry: (n) => retries.push(n) })
    expect(answer).toEqual({ data: 'pages' })
    expect(ask).toHaveBeenCalledTimes(3)
    expect(retries).toEqual([1, 2])
  })

  it('in a build, the first answer stands', async () => {
    const ask = answers({ errors: [halfMade] }, { data: 'pages' })
    expect(await settledQuery(ask, { develop: false, wait: noWait })).toEqual({ errors: [halfMade] })
    expect(ask).toHaveBeenCalledTimes(1)
  })

  it('does not ask again for any other error', async () => {
    const ask = answers({ errors: [other] }, { data: 'pages' })
    expect(await settledQuery(ask, { develop: true, wait: noWait })).toEqual({ errors: [other] })
    expect(ask).toHaveBeenCalledTimes(1)
  })

  it('gives up after the time it is given, returning the last error', async () => {
    const ask = answers({ errors: [halfMade] })
    const waits: number[] = []
    const answer = await settledQuery(ask, { develop: true, withinMs: 500, everyMs: 100, wait: async (ms) => void waits.push(ms) })
    expect(answer.errors).toEqual([halfMade])
    expect(waits).toEqual([100, 100, 100, 100, 100])
    expect(ask).toHaveBeenCalledTimes(6)
  })
})

describe('waiting for every .mdx file to have its finished Mdx node', () => {
  it('is pending while a file has no finished node, leaving out files YAML rejects', () => {
    expect(mdxNodesPending({ files: 23, withoutNode: 0, finished: 22 })).toBe(true)
    expect(mdxNodesPending({ files: 23, withoutNode: 0, finished: 23 })).toBe(false)
    expect(mdxNodesPending({ files: 23, withoutNode: 1, finished: 22 })).toBe(false)
    expect(mdxNodesPending({ files: 23, withoutNode: 1, finished: 21 })).toBe(true)
  })

  it('asks the counts again until no node is pending (develop only)', async () => {
    const counts = [
      { files: 3, withoutNode: 0, finished: 2 },
      { files: 3, withoutNode: 0, finished: 2 },
      { files: 3, withoutNode: 0, finished: 3 },
    ]
    let i = 0
    const ask = jest.fn(async () => counts[i++])
    expect(await askUntilSettled(ask, mdxNodesPending, { develop: true, wait: noWait })).toEqual(counts[2])
    expect(ask).toHaveBeenCalledTimes(3)
    i = 0
    expect(await askUntilSettled(ask, mdxNodesPending, { develop: false, wait: noWait })).toEqual(counts[0])
  })
})

describe('waitForMdxNodes', () => {
  /** A graphql that answers the counts query with `files` page files and, ask by ask, `finished` finished nodes. */
  function countsGraphql(files: number, finished: number[]) {
    const queries: string[] = []
    const graphql = jest.fn(async (query: string) => {
      queries.push(query)
      return { data: { files: { totalCount: files }, finished: { totalCount: finished[Math.min(queries.length - 1, finished.length - 1)] } } }
    })
    return { graphql: graphql as unknown as AskGraphql, queries }
  }

  it('in a build asks nothing', async () => {
    const { graphql, queries } = countsGraphql(3, [0])
    await waitForMdxNodes(graphql, { develop: false, wait: noWait })
    expect(queries).toEqual([])
  })

  it('in develop asks until every page file of the MDX sources has its finished node', async () => {
    const { graphql, queries } = countsGraphql(3, [1, 2, 3, 3])
    await waitForMdxNodes(graphql, { develop: true, wait: noWait })
    expect(queries).toHaveLength(3)
    expect(queries[0]).toContain('sourceInstanceName: { in: ["docs","blog"] }')
  })

  it('does not wait for a file whose front matter YAML rejects', async () => {
    const { graphql, queries } = countsGraphql(3, [2, 3])
    markYamlRejected('content/docs/broken.mdx', true)
    try {
      await waitForMdxNodes(graphql, { develop: true, wait: noWait })
      expect(queries).toHaveLength(1)
    } finally {
      markYamlRejected('content/docs/broken.mdx', false)
    }
    await waitForMdxNodes(graphql, { develop: true, wait: noWait })
    expect(queries).toHaveLength(2)
  })
})
