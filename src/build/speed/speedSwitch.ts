/**
 * The off switches of the speed devices in src/build/speed, in the build code that calls them and
 * in the speed patches' records (docs/decisions/ has one record per device, under its name):
 *
 * - `SQUIRE_SPEED=0` builds with none of them (no threads, no record read or written, no early
 *   search index, no kept fragments, no skipped compilation), so what remains is Gatsby's own
 *   pipeline and the site's output steps;
 * - `SQUIRE_SPEED_OFF=build-threads,digest-cache` turns off just the devices named (comma-separated,
 *   no spaces; ./speedDevices.json lists the names), so each one's gain can be measured alone
 *   (`npm run bench -- --ablate …`). A device that needs another (`needs`) is off with it.
 *
 * The speed patches read the same two variables with a one-line check of their own name
 * (patches/speed/); an unknown name fails the build here, with the valid ones.
 */
import registry from './speedDevices.json'

export type SpeedBudget = 'cold build' | 'rebuild' | 'peak memory' | 'search'

export interface SpeedDevice {
  /** The budget it serves (docs/decisions/README.md): what the bench measures to ablate it. */
  budget: SpeedBudget
  /** Its switch is a check inside a speed patch (patches/speed/), not in src/build. */
  patch?: boolean
  /** Devices it does nothing without: off when any of them is off. */
  needs?: string[]
}

export const SPEED_DEVICES: Readonly<Record<string, SpeedDevice>> = registry.devices as Record<string, SpeedDevice>

export type SpeedDeviceName = keyof typeof registry.devices

export const SPEED_DEVICE_NAMES = Object.keys(SPEED_DEVICES) as SpeedDeviceName[]

// The last value read and its names: some devices ask once per string kept (detached-strings).
let parsed: { value: string; off: ReadonlySet<SpeedDeviceName> } | null = null

/** The names in SQUIRE_SPEED_OFF; an empty or unset variable names none. Throws on an unknown name. */
export function devicesSwitchedOff(env: NodeJS.ProcessEnv = process.env): ReadonlySet<SpeedDeviceName> {
  const value = env.SQUIRE_SPEED_OFF ?? ''
  if (parsed?.value === value) return parsed.off
  const names = value === '' ? [] : value.split(',')
  const unknown = names.filter((name) => !(name in SPEED_DEVICES))
  if (unknown.length) {
    throw new Error(`SQUIRE_SPEED_OFF names ${unknown.map((name) => `"${name}"`).join(', ')}, not a speed device; the devices (comma-separated, no spaces) are: ${SPEED_DEVICE_NAMES.join(', ')}`)
  }
  parsed = { value, off: new Set(names as SpeedDeviceName[]) }
  return parsed.off
}

function allOn(env: NodeJS.ProcessEnv): boolean {
  const value = env.SQUIRE_SPEED
  if (value === undefined || value === '' || value === '1') return true
  if (value === '0') return false
  throw new Error(`SQUIRE_SPEED must be 0 (no speed devices) or 1 (the default), not "${value}"`)
}

/** Whether `device` is on: not under SQUIRE_SPEED=0, not named in SQUIRE_SPEED_OFF, nor any device it needs. */
export function speedOn(device: SpeedDeviceName, env: NodeJS.ProcessEnv = process.env): boolean {
  if (!allOn(env)) return false
  const off = devicesSwitchedOff(env)
  const needs = (SPEED_DEVICES[device].needs ?? []) as SpeedDeviceName[]
  return !off.has(device) && needs.every((name) => !off.has(name))
}
