/**
 * Compiles Solidity standard-JSON input with a solc-js release installed from npm (the pinned
 * `solc` or an exact alias such as `solc-0.5.16`), caching the output by a digest of the compiler
 * version and the whole input under node_modules/.cache/squire-contracts/, so a second run reads
 * JSON instead of compiling. Nothing is downloaded: each alias package bundles its compiler.
 */
import { createHash } from 'crypto'
import fs from 'fs'
import path from 'path'

export const CACHE_DIR = path.resolve(__dirname, '../../../node_modules/.cache/squire-contracts')

/** The compilers the contract checks use, by the npm package that ships each. */
export type SolcPackage = 'solc' | 'solc-0.5.16' | 'solc-0.6.6' | 'solc-0.7.6'

interface Solc {
  compile: (input: string) => string
  version: () => string
}

export interface SolcSource {
  content: string
}

export interface StandardInput {
  language: 'Solidity'
  sources: Record<string, SolcSource>
  settings: Record<string, unknown>
}

export interface SolcError {
  severity: 'error' | 'warning' | 'info'
  formattedMessage: string
}

export interface AbiParam {
  name: string
  type: string
  internalType?: string
  indexed?: boolean
  components?: AbiParam[]
}

export interface AbiEntry {
  type: 'function' | 'event' | 'error' | 'constructor' | 'fallback' | 'receive'
  name?: string
  inputs?: AbiParam[]
  outputs?: AbiParam[]
  stateMutability?: string
  anonymous?: boolean
}

export interface CompiledContract {
  abi: AbiEntry[]
  evm?: { bytecode?: { object: string }; deployedBytecode?: { object: string } }
}

export interface StandardOutput {
  errors?: SolcError[]
  contracts?: Record<string, Record<string, CompiledContract>>
  sources?: Record<string, { id: number; ast?: unknown }>
}

const loaded = new Map<SolcPackage, Solc>()

function load(pkg: SolcPackage): Solc {
  let solc = loaded.get(pkg)
  if (!solc) {
    // The package names are fixed strings; each is an exact-pinned devDependency.
    /* eslint-disable @typescript-eslint/no-var-requires */
    const byName: Record<SolcPackage, () => Solc> = {
      solc: () => require('solc') as Solc,
      'solc-0.5.16': () => require('solc-0.5.16') as Solc,
      'solc-0.6.6': () => require('solc-0.6.6') as Solc,
      'solc-0.7.6': () => require('solc-0.7.6') as Solc,
    }
    /* eslint-enable @typescript-eslint/no-var-requires */
    solc = byName[pkg]()
    loaded.set(pkg, solc)
  }
  return solc
}

/** The version a package was installed at, read from its package.json (no compiler load). */
export function packageVersion(pkg: SolcPackage): string {
  const file = require.resolve(`${pkg}/package.json`)
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version
}

/** The cache key: compiler package and version, then the exact input. */
export function inputDigest(pkg: SolcPackage, input: StandardInput): string {
  return createHash('sha256').update(`${pkg}@${packageVersion(pkg)}\n`).update(JSON.stringify(input)).digest('hex')
}

/**
 * Compiles `input` (or returns the cached output of the same input). Throws with the compiler's
 * messages when it reports errors, so a broken build never reaches a check.
 */
export function compileStandard(pkg: SolcPackage, input: StandardInput): StandardOutput {
  const digest = inputDigest(pkg, input)
  const cached = path.join(CACHE_DIR, `${digest}.json`)
  if (fs.existsSync(cached)) return JSON.parse(fs.readFileSync(cached, 'utf8')) as StandardOutput
  const output = JSON.parse(load(pkg).compile(JSON.stringify(input))) as StandardOutput
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length) throw new Error(`${pkg} failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`)
  fs.mkdirSync(CACHE_DIR, { recursive: true })
  // Written under a temporary name and renamed, so a parallel worker never reads half a file.
  const temp = `${cached}.${process.pid}.tmp`
  fs.writeFileSync(temp, JSON.stringify(output))
  fs.renameSync(temp, cached)
  return output
}
