import { speedOn } from '../../../src/build/speed/speedSwitch'
import { threadCount } from '../../../src/build/speed/threads/threadWorkers'
import { noDigestCache, openDigestCache } from '../../../src/build/speed/digestCache'
import fs from 'fs'
import os from 'os'
import path from 'path'

describe('SQUIRE_SPEED, the off switch of every speed device', () => {
  it('is on unless set to 0, and refuses anything else', () => {
    expect(speedOn({})).toBe(true)
    expect(speedOn({ SQUIRE_SPEED: '' })).toBe(true)
    expect(speedOn({ SQUIRE_SPEED: '1' })).toBe(true)
    expect(speedOn({ SQUIRE_SPEED: '0' })).toBe(false)
    expect(() => speedOn({ SQUIRE_SPEED: 'off' })).toThrow('SQUIRE_SPEED must be 0 (no speed devices) or 1 (the default), not "off"')
  })

  it('starts no thread when off, whatever SQUIRE_BUILD_THREADS says', () => {
    expect(threadCount({ SQUIRE_BUILD_THREADS: '3' }, 8)).toBe(3)
    expect(threadCount({ SQUIRE_SPEED: '0', SQUIRE_BUILD_THREADS: '3' }, 8)).toBe(0)
    expect(threadCount({ SQUIRE_SPEED: '0' }, 8)).toBe(0)
  })

  it('when off, the deploy step’s cache computes every value and writes no file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'speed-switch-'))
    try {
      const kept = openDigestCache(path.join(dir, 'kept.json'), 1)
      await kept.through({ a: 1 }, async () => 'first')
      kept.save()
      expect(await openDigestCache(path.join(dir, 'kept.json'), 1).through({ a: 1 }, async () => 'second')).toBe('first')
      const none = noDigestCache()
      expect(await none.through({ a: 1 }, async () => 'second')).toBe('second')
      expect(await none.through({ a: 1 }, async () => 'third')).toBe('third')
      none.save()
      expect(none.hits).toBe(0)
      expect(fs.readdirSync(dir)).toEqual(['kept.json'])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
