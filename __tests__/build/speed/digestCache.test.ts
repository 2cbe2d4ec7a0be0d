import fs from 'fs'
import os from 'os'
import path from 'path'
import { openDigestCache } from '../../../src/build/speed/digestCache'

describe('src/build/speed/digestCache', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'squire-digest-'))
  const file = path.join(dir, 'cache.json')
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('computes once per set of inputs across builds, recomputes changed inputs and drops unused entries', async () => {
    let calls = 0
    const compute = jest.fn(async (): Promise<string> => `value ${(calls += 1)}`)
    const first = openDigestCache(file, 1)
    expect(await first.through({ body: 'a' }, compute)).toBe('value 1')
    expect(await first.through({ body: 'b' }, compute)).toBe('value 2')
    first.save()

    const second = openDigestCache(file, 1)
    expect(await second.through({ body: 'a' }, compute)).toBe('value 1')
    expect(await second.through({ body: 'c' }, compute)).toBe('value 3')
    expect(second.hits).toBe(1)
    second.save()

    const third = openDigestCache(file, 1)
    expect(await third.through({ body: 'b' }, compute)).toBe('value 4')
    expect(compute).toHaveBeenCalledTimes(4)
  })

  it('starts empty with another version or an unreadable file', async () => {
    const compute = jest.fn(async () => 'fresh')
    const cache = openDigestCache(file, 1)
    await cache.through({ body: 'x' }, compute)
    cache.save()
    expect(await openDigestCache(file, 2).through({ body: 'x' }, compute)).toBe('fresh')
    fs.writeFileSync(file, '{oops')
    expect(await openDigestCache(file, 1).through({ body: 'x' }, compute)).toBe('fresh')
    expect(compute).toHaveBeenCalledTimes(3)
  })
})
