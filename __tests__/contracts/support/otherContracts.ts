/**
 * Contracts whose source is on a page: the migrator's full source (compiled against
 * @openzeppelin/contracts 5.0.2 from npm) and the SQR token's published interface.
 */
import path from 'path'
import { loadContentFile, type ContentFile } from '../../content/loadContent'
import { ROOT } from './data'
import { compileStandard, type AbiEntry, type StandardOutput } from './solc'
import { readSourceTree } from './sources'
import { canonicalType, type AstNode } from './pageSignatures'

export const MIGRATOR_PAGE = 'content/docs/contracts/claiming-dapp/reference/smart-contracts/squire-token-migrator.mdx'
export const TOKEN_PAGE = 'content/docs/contracts/squire-token/reference/smart-contact.mdx'

export function pageBlock(page: ContentFile, title: string): { value: string; line: number } {
  const block = page.codeBlocks.find((b) => b.title === title)
  if (!block) throw new Error(`${page.file} has no code block titled ${title}`)
  return block
}

/** Compiles one block (a complete unit) with its npm imports; the block's key is its title. */
export function compileBlock(title: string, source: string): StandardOutput {
  const imports = [...source.matchAll(/^\s*import\s+(?:[^'"]*from\s+)?['"](@[^'"]+)['"]\s*;/gm)].map((m) => m[1])
  const tree = imports.length ? readSourceTree(ROOT, imports).files : {}
  return compileStandard('solc', {
    language: 'Solidity',
    sources: { [title]: { content: source }, ...Object.fromEntries(Object.entries(tree).map(([k, content]) => [k, { content }])) },
    settings: { optimizer: { enabled: true, runs: 200 }, outputSelection: { [title]: { '*': ['abi', 'evm.bytecode.object'] } } },
  })
}

export function abiOf(output: StandardOutput, file: string, name: string): AbiEntry[] {
  const abi = output.contracts?.[file]?.[name]?.abi
  if (!abi) throw new Error(`${file} compiled without a contract ${name}`)
  return abi
}

export const migratorAbi = (): AbiEntry[] => {
  const page = loadContentFile(path.join(ROOT, MIGRATOR_PAGE))
  return abiOf(compileBlock('SquireTokenMigrator.sol', pageBlock(page, 'SquireTokenMigrator.sol').value), 'SquireTokenMigrator.sol', 'SquireTokenMigrator')
}

export const tokenInterfaceAbi = (): AbiEntry[] => {
  const page = loadContentFile(path.join(ROOT, TOKEN_PAGE))
  return abiOf(compileBlock('ISquireToken.sol', pageBlock(page, 'ISquireToken.sol').value), 'ISquireToken.sol', 'ISquireToken')
}


/** A library's functions as ABI-shaped entries, read from its compiled AST (they are internal). */
export function libraryFunctions(output: StandardOutput, file: string, name: string): AbiEntry[] {
  const ast = output.sources?.[file]?.ast as AstNode | undefined
  const library = ast?.nodes?.find((n) => n.nodeType === 'ContractDefinition' && n.name === name)
  if (!library) throw new Error(`${file} has no library ${name}`)
  const params = (ps: AstNode[] | undefined) => (ps ?? []).map((p) => ({ name: p.name ?? '', type: canonicalType(p.typeName) }))
  return (library.nodes ?? [])
    .filter((n) => n.nodeType === 'FunctionDefinition' && n.kind === 'function')
    .map((n) => ({ type: 'function' as const, name: n.name, inputs: params(n.parameters?.parameters), outputs: params(n.returnParameters?.parameters) }))
}
