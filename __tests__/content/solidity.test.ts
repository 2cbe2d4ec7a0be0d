/**
 * Compiles every Solidity block marked `compile` in the docs and the blog with solc-js, so the
 * interfaces and examples readers copy actually compile: once with the pinned compiler and once
 * with the lowest version the block's pragma allows (installed as a `solc-0.8.N` alias package).
 * A block whose lowest version has no installed compiler must state the range it was tested with
 * in its title, e.g. `title="X.sol (tested with solc 0.8.24–0.8.30)"`.
 * @jest-environment node
 */
import { loadContent } from './loadContent'

interface Solc {
  compile: (input: string) => string
  version: () => string
}

interface SolcError {
  severity: 'error' | 'warning' | 'info'
  formattedMessage: string
}

// solc's CommonJS wrappers around the bundled compilers (no download at run time).
/* eslint-disable @typescript-eslint/no-var-requires */
const pinned = require('solc') as Solc
/** Older compilers installed as npm aliases (`"solc-0.8.20": "npm:solc@0.8.20"`), by version. */
const older: Record<string, Solc> = {
  '0.8.20': require('solc-0.8.20') as Solc,
}
/* eslint-enable @typescript-eslint/no-var-requires */

const PINNED_VERSION = pinned.version().replace(/\+.*$/, '')

/**
 * The lowest compiler version a `pragma solidity` allows. Handles the forms the docs use:
 * `^0.8.N`, `>=0.8.N` (optionally with an upper bound), `=0.8.N` and `0.8.N`.
 */
export function lowestAllowedVersion(source: string): string | null {
  const pragma = /pragma\s+solidity\s+([^;]+);/.exec(source)?.[1].trim()
  if (!pragma) return null
  const first = /^(\^|>=|=)?\s*(\d+\.\d+\.\d+)/.exec(pragma)
  return first ? first[2] : null
}

const TESTED_RANGE = /tested with solc (\d+\.\d+\.\d+)[–-](\d+\.\d+\.\d+)/

function compileErrors(solc: Solc, source: string): string[] {
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { 'block.sol': { content: source } },
        // The AST stage runs the full syntax and type analysis (it reports type errors and
        // version-dependent rules such as reading an immutable before it is initialised).
        settings: { outputSelection: { '*': { '': ['ast'] } } },
      }),
    ),
  ) as { errors?: SolcError[] }
  return (output.errors ?? []).filter((e) => e.severity === 'error').map((e) => e.formattedMessage)
}

const blocks = [...loadContent('docs'), ...loadContent('blog')].flatMap((page) =>
  page.codeBlocks
    .filter((b) => b.compile)
    .map((block, index) => ({ name: `${page.file}:${block.line} block ${index + 1}${block.title ? ` (${block.title})` : ''}`, block })),
)

describe('lowestAllowedVersion', () => {
  it('reads the lowest version of the pragma forms the docs use', () => {
    expect(lowestAllowedVersion('pragma solidity ^0.8.20;')).toBe('0.8.20')
    expect(lowestAllowedVersion('pragma solidity >=0.8.21 <0.9.0;')).toBe('0.8.21')
    expect(lowestAllowedVersion('pragma solidity 0.8.24;')).toBe('0.8.24')
    expect(lowestAllowedVersion('contract A {}')).toBeNull()
  })
})

describe(`Solidity blocks marked compile (pinned solc ${PINNED_VERSION}, and the lowest version each pragma allows)`, () => {
  it('finds the marked blocks, and only on Solidity code', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(10)
    for (const { name, block } of blocks) expect([name, block.language]).toEqual([name, 'solidity'])
  })

  it('the older compilers load and are the versions they are named after', () => {
    for (const [version, solc] of Object.entries(older)) expect(solc.version()).toMatch(new RegExp(`^${version.replace(/\./g, '\\.')}\\+`))
  })

  it.each(blocks.map((b) => [b.name, b.block.value] as const))(`%s compiles with solc ${PINNED_VERSION}`, (name, source) => {
    expect({ block: name, errors: compileErrors(pinned, source) }).toEqual({ block: name, errors: [] })
  })

  it.each(blocks.map((b) => [b.name, b.block.value, b.block.title ?? ''] as const))(
    '%s compiles with the lowest version its pragma allows',
    (name, source, title) => {
      const lowest = lowestAllowedVersion(source)
      expect({ block: name, pragma: lowest }).toEqual({ block: name, pragma: expect.stringMatching(/^\d+\.\d+\.\d+$/) })
      const lowestVersion = lowest as string
      if (lowestVersion === PINNED_VERSION) return
      const solc = older[lowestVersion]
      if (solc) {
        expect({ block: name, solc: lowestVersion, errors: compileErrors(solc, source) }).toEqual({ block: name, solc: lowestVersion, errors: [] })
        return
      }
      // No compiler for the lowest version: the block must say which range it was tested with.
      expect({ block: name, title }).toEqual({ block: name, title: expect.stringMatching(TESTED_RANGE) })
    },
  )
})
