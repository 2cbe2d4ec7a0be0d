import { askUntilSettled, mdxNodesPending, onlyHalfMadeNodes, settledQuery, type QueryAnswer } from '../../../src/build/gatsby/settledQuery'

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
