/**
 * The v2 common-errors page and the compiled sources each of its sections is checked against.
 */
import { readData } from './support/data'
import { listedMessages, sourceMessages } from './support/revertStrings'

export const COMMON_ERRORS = 'content/docs/contracts/v2/reference/common-errors.mdx'

/** The line the page shows under its title (its `verified:` front matter). */
export const COMMON_ERRORS_VERIFIED = 'Revert messages checked against the compiled v2-core 1.0.1 and v2-periphery 1.1.0-beta.0 sources'

/** Which compiled source files raise the messages of each section of the page. */
export const SECTION_SOURCES: Record<string, Array<['core' | 'periphery', string]>> = {
  Router: [['periphery', 'contracts/SquireV2Router02.sol'], ['periphery', '@uniswap/lib/contracts/libraries/TransferHelper.sol']],
  Library: [['periphery', 'contracts/libraries/SquireV2Library.sol']],
  Pair: [['core', 'contracts/SquireV2Pair.sol']],
  'LP token': [['core', 'contracts/SquireV2ERC20.sol']],
  Factory: [['core', 'contracts/SquireV2Factory.sol']],
  Arithmetic: [['core', 'contracts/libraries/SafeMath.sol'], ['periphery', 'contracts/libraries/SafeMath.sol']],
}

/** In the sources but unreachable from the contracts the page covers: Router02 never approves. */
export const NOT_RAISED = ['TransferHelper: APPROVE_FAILED']

/** The v2-periphery release whose sources are compiled, as recorded in content/data if it is. */
export function recordedPeripheryRelease(): string | null {
  const text = JSON.stringify(readData<unknown>('deployments'))
  return /v2-periphery[@ ]v?(\d+\.\d+\.\d+(?:-[\w.]+)?)/.exec(text)?.[1] ?? null
}

type Sources = Record<string, string>

export function checkRevertStrings(file: string, displayName: string, sources: { core: Sources; periphery: Sources }): string[] {
  const problems: string[] = []
  const listed = listedMessages(file, displayName, ['Arithmetic'])
  const raisedBy = (section: string): string[] =>
    (SECTION_SOURCES[section] ?? []).flatMap(([build, key]) => {
      const source = sources[build][key]
      if (!source) throw new Error(`the ${build} build has no ${key}`)
      return sourceMessages(source)
    })
  for (const entry of listed) {
    if (!(entry.section in SECTION_SOURCES)) {
      problems.push(`${entry.where}: "${entry.message}" is under "## ${entry.section}", which names no compiled source`)
      continue
    }
    const raised = raisedBy(entry.section)
    if (!raised.includes(entry.message)) problems.push(`${entry.where}: "${entry.message}" — no require or revert in ${SECTION_SOURCES[entry.section].map(([, k]) => k).join(', ')} has it; they raise: ${raised.join(', ')}`)
  }
  for (const section of Object.keys(SECTION_SOURCES)) {
    const shown = new Set(listed.filter((l) => l.section === section).map((l) => l.message))
    for (const message of raisedBy(section)) {
      if (!shown.has(message) && !NOT_RAISED.includes(message)) problems.push(`${displayName}: "${message}" (raised in ${section}) is not listed`)
    }
  }
  return problems
}

