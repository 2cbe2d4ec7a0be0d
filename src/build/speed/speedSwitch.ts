/**
 * The one off switch of every speed device in src/build/speed and of the records in the speed
 * patches: `SQUIRE_SPEED=0` builds with none of them (no threads, no record read or written, no
 * early search index, no kept fragments, no skipped compilation), so what remains is Gatsby's own
 * pipeline and the site's output steps. docs/decisions/ has one record per device.
 */
export function speedOn(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.SQUIRE_SPEED
  if (value === undefined || value === '' || value === '1') return true
  if (value === '0') return false
  throw new Error(`SQUIRE_SPEED must be 0 (no speed devices) or 1 (the default), not "${value}"`)
}
