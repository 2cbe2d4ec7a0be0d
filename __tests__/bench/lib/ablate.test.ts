/**
 * bench/lib/ablate.mjs: the devices the ablation mode knows (the build's own list), how each is
 * measured, and the figures it reports: medians, spreads, and whether a gain beats the spread.
 */
import { ablationMarkdown, median, parseAblate, spread, speedDevices, verdict } from '../../../bench/lib/ablate.mjs'
import path from 'node:path'
import { SPEED_DEVICE_NAMES, SPEED_DEVICES } from '../../../src/build/speed/speedSwitch'

const devices = speedDevices(path.resolve(__dirname, '../../..'))

describe('the devices to ablate', () => {
  it('are the build switch’s devices, each measured by its budget', () => {
    expect(Object.keys(devices)).toEqual(SPEED_DEVICE_NAMES)
    const all = parseAblate('all', devices)
    expect(all.map((device) => device.name)).toEqual(SPEED_DEVICE_NAMES)
    for (const device of all) expect(device.budget).toBe(SPEED_DEVICES[device.name].budget)
    expect(parseAblate('build-threads,digest-cache,detached-strings,compile-hints', devices).map((d) => [d.name, d.measure, d.unit])).toEqual([
      ['build-threads', 'cold', 's'],
      ['digest-cache', 'rebuild', 's'],
      ['detached-strings', 'peak', 'MB'],
      ['compile-hints', 'search', 'ms'],
    ])
  })

  it('refuses an unknown name, listing the devices', () => {
    expect(() => parseAblate('build-threads,digest-cach', devices)).toThrow(`--ablate names "digest-cach"; the speed devices are: ${SPEED_DEVICE_NAMES.join(', ')} (or all)`)
    expect(() => parseAblate('', devices)).toThrow('--ablate takes device names')
  })

  it('measures a device after the edit it serves, and only a rebuild device', () => {
    const [digest] = parseAblate('digest-cache', devices)
    expect(digest).toMatchObject({ after: 'data-edit', what: 'rebuild after one edit (wall), each after a data edit' })
    expect(parseAblate('html-pass-record', devices)[0]).toMatchObject({ after: null, what: 'rebuild after one edit (wall)' })
    expect(() => parseAblate('x', { x: { budget: 'cold build', after: 'data-edit' } })).toThrow('x is measured after "data-edit"; only rebuild devices can be')
    expect(() => parseAblate('x', { x: { budget: 'rebuild', after: 'css-edit' } })).toThrow('x is measured after "css-edit"')
  })

  it('refuses a device whose budget the bench cannot measure', () => {
    expect(() => parseAblate('x', { x: { budget: 'bundle size' } })).toThrow('x serves "bundle size", which the bench cannot measure')
  })
})

describe('medians, spreads and the verdict', () => {
  it('takes the median of odd and even counts, and the spread as max − min', () => {
    expect(median([9.4, 8.8, 9.1])).toBe(9.1)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNull()
    expect(spread([9.4, 8.8, 9.1])).toBeCloseTo(0.6)
    expect(spread([])).toBeNull()
  })

  it('counts a gain only when it is larger than the spread of both sides', () => {
    // on 8.8–9.0, off 9.5–9.9: gain 0.8, spreads 0.2 and 0.4.
    expect(verdict([8.8, 9.0, 8.9], [9.9, 9.5, 9.6])).toEqual({ medianOn: 8.9, medianOff: 9.6, gain: 0.7, spreadOn: 0.2, spreadOff: 0.4, exceedsSpread: true, enoughRuns: true })
    // The same gain with one noisy run off: not separable from the noise.
    expect(verdict([8.8, 9.0, 8.9], [9.6, 8.7, 9.6]).exceedsSpread).toBe(false)
    // A device that makes things slower has a negative gain: never counted.
    expect(verdict([10, 10.1, 10.2], [9, 9.1, 9.2])).toMatchObject({ gain: -1, exceedsSpread: false })
    expect(verdict([10, 10.2], [12, 12.1])).toMatchObject({ exceedsSpread: true, enoughRuns: false })
  })

  it('writes one table row per device, flagging gains inside the noise', () => {
    const machine = { nproc: 2, cpuModel: 'cpu', memoryGB: 8, node: 'v20', loadAverage: [1, 1, 1], commit: 'abcdef0123', dirty: false }
    const row = (name: string, on: number[], off: number[]) => ({ name, budget: 'rebuild', what: 'rebuild after one edit (wall)', unit: 's', on, off, verdict: verdict(on, off) })
    const text = ablationMarkdown({ date: 'd', machine, loadAtEnd: [1, 1, 1], shape: 'nested', docs: 500, runs: 3, devices: [row('digest-cache', [9, 9.1, 9.2], [9.1, 9.3, 9.0]), row('early-index', [8.8, 9, 8.9], [9.9, 9.5, 9.6])] })
    expect(text).toContain('| digest-cache | rebuild: rebuild after one edit (wall) | 9.1 s | 9.1 s | 0 s | 0.2 / 0.3 s | **no** | 9, 9.1, 9.2; 9.1, 9.3, 9 | – |')
    expect(text).toContain('| early-index | rebuild: rebuild after one edit (wall) | 8.9 s | 9.6 s | 0.7 s | 0.2 / 0.4 s | yes |')
    const withCpu = ablationMarkdown({ date: 'd', machine, loadAtEnd: [1, 1, 1], shape: 'nested', docs: 500, runs: 3, devices: [{ ...row('early-index', [8.8, 9, 8.9], [9.9, 9.5, 9.6]), cpuVerdict: verdict([12, 12.5, 12.2], [12.4, 12.1, 12.3]) }] })
    expect(withCpu).toContain('| 8.8, 9, 8.9; 9.9, 9.5, 9.6 | 12.2 / 12.3 s, no |')
    expect(withCpu).not.toContain('Peak RSS of the same cold builds')
    const withPeak = ablationMarkdown({ date: 'd', machine, loadAtEnd: [1, 1, 1], shape: 'nested', docs: 2000, runs: 3, devices: [{ ...row('worker-pool-size', [100, 98, 99], [110, 109, 111]), peakOn: [1900, 1850, 1950], peakOff: [1700, 1750, 1720] }] })
    expect(withPeak).toContain('| worker-pool-size | 1900 MB | 1720 MB | 1900, 1850, 1950; 1700, 1750, 1720 |')
  })
})
