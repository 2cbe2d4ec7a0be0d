/**
 * bench/lib/measure.mjs runMeasured: the peak RSS is sampled unless the caller asks for none
 * (sampleMs 0, as the build proofs do), and a failure still reports the command's output.
 */
import { runMeasured } from '../../../bench/lib/measure.mjs'

// A child that lives long enough (0.6 s) for a 50 ms sampler to see it, holding some memory.
const HOLD = ['-e', 'const kept = Buffer.alloc(32 * 2 ** 20, 1); setTimeout(() => console.log(kept.length), 600)']

describe('runMeasured', () => {
  it('samples the peak RSS of the process tree by default', async () => {
    const run = await runMeasured(process.execPath, HOLD, { sampleMs: 50 })
    expect(run.log.trim()).toBe(String(32 * 2 ** 20))
    expect(run.peakRssBytes).toBeGreaterThan(32 * 2 ** 20)
  })

  it('does not sample with sampleMs 0, and still times the command', async () => {
    const run = await runMeasured(process.execPath, HOLD, { sampleMs: 0 })
    expect(run.peakRssBytes).toBe(0)
    expect(run.seconds).toBeGreaterThan(0.5)
  })

  it('rejects with the output of a failed command, without a peak it did not sample', async () => {
    await expect(runMeasured(process.execPath, ['-e', 'console.error("went wrong"); process.exit(3)'], { sampleMs: 0, label: 'failing' })).rejects.toThrow(/^failing failed \(3\) after [\d.]+ s:\nwent wrong/)
  })
})
