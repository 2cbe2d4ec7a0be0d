import fs from 'fs'
import os from 'os'
import path from 'path'
import { compiledGatsbyNodePath, reviveError, serializeError, startThreadWorker, threadCount } from '../../../../src/build/speed/threads/threadWorkers'
import { WorkerCrashError } from '../../../../src/build/speed/threads/workScheduler'
import { reviveCompileError } from '../../../../src/build/speed/compilePool'
import { MdxCompileError } from '../../../../src/build/content/mdx/mdxCompileError'

/**
 * A worker thread speaking the protocol of serveRole (a plain JS stand-in for the gatsby-node
 * bundle, which only exists inside a build): 'ready', then { id, ok, value | error } per request.
 */
const WORKER = `
const { parentPort, workerData } = require('worker_threads')
if (workerData.role !== 'double') throw new Error('wrong role ' + workerData.role)
parentPort.on('message', ({ id, input }) => {
  if (input === 'crash') process.exit(3)
  if (input < 0) parentPort.postMessage({ id, ok: false, error: { name: 'MdxCompileError', message: 'x.mdx:3:1: bad', fields: { filePath: 'x.mdx', line: 3, column: 1, reason: 'bad' } } })
  else parentPort.postMessage({ id, ok: true, value: input * workerData.init.factor })
})
parentPort.postMessage('ready')
`

let dir: string
let entry: string
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thread-workers-'))
  entry = path.join(dir, 'worker.js')
  fs.writeFileSync(entry, WORKER)
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('worker threads', () => {
  test('a started worker takes requests and answers each by id, with its init data', async () => {
    const worker = await startThreadWorker<number | string, number, { factor: number }>(entry, 'double', { factor: 3 })
    try {
      await expect(Promise.all([worker.run(1), worker.run(2), worker.run(5)])).resolves.toEqual([3, 6, 15])
    } finally {
      await worker.terminate()
    }
  })

  test('an error crosses with its class and fields (file, line, column)', async () => {
    const worker = await startThreadWorker<number, number, { factor: number }>(entry, 'double', { factor: 2 }, reviveCompileError)
    try {
      const error = await worker.run(-1).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(MdxCompileError)
      expect(error).toMatchObject({ filePath: 'x.mdx', line: 3, column: 1, reason: 'bad', message: 'x.mdx:3:1: bad' })
    } finally {
      await worker.terminate()
    }
  })

  test('a worker that dies fails its pending work as a crash (the scheduler then does it elsewhere)', async () => {
    const worker = await startThreadWorker<number | string, number, { factor: number }>(entry, 'double', { factor: 2 })
    await expect(worker.run('crash')).rejects.toBeInstanceOf(WorkerCrashError)
  })

  test('a worker that cannot load rejects its start', async () => {
    await expect(startThreadWorker(entry, 'other-role', { factor: 1 })).rejects.toThrow('wrong role other-role')
  })

  test('errors serialise to plain data and back', () => {
    const original = Object.assign(new Error('boom'), { file: 'a.mdx', line: 4, nested: { no: true } })
    const data = serializeError(original)
    expect(JSON.parse(JSON.stringify(data))).toEqual(data)
    expect(data.fields).toEqual({ file: 'a.mdx', line: 4 })
    expect(reviveError(data)).toMatchObject({ message: 'boom', file: 'a.mdx', line: 4 })
    expect(serializeError('text')).toEqual({ name: 'Error', message: 'text', fields: {} })
  })

  test('threads are used only inside a Gatsby process, with its compiled gatsby-node', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'))
    try {
      expect(compiledGatsbyNodePath(root, {})).toBeNull()
      expect(compiledGatsbyNodePath(root, { gatsby_executing_command: 'build' })).toBeNull()
      fs.mkdirSync(path.join(root, '.cache/compiled'), { recursive: true })
      fs.writeFileSync(path.join(root, '.cache/compiled/gatsby-node.js'), '')
      expect(compiledGatsbyNodePath(root, { gatsby_executing_command: 'build' })).toBe(path.join(root, '.cache/compiled/gatsby-node.js'))
      expect(compiledGatsbyNodePath(root, {})).toBeNull()
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })

  test('thread count: one per core up to 4, or SQUIRE_BUILD_THREADS; a bad value is refused', () => {
    expect(threadCount({}, 2)).toBe(2)
    expect(threadCount({}, 16)).toBe(4)
    expect(threadCount({}, 1)).toBe(1)
    expect(threadCount({ SQUIRE_BUILD_THREADS: '0' }, 8)).toBe(0)
    expect(threadCount({ SQUIRE_BUILD_THREADS: '3' }, 2)).toBe(3)
    expect(() => threadCount({ SQUIRE_BUILD_THREADS: 'many' }, 2)).toThrow('SQUIRE_BUILD_THREADS must be a whole number ≥ 0, not "many"')
  })
})
