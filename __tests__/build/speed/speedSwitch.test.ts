import { devicesSwitchedOff, SPEED_DEVICE_NAMES, SPEED_DEVICES, speedOn } from '../../../src/build/speed/speedSwitch'
import { threadCount } from '../../../src/build/speed/threads/threadWorkers'
import { noDigestCache, openDigestCache } from '../../../src/build/speed/digestCache'
import fs from 'fs'
import os from 'os'
import path from 'path'

const ROOT = path.resolve(__dirname, '../../..')

/** Every file under dir ending in one of `exts`, as text. */
function sources(dir: string, exts: string[]): string {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && exts.some((ext) => entry.name.endsWith(ext)))
    .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
    .join('\n')
}

describe('SQUIRE_SPEED, the off switch of every speed device', () => {
  it('is on unless set to 0, and refuses anything else', () => {
    expect(speedOn('digest-cache', {})).toBe(true)
    expect(speedOn('digest-cache', { SQUIRE_SPEED: '' })).toBe(true)
    expect(speedOn('digest-cache', { SQUIRE_SPEED: '1' })).toBe(true)
    expect(speedOn('digest-cache', { SQUIRE_SPEED: '0' })).toBe(false)
    expect(() => speedOn('digest-cache', { SQUIRE_SPEED: 'off' })).toThrow('SQUIRE_SPEED must be 0 (no speed devices) or 1 (the default), not "off"')
  })

  it('SQUIRE_SPEED=0 turns off every device, whatever SQUIRE_SPEED_OFF names', () => {
    for (const name of SPEED_DEVICE_NAMES) {
      expect(speedOn(name, { SQUIRE_SPEED: '0' })).toBe(false)
      expect(speedOn(name, { SQUIRE_SPEED: '0', SQUIRE_SPEED_OFF: 'digest-cache' })).toBe(false)
    }
  })
})

describe('SQUIRE_SPEED_OFF, the off switch of one device at a time', () => {
  it('turns off just the devices it names', () => {
    const env = { SQUIRE_SPEED_OFF: 'build-threads,digest-cache' }
    expect(speedOn('build-threads', env)).toBe(false)
    expect(speedOn('digest-cache', env)).toBe(false)
    const others = SPEED_DEVICE_NAMES.filter((name) => name !== 'build-threads' && name !== 'digest-cache')
    expect(others.length).toBeGreaterThan(10)
    for (const name of others) expect(speedOn(name, env)).toBe(true)
    expect(speedOn('build-threads', { SQUIRE_SPEED_OFF: '' })).toBe(true)
  })

  it('turns off with a device the devices that need it, and not the other way round', () => {
    const storeOff = { SQUIRE_SPEED_OFF: 'search-documents-store' }
    expect(speedOn('early-index', storeOff)).toBe(false)
    expect(speedOn('kept-search-fragments', storeOff)).toBe(false)
    expect(speedOn('search-documents-store', { SQUIRE_SPEED_OFF: 'early-index' })).toBe(true)
    expect(speedOn('kept-search-fragments', { SQUIRE_SPEED_OFF: 'early-index' })).toBe(true)
  })

  it('refuses an unknown name (or one with spaces), listing the devices', () => {
    const expected = `SQUIRE_SPEED_OFF names "digest-cach", not a speed device; the devices (comma-separated, no spaces) are: ${SPEED_DEVICE_NAMES.join(', ')}`
    expect(() => speedOn('build-threads', { SQUIRE_SPEED_OFF: 'digest-cach' })).toThrow(expected)
    expect(() => devicesSwitchedOff({ SQUIRE_SPEED_OFF: 'build-threads, digest-cache' })).toThrow('names " digest-cache", not a speed device')
    expect(() => devicesSwitchedOff({ SQUIRE_SPEED_OFF: 'build-threads,' })).toThrow('names "", not a speed device')
  })

  it('names each device after its decision record, and every need is a device', () => {
    const records = new Set(fs.readdirSync(path.join(ROOT, 'docs/decisions')).map((file) => file.replace(/\.md$/, '')))
    expect(SPEED_DEVICE_NAMES.filter((name) => !records.has(name))).toEqual([])
    for (const device of Object.values(SPEED_DEVICES)) for (const need of device.needs ?? []) expect(SPEED_DEVICE_NAMES).toContain(need)
  })

  it('is asked for by every device under its own name: in src/build, or in its speed patch', () => {
    const build = sources(path.join(ROOT, 'src/build'), ['.ts'])
    const patches = sources(path.join(ROOT, 'patches/speed'), ['.patch'])
    const unasked = SPEED_DEVICE_NAMES.filter((name) =>
      SPEED_DEVICES[name].patch ? !patches.includes(`/(^|,)${name}(,|$)/.test(process.env.SQUIRE_SPEED_OFF)`) : !build.includes(`speedOn('${name}'`),
    )
    expect(unasked).toEqual([])
  })

  it('starts no thread when off, whatever SQUIRE_BUILD_THREADS says', () => {
    expect(threadCount({ SQUIRE_BUILD_THREADS: '3' }, 8)).toBe(3)
    expect(threadCount({ SQUIRE_SPEED: '0', SQUIRE_BUILD_THREADS: '3' }, 8)).toBe(0)
    expect(threadCount({ SQUIRE_SPEED: '0' }, 8)).toBe(0)
    expect(threadCount({ SQUIRE_SPEED_OFF: 'build-threads', SQUIRE_BUILD_THREADS: '3' }, 8)).toBe(0)
    expect(threadCount({ SQUIRE_SPEED_OFF: 'digest-cache', SQUIRE_BUILD_THREADS: '3' }, 8)).toBe(3)
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
