/** A guide's Solidity sample compiled as the page shows it, plus a harness appended by the check. */
import { loadContentFile } from '../../content/loadContent'
import { compileStandard, type CompiledContract } from './solc'

export interface CompiledSample {
  contract: (name: string) => CompiledContract
  /** `file:line` of the sample's code block. */
  where: string
}

export function compileSample(file: string, displayName: string, title: string, harness: string): CompiledSample {
  const page = loadContentFile(file, displayName)
  const block = page.codeBlocks.find((b) => b.title === title)
  if (!block) throw new Error(`${displayName} has no code block titled "${title}"`)
  const where = `${displayName}:${block.line}`
  const key = 'Sample.sol'
  const output = compileStandard('solc', {
    language: 'Solidity',
    sources: { [key]: { content: `${block.value}\n\n${harness}\n` } },
    settings: { optimizer: { enabled: true, runs: 200 }, outputSelection: { [key]: { '*': ['abi', 'evm.bytecode.object'] } } },
  })
  return {
    where,
    contract: (name) => {
      const found = output.contracts?.[key]?.[name]
      if (!found) throw new Error(`${where}: the sample has no contract ${name}`)
      return found
    },
  }
}
