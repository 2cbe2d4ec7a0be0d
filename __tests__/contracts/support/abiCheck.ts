/**
 * Compares the declarations a page shows with a compiled contract's ABI (or, for a library whose
 * functions are internal, with the functions its compiled AST declares). Every problem is one line
 * that starts with `file:line` and says what the contract has.
 */
import type { AbiEntry, AbiParam } from './solc'
import { render, type PageDeclaration, type PageParam } from './pageSignatures'

/** What a page is checked against. */
export interface SignatureTarget {
  /** For messages and the page's note: "SquireV2Pair, v2-core 1.0.1". */
  label: string
  abi: AbiEntry[]
  /** ABI entries the page may leave out because another page documents them (by `kind name`). */
  documentedElsewhere?: string[]
  /** Named contracts/interfaces in complete blocks whose declarations are checked too. */
  containers?: string[]
  /** A library: its internal functions are the API, so internal declarations are checked. */
  internal?: boolean
}

const structName = (internalType: string | undefined): string | undefined =>
  /^struct\s+(?:[\w$]+\.)?([\w$]+)/.exec(internalType ?? '')?.[1]

/** The ABI's structs by name, collected from every tuple parameter. */
export function abiStructs(abi: AbiEntry[]): Map<string, AbiParam[]> {
  const structs = new Map<string, AbiParam[]>()
  const collect = (p: AbiParam): void => {
    const name = structName(p.internalType)
    if (name && p.components) structs.set(name, p.components)
    p.components?.forEach(collect)
  }
  for (const entry of abi) [...(entry.inputs ?? []), ...(entry.outputs ?? [])].forEach(collect)
  return structs
}

/** Whether a page type names the same thing as an ABI parameter (struct, contract and enum names count). */
export function sameType(page: string, abi: AbiParam): boolean {
  const internal = abi.internalType ?? abi.type
  const arraySuffix = /(\[\d*\])*$/.exec(abi.type)?.[0] ?? ''
  const pageSuffix = /(\[\d*\])*$/.exec(page)?.[0] ?? ''
  const pageBase = page.slice(0, page.length - pageSuffix.length)
  if (pageSuffix !== arraySuffix) return false
  if (abi.type.startsWith('tuple')) return pageBase.split('.').pop() === structName(internal)
  if (page === abi.type) return true
  const named = /^(contract|enum|struct)\s+(?:[\w$]+\.)?([\w$]+)/.exec(internal)
  return named !== null && pageBase.split('.').pop() === named[2]
}

const typeOf = (p: AbiParam): string => {
  const name = /^(?:contract|enum)\s+(?:[\w$]+\.)?([\w$]+)/.exec(p.internalType ?? '')?.[1]
  return name && !p.type.startsWith('tuple') ? `${p.type}` : p.type.startsWith('tuple') ? `${structName(p.internalType) ?? 'tuple'}${/(\[\d*\])*$/.exec(p.type)?.[0] ?? ''}` : p.type
}

/** An ABI entry written like a page declaration, for messages. */
export function renderAbi(entry: AbiEntry): string {
  const params = (ps: AbiParam[] | undefined): PageParam[] => (ps ?? []).map((p) => ({ type: typeOf(p), name: p.name, ...(p.indexed ? { indexed: true } : {}) }))
  return render({ kind: entry.type, name: entry.name ?? '', params: params(entry.inputs), returns: params(entry.outputs) })
}

const typesMatch = (page: PageParam[], abi: AbiParam[] | undefined): boolean =>
  page.length === (abi ?? []).length && page.every((p, i) => sameType(p.type, (abi ?? [])[i]))

/** Names that differ where both sides name the parameter (a swapped pair of same-typed parameters). */
function nameProblems(what: string, page: PageParam[], abi: AbiParam[] | undefined): string[] {
  return page.flatMap((p, i) => {
    const other = (abi ?? [])[i]?.name ?? ''
    return p.name && other && p.name !== other && p.name.replace(/^_/, '') !== other.replace(/^_/, '') ? [`${what} ${i + 1} is \`${p.name}\` on the page, \`${other}\` in the contract`] : []
  })
}

const indexedProblems = (page: PageParam[], abi: AbiParam[] | undefined): string[] =>
  page.flatMap((p, i) => (Boolean(p.indexed) !== Boolean((abi ?? [])[i]?.indexed) ? [`parameter \`${p.name || i + 1}\` is ${p.indexed ? '' : 'not '}indexed on the page but ${p.indexed ? 'not ' : ''}indexed in the contract`] : []))

export interface CheckResult {
  problems: string[]
  /** How many page declarations were compared. */
  checked: number
}

/** Checks the page's declarations against `target`; `file` names the page in page-level problems. */
export function checkSignatures(file: string, declarations: PageDeclaration[], target: SignatureTarget): CheckResult {
  const problems: string[] = []
  const containers = new Set(['', ...(target.containers ?? [])])
  const relevant = declarations.filter(
    (d) => containers.has(d.container) && ((d.kind !== 'function' && d.kind !== 'constructor') || target.internal || (d.visibility !== 'internal' && d.visibility !== 'private')),
  )
  const structs = abiStructs(target.abi)
  const shown = new Set<AbiEntry>()
  for (const d of relevant) {
    if (d.kind === 'struct') {
      const members = structs.get(d.name)
      if (!members) {
        problems.push(`${d.where}: ${render(d)} — ${target.label} has no struct ${d.name}${structs.size ? ` (it has ${[...structs.keys()].join(', ')})` : ''}`)
        continue
      }
      const want = render({ kind: 'struct', name: d.name, params: members.map((m) => ({ type: typeOf(m), name: m.name })), returns: [] })
      if (!typesMatch(d.params, members) || nameProblems('member', d.params, members).length) problems.push(`${d.where}: ${render(d)} — ${target.label} has ${want}`)
      continue
    }
    // An interface has no constructor to compare with.
    if (d.kind === 'constructor' && !target.abi.some((e) => e.type === 'constructor')) continue
    const candidates = target.abi.filter((e) => e.type === d.kind && (e.name ?? '') === d.name)
    if (!candidates.length) {
      problems.push(`${d.where}: ${render(d)} — ${target.label} has no ${d.kind} ${d.name}`)
      continue
    }
    const match = candidates.find((e) => typesMatch(d.params, e.inputs))
    if (!match) {
      problems.push(`${d.where}: ${render(d)} — ${target.label} has ${candidates.map(renderAbi).join(' or ')}`)
      continue
    }
    shown.add(match)
    const details = [
      ...nameProblems('parameter', d.params, match.inputs),
      ...(d.kind === 'function' && !typesMatch(d.returns, match.outputs) ? ['the return types differ'] : []),
      ...(d.kind === 'function' ? nameProblems('return value', d.returns, match.outputs) : []),
      ...(d.kind === 'event' ? indexedProblems(d.params, match.inputs) : []),
    ]
    if (details.length) problems.push(`${d.where}: ${render(d)} — ${details.join('; ')}; ${target.label} has ${renderAbi(match)}`)
  }
  const elsewhere = new Set(target.documentedElsewhere ?? [])
  for (const entry of target.abi) {
    if (!['function', 'event', 'error'].includes(entry.type) || shown.has(entry)) continue
    if (elsewhere.has(`${entry.type} ${entry.name}`)) continue
    problems.push(`${file}: the page does not show ${renderAbi(entry)}, which ${target.label} has`)
  }
  return { problems, checked: relevant.length }
}
