/**
 * Reads the Solidity declarations a page shows: every function, event, error, struct and public
 * state variable in its `solidity` code blocks, with the file line it starts on. Blocks are parsed
 * by the pinned solc (parsing only, no type checking): a block of loose declarations, as reference
 * pages show them under each heading, is parsed inside a wrapper interface; a complete unit (with a
 * pragma or its own contract/interface/library) as it stands.
 */
import type { ContentFile, CodeBlockSource } from '../../content/loadContent'
import { compileStandard } from './solc'

export type DeclarationKind = 'function' | 'constructor' | 'event' | 'error' | 'struct'

export interface PageParam {
  /** Canonical type: `uint` → `uint256`, a contract or struct keeps its name, arrays keep `[]`. */
  type: string
  name: string
  indexed?: boolean
}

export interface PageDeclaration {
  kind: DeclarationKind
  name: string
  params: PageParam[]
  returns: PageParam[]
  visibility: string
  /** The contract, interface or library it sits in; '' for a loose declaration. */
  container: string
  /** `file:line` where it starts. */
  where: string
}

const WRAPPER = '__PageDeclarations'
const DECLARES = /^\s*(function|constructor|event|error|struct)\b/m
const UNIT = /^\s*(pragma\s|(abstract\s+)?contract\s|interface\s|library\s|import\s)/m

export interface AstNode {
  nodeType: string
  name?: string
  src?: string
  nodes?: AstNode[]
  kind?: string
  visibility?: string
  members?: AstNode[]
  parameters?: { parameters: AstNode[] }
  returnParameters?: { parameters: AstNode[] }
  typeName?: AstNode
  indexed?: boolean
  pathNode?: { name: string }
  baseType?: AstNode
  length?: { value?: string } | null
  keyType?: AstNode
  valueType?: AstNode
}

const ALIASES: Record<string, string> = { uint: 'uint256', int: 'int256', byte: 'bytes1', 'address payable': 'address' }

export function canonicalType(node: AstNode | undefined): string {
  if (!node) return '?'
  switch (node.nodeType) {
    case 'ElementaryTypeName':
      return ALIASES[node.name ?? ''] ?? node.name ?? '?'
    case 'UserDefinedTypeName':
      return node.pathNode?.name ?? node.name ?? '?'
    case 'ArrayTypeName':
      return `${canonicalType(node.baseType)}[${node.length?.value ?? ''}]`
    case 'Mapping':
      return `mapping(${canonicalType(node.keyType)} => ${canonicalType(node.valueType)})`
    default:
      return node.nodeType
  }
}

const param = (p: AstNode): PageParam => ({ type: canonicalType(p.typeName), name: p.name ?? '', ...(p.indexed ? { indexed: true } : {}) })

/** The getter a public state variable gives: mapping keys become parameters. */
function getter(variable: AstNode): { params: PageParam[]; returns: PageParam[] } {
  const params: PageParam[] = []
  let type = variable.typeName
  while (type?.nodeType === 'Mapping') {
    params.push({ type: canonicalType(type.keyType), name: '' })
    type = type.valueType
  }
  return { params, returns: [{ type: canonicalType(type), name: '' }] }
}

function lineOf(source: string, offset: number): number {
  return source.slice(0, offset).split('\n').length
}

/** Parses one block; `firstLine` is the file line of the block's first code line. */
export function blockDeclarations(file: string, block: CodeBlockSource): PageDeclaration[] {
  const wrapped = !UNIT.test(block.value)
  // A lone signature shown without its body or semicolon (`constructor(address initialHolder)`).
  const body = wrapped && !/[;}]\s*$/.test(block.value) ? `${block.value.trimEnd()};` : block.value
  const source = wrapped ? `interface ${WRAPPER} {\n${body}\n}\n` : body
  let output
  try {
    output = compileStandard('solc', {
      language: 'Solidity',
      sources: { 'block.sol': { content: source } },
      settings: { stopAfter: 'parsing', outputSelection: { '*': { '': ['ast'] } } },
    })
  } catch (error) {
    // An expression shown in Solidity (a digest formula) declares nothing to check.
    if (wrapped && !DECLARES.test(block.value)) return []
    throw new Error(`${file}:${block.line}: the Solidity block does not parse: ${(error as Error).message}`)
  }
  const ast = output.sources?.['block.sol']?.ast as AstNode | undefined
  if (!ast) throw new Error(`${file}:${block.line}: the block did not parse`)
  const firstLine = block.line + 1 - (wrapped ? 1 : 0)
  const where = (node: AstNode): string => `${file}:${firstLine + lineOf(source, Number((node.src ?? '0').split(':')[0])) - 1}`
  const found: PageDeclaration[] = []
  const visit = (nodes: AstNode[], container: string): void => {
    for (const node of nodes) {
      const inContainer = container === WRAPPER ? '' : container
      switch (node.nodeType) {
        case 'ContractDefinition':
          visit(node.nodes ?? [], node.name ?? '')
          break
        case 'FunctionDefinition':
          if (node.kind !== 'function' && node.kind !== 'constructor') break
          found.push({
            kind: node.kind,
            name: node.name ?? '',
            params: (node.parameters?.parameters ?? []).map(param),
            returns: (node.returnParameters?.parameters ?? []).map(param),
            visibility: node.visibility ?? '',
            container: inContainer,
            where: where(node),
          })
          break
        case 'VariableDeclaration':
          if (node.visibility !== 'public') break
          found.push({ kind: 'function', name: node.name ?? '', ...getter(node), visibility: 'public', container: inContainer, where: where(node) })
          break
        case 'EventDefinition':
        case 'ErrorDefinition':
          found.push({
            kind: node.nodeType === 'EventDefinition' ? 'event' : 'error',
            name: node.name ?? '',
            params: (node.parameters?.parameters ?? []).map(param),
            returns: [],
            visibility: '',
            container: inContainer,
            where: where(node),
          })
          break
        case 'StructDefinition':
          found.push({ kind: 'struct', name: node.name ?? '', params: (node.members ?? []).map(param), returns: [], visibility: '', container: inContainer, where: where(node) })
          break
        default:
          break
      }
    }
  }
  visit(ast.nodes ?? [], '')
  return found
}

/** Every declaration of every `solidity` block of a page. */
export function pageDeclarations(page: ContentFile): PageDeclaration[] {
  return page.codeBlocks.filter((b) => b.language === 'solidity').flatMap((b) => blockDeclarations(page.file, b))
}

/** How a declaration reads, for messages: `function swap(uint256 amount0Out, …) returns (…)`. */
export function render(d: { kind: string; name: string; params: PageParam[]; returns: PageParam[] }): string {
  const list = (ps: PageParam[]): string => ps.map((p) => [p.type, p.indexed ? 'indexed' : '', p.name].filter(Boolean).join(' ')).join(', ')
  if (d.kind === 'struct') return `struct ${d.name} { ${d.params.map((p) => `${p.type} ${p.name};`).join(' ')} }`
  return `${d.kind} ${d.name}(${list(d.params)})${d.returns.length ? ` returns (${list(d.returns)})` : ''}`
}
