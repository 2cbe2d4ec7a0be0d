/**
 * Each guide sample of the examples table runs against the Squire contracts on an in-process
 * EVM, and the numbers its page states are the ones the contracts compute.
 */
import path from 'path'
import { ROOT } from './support/data'
import { runExample } from './support/runExample'
import { plant } from './support/scratchPage'
import { EXAMPLES } from './examples'

describe('guide samples run against the Squire contracts', () => {
  it.each(EXAMPLES.map((e) => [`${e.page} (${e.block})`, e] as const))('%s', async (_name, example) => {
    expect(await runExample(example, path.join(ROOT, example.page), example.page)).toEqual([])
  })
})

describe('a planted wrong number', () => {
  it('fails naming the scratch file, the line, and what the contracts compute', async () => {
    const example = EXAMPLES[0]
    const scratch = plant(example.page, 'costs 1,003,010 units back', 'costs 1,003,009 units back')
    expect(await runExample(example, scratch.file, scratch.file)).toEqual([`${scratch.file}:${scratch.line}: the page says 1,003,009 (repaid); the contracts compute 1,003,010`])
  })

  it('a wrong worked amount on the concepts page fails the same way', async () => {
    const example = EXAMPLES[1]
    const scratch = plant(example.page, 'returns about 27,198.33 USDC', 'returns about 27,198.38 USDC')
    expect(await runExample(example, scratch.file, scratch.file)).toEqual([`${scratch.file}:${scratch.line}: the page says 27,198.38 (bigOut); the contracts compute 27,198.33`])
  })

  it('a wrong flash fee on a v3 guide fails the same way', async () => {
    const example = EXAMPLES.find((e) => e.page.endsWith('v3/guides/flash-loans.mdx')) as (typeof EXAMPLES)[number]
    const scratch = plant(example.page, '| 12,345 units of A | `38` |', '| 12,345 units of A | `37` |')
    expect(await runExample(example, scratch.file, scratch.file)).toEqual([`${scratch.file}:${scratch.line}: the page says 37 (loan3Fee0); the contracts compute 38`])
  })
})
