/**
 * Compiles every Solidity block marked `compile` in the docs and the blog with solc-js, so the
 * interfaces and examples readers copy actually compile.
 * @jest-environment node
 */
import { loadContent } from './loadContent'

// solc's CommonJS wrapper around the bundled compiler (no download at run time).
// eslint-disable-next-line @typescript-eslint/no-var-requires
const solc = require('solc') as { compile: (input: string) => string; version: () => string }

interface SolcError {
  severity: 'error' | 'warning' | 'info'
  formattedMessage: string
}

const blocks = [...loadContent('docs'), ...loadContent('blog')].flatMap((page) =>
  page.codeBlocks
    .filter((b) => b.compile)
    .map((block, index) => ({ name: `${page.file}:${block.line} block ${index + 1}${block.title ? ` (${block.title})` : ''}`, block })),
)

describe(`Solidity blocks marked compile (solc ${solc.version()})`, () => {
  it('finds the marked blocks, and only on Solidity code', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(10)
    for (const { name, block } of blocks) expect([name, block.language]).toEqual([name, 'solidity'])
  })

  it.each(blocks.map((b) => [b.name, b.block.value] as const))('%s compiles', (name, source) => {
    const output = JSON.parse(
      solc.compile(
        JSON.stringify({
          language: 'Solidity',
          sources: { 'block.sol': { content: source } },
          settings: { outputSelection: { '*': { '': ['ast'] } } },
        }),
      ),
    ) as { errors?: SolcError[] }
    const errors = (output.errors ?? []).filter((e) => e.severity === 'error').map((e) => e.formattedMessage)
    expect({ block: name, errors }).toEqual({ block: name, errors: [] })
  })
})
