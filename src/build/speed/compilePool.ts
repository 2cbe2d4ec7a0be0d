/**
 * MDX compiles on every core: onCreateNode hands each page to `compileMdxInPool`, which compiles
 * it (and makes a doc's Markdown twin) in this thread or, when a cold build asks for many at once,
 * in worker threads (src/build/speed/threads/). The compiled tree travels as JSON text, which is also how the MdxBody node
 * stores it: copying one string between threads and into the node store costs a fraction of
 * copying (and hashing, and msgpack-encoding) a deep object tree.
 */
import type { CompileOptions, CompiledMdx } from '../content/mdx/compileMdx'
import { MdxCompileError } from '../content/mdx/mdxCompileError'
import { createWorkScheduler, type WorkScheduler } from './threads/workScheduler'
import type { PrecomputedTwin, TwinRequest } from './precomputedTwin'
import { compiledGatsbyNodePath, reviveError, serveRole, startThreadWorker, threadCount, type SerializedError } from './threads/threadWorkers'
import { speedOn } from './speedSwitch'

const ROLE = 'squire-mdx-compile'
/** Compiles waiting at once before worker threads are worth starting (each loads the remark stack). */
const POOL_THRESHOLD = 16
const POOL_IDLE_MS = 1000

/** A compiled page as nodes store it: the hast tree as JSON text, and a doc's Markdown twin when asked for. */
export type CompiledPage = Omit<CompiledMdx, 'hast' | 'parsed'> & { hastJson: string; twin?: PrecomputedTwin | null }

export function toCompiledPage({ hast, ...rest }: CompiledMdx): CompiledPage {
  // The parsed tree (kept for the twin) never travels between threads or into the node store.
  delete rest.parsed
  return { ...rest, hastJson: JSON.stringify(hast) }
}

interface CompileInput {
  source: string
  options: CompileOptions
  /** For docs: also make the Markdown twin here (src/build/speed/precomputedTwin.ts). */
  twin?: TwinRequest
}

type Compiler = Pick<typeof import('../content/mdx/compileMdx'), 'compileMdx'> & Pick<typeof import('./precomputedTwin'), 'precomputeTwin'>

/**
 * The compiler and the twin maker, loaded by the first compile in a process. Every process that
 * loads the compiled gatsby-node loads this file, but only the one that compiles needs their
 * remark/rehype/micromark stack (≈ 0.4 s of module loading): Gatsby's query and HTML worker loads
 * gatsby-node for its resolvers and never compiles, and a rebuild's main process waits for it.
 * A `require` in a function stays lazy in the bundle Parcel makes of gatsby-node.
 */
function compilerModules(): Compiler {
  const { compileMdx } = require('../content/mdx/compileMdx') as typeof import('../content/mdx/compileMdx')
  const { precomputeTwin } = require('./precomputedTwin') as typeof import('./precomputedTwin')
  return { compileMdx, precomputeTwin }
}
// Off (docs/decisions/lazy-compiler.md), every process that loads gatsby-node loads them, as before.
if (!speedOn('lazy-compiler')) compilerModules()

async function compilePage({ source, options, twin }: CompileInput): Promise<CompiledPage> {
  const { compileMdx, precomputeTwin } = compilerModules()
  // A doc's twin starts from the compile's parse (its copy of the tree), not a second parse.
  const compiled = await compileMdx(source, twin ? { ...options, keepParsed: true } : options)
  const page = toCompiledPage(compiled)
  if (twin) page.twin = await precomputeTwin(source, compiled.excerpt, twin, compiled.parsed)
  return page
}

/** An MdxCompileError keeps its class across the thread boundary (reportMdxError reads file, line and column). */
export function reviveCompileError(error: SerializedError): Error {
  if (error.name !== 'MdxCompileError') return reviveError(error)
  const { filePath, line, column, reason } = error.fields as { filePath: string; line?: number; column?: number; reason: string }
  return new MdxCompileError(filePath, line, column, reason)
}

serveRole<CompileInput, CompiledPage, null>(ROLE, compilePage)

let scheduler: WorkScheduler<CompileInput, CompiledPage> | null = null

function theScheduler(): WorkScheduler<CompileInput, CompiledPage> {
  if (scheduler) return scheduler
  const entry = compiledGatsbyNodePath()
  scheduler = createWorkScheduler<CompileInput, CompiledPage>({
    runHere: compilePage,
    startWorker: () => (entry ? startThreadWorker<CompileInput, CompiledPage, null>(entry, ROLE, null, reviveCompileError) : Promise.reject(new Error('no compiled gatsby-node to load'))),
    workers: entry ? threadCount() : 0,
    threshold: POOL_THRESHOLD,
    idleMs: POOL_IDLE_MS,
    onPoolError: (error) => console.warn(`Squire Docs: MDX compile threads could not start, compiling in the main thread (${String(error)})`),
  })
  return scheduler
}

/** Compiles one page (and makes a doc's twin), here or in a worker thread; errors are those of compileMdx. */
export function compileMdxInPool(source: string, options: CompileOptions, twin?: TwinRequest): Promise<CompiledPage> {
  return theScheduler().run({ source, options, twin })
}

/** Stops the worker threads (once sourcing is over); later compiles start them again if needed. */
export function closeCompilePool(): Promise<void> {
  return scheduler ? scheduler.close() : Promise.resolve()
}

/** Where the compiles ran so far, for `gatsby build --verbose`. */
export function compilePoolStats(): string {
  const stats = scheduler?.stats ?? { here: 0, inWorkers: 0, poolStarts: 0 }
  return `MDX compiled in the main thread: ${stats.here}, in worker threads: ${stats.inWorkers} (pool started ${stats.poolStarts}×)`
}
