/** @jest-environment node */
import { EventEmitter } from 'events'
import { createRequire } from 'module'
import fs from 'fs'
import os from 'os'
import path from 'path'
import ts from 'typescript'
import { exitWhenPoolEnds, isGatsbyWorker, type WorkerProcess } from '../../../src/build/speed/workerExit'
import { onPluginInit } from '../../../src/build/gatsby/onPluginInit'

/** The gatsby-worker that gatsby itself loads (its dependency, not ours): the pool whose END the hook reads. */
interface Pool {
  single: { query: () => Promise<string> }
  end(): Array<Promise<number | null>>
}
const { WorkerPool } = createRequire(require.resolve('gatsby/package.json'))('gatsby-worker') as {
  WorkerPool: new (workerPath: string, options: { numWorkers: number }) => Pool
}

/** An EventEmitter standing in for `process`, recording exits. */
function fakeProcess(): { proc: WorkerProcess & EventEmitter; exits: number[] } {
  const exits: number[] = []
  const proc = Object.assign(new EventEmitter(), { exit: (code?: number) => void exits.push(code ?? 0) })
  return { proc, exits }
}

describe('src/build/speed/workerExit', () => {
  it('exits once the last message listener is removed (gatsby-worker ending the worker)', () => {
    const { proc, exits } = fakeProcess()
    const pending: Array<() => void> = []
    exitWhenPoolEnds(proc, (run) => pending.push(run))
    const pool = () => undefined
    const other = () => undefined
    proc.on('message', pool)
    proc.on('message', other)
    proc.off('message', other)
    proc.on('exit', other)
    proc.off('exit', other)
    expect(pending).toHaveLength(0)
    proc.off('message', pool)
    expect(pending).toHaveLength(1)
    expect(exits).toEqual([])
    pending[0]()
    expect(exits).toEqual([0])
    // Asked once, however many listeners go afterwards.
    proc.on('message', pool)
    proc.off('message', pool)
    expect(pending).toHaveLength(1)
  })

  it('knows a gatsby-worker child by the environment gatsby-worker gives it', () => {
    const send = () => true
    expect(isGatsbyWorker({ GATSBY_WORKER_ID: '1', GATSBY_WORKER_MODULE_PATH: '/x/child.js' }, send)).toBe(true)
    expect(isGatsbyWorker({ GATSBY_WORKER_ID: '1', GATSBY_WORKER_MODULE_PATH: '/x/child.js' }, null)).toBe(false)
    expect(isGatsbyWorker({}, send)).toBe(false)
  })

  it('does nothing in the main process (onPluginInit runs in every process)', () => {
    const before = process.listenerCount('removeListener')
    ;(onPluginInit as () => void)()
    expect(process.listenerCount('removeListener')).toBe(before)
  })

  describe('with a real gatsby-worker pool', () => {
    let dir: string
    beforeAll(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-exit-'))
      const source = fs.readFileSync(path.join(__dirname, '../../../src/build/speed/workerExit.ts'), 'utf8')
      const compiled = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } })
      fs.writeFileSync(path.join(dir, 'workerExit.js'), compiled.outputText)
      // A worker that, like Gatsby's query runner, leaves a 5-second timer behind after its task.
      const worker = (hook: boolean) => `
        const { exitWhenPoolEnds, isGatsbyWorker } = require('./workerExit.js')
        if (${hook} && isGatsbyWorker()) exitWhenPoolEnds()
        exports.query = async () => { setTimeout(() => {}, 5000); return 'done' }
      `
      fs.writeFileSync(path.join(dir, 'withHook.js'), worker(true))
      fs.writeFileSync(path.join(dir, 'stock.js'), worker(false))
    })
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

    async function endAfterQuery(file: string): Promise<Array<number | null>> {
      const pool = new WorkerPool(path.join(dir, file), { numWorkers: 1 })
      await expect(pool.single.query()).resolves.toBe('done')
      return Promise.all(pool.end())
    }

    it('a worker with the hook exits by itself when the pool ends it', async () => {
      expect(await endAfterQuery('withHook.js')).toEqual([0])
    })

    it('a worker without it is killed by the pool (what the hook saves: gatsby-worker waits 1 s first)', async () => {
      expect(await endAfterQuery('stock.js')).toEqual([null])
    })
  })
})
