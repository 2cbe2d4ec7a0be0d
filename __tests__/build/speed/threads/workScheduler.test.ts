import { createWorkScheduler, WorkerCrashError, type ThreadWorker } from '../../../../src/build/speed/threads/workScheduler'

/** A fake worker: doubles numbers, can be told to crash on one input. */
function fakeWorker(log: string[], name: string, crashOn?: number): ThreadWorker<number, number> {
  return {
    run: (n) => {
      log.push(`${name}:${n}`)
      if (n === crashOn) return Promise.reject(new WorkerCrashError('worker died'))
      if (n < 0) return Promise.reject(new Error(`bad input ${n}`))
      return new Promise((resolve) => setTimeout(() => resolve(n * 2), 2))
    },
    terminate: async () => {
      log.push(`${name}:terminated`)
    },
  }
}

function scheduler(log: string[], overrides: Partial<Parameters<typeof createWorkScheduler<number, number>>[0]> = {}) {
  let started = 0
  return createWorkScheduler<number, number>({
    runHere: async (n) => {
      log.push(`here:${n}`)
      if (n < 0) throw new Error(`bad input ${n}`)
      return n * 2
    },
    startWorker: async () => fakeWorker(log, `w${++started}`),
    workers: 2,
    threshold: 4,
    idleMs: 20,
    ...overrides,
  })
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('work scheduler', () => {
  test('a few requests run in this thread; no pool is started', async () => {
    const log: string[] = []
    const s = scheduler(log)
    await expect(Promise.all([s.run(1), s.run(2), s.run(3)])).resolves.toEqual([2, 4, 6])
    expect(log).toEqual(['here:1', 'here:2', 'here:3'])
    expect(s.stats).toEqual({ here: 3, inWorkers: 0, poolStarts: 0 })
  })

  test('past the threshold the pool starts and takes the waiting work; results keep their order', async () => {
    const log: string[] = []
    const s = scheduler(log)
    const inputs = Array.from({ length: 40 }, (_, i) => i + 1)
    await expect(Promise.all(inputs.map((n) => s.run(n)))).resolves.toEqual(inputs.map((n) => n * 2))
    expect(s.stats.poolStarts).toBe(1)
    expect(s.stats.inWorkers).toBeGreaterThan(30)
    expect(s.stats.here + s.stats.inWorkers).toBe(40)
    expect(log.some((l) => l.startsWith('w1:')) && log.some((l) => l.startsWith('w2:'))).toBe(true)
  })

  test('an error of the work is the caller’s, from a worker as from this thread', async () => {
    const log: string[] = []
    const s = scheduler(log)
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => s.run(i === 7 ? -7 : i)))
    expect(results[7]).toEqual({ status: 'rejected', reason: new Error('bad input -7') })
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(9)
  })

  test('the pool stops after idleMs without work, and terminates its workers', async () => {
    const log: string[] = []
    const s = scheduler(log)
    await Promise.all(Array.from({ length: 10 }, (_, i) => s.run(i)))
    await sleep(60)
    expect(log).toEqual(expect.arrayContaining(['w1:terminated', 'w2:terminated']))
    // Later work starts from zero: a single request runs here.
    log.length = 0
    await s.run(5)
    expect(log).toEqual(['here:5'])
  })

  test('a pool that cannot start is reported once and everything runs here', async () => {
    const log: string[] = []
    const errors: unknown[] = []
    const s = scheduler(log, { startWorker: () => Promise.reject(new Error('no bundle')), onPoolError: (e) => errors.push(e) })
    const inputs = Array.from({ length: 20 }, (_, i) => i)
    await expect(Promise.all(inputs.map((n) => s.run(n)))).resolves.toEqual(inputs.map((n) => n * 2))
    expect(errors).toEqual([new Error('no bundle')])
    expect(s.stats.here).toBe(20)
  })

  test('work a crashed worker held is done here, not lost', async () => {
    const log: string[] = []
    let started = 0
    const s = scheduler(log, { workers: 1, startWorker: async () => fakeWorker(log, `w${++started}`, 9) })
    const inputs = Array.from({ length: 15 }, (_, i) => i)
    await expect(Promise.all(inputs.map((n) => s.run(n)))).resolves.toEqual(inputs.map((n) => n * 2))
    expect(log).toContain('w1:9')
    expect(log).toContain('here:9')
  })

  test('workers: 0 never starts a pool', async () => {
    const log: string[] = []
    const start = jest.fn()
    const s = scheduler(log, { workers: 0, startWorker: start })
    await Promise.all(Array.from({ length: 20 }, (_, i) => s.run(i)))
    expect(start).not.toHaveBeenCalled()
  })

  test('close() stops the pool at once', async () => {
    const log: string[] = []
    const s = scheduler(log, { idleMs: 60_000 })
    await Promise.all(Array.from({ length: 10 }, (_, i) => s.run(i)))
    await s.close()
    expect(log).toEqual(expect.arrayContaining(['w1:terminated', 'w2:terminated']))
  })
})
