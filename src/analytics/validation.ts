/**
 * Checks made before anything is handed to the SDK (spec §5). A failing call is not sent and
 * logs a console warning that names the property at fault.
 */

/** At most this many keys per property object. */
export const MAX_PROPERTY_KEYS = 1000

export type Primitive = string | number | boolean
/** Array items: numbers or strings (what the SDK's identify accepts). */
export type PropertyValue = Primitive | Array<string | number>
export type EventProperties = Record<string, PropertyValue>

export type Check = { ok: true } | { ok: false; property: string | null; reason: string }

const OK: Check = { ok: true }

const isPrimitive = (value: unknown): value is Primitive =>
  typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))

function checkValue(property: string, value: unknown): Check {
  if (isPrimitive(value)) return OK
  if (Array.isArray(value)) {
    if (value.some(Array.isArray)) return { ok: false, property, reason: 'arrays cannot nest' }
    if (!value.every((item) => typeof item === 'string' || (typeof item === 'number' && Number.isFinite(item)))) {
      return { ok: false, property, reason: 'array items must be numbers or strings' }
    }
    return OK
  }
  return { ok: false, property, reason: `values must be numbers, strings or booleans (got ${value === null ? 'null' : typeof value})` }
}

/** Undefined entries are dropped before the checks (an optional context field left out). */
export function compactProperties(properties: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(properties).filter(([, value]) => value !== undefined))
}

export function checkProperties(properties: Record<string, unknown>): Check {
  const keys = Object.keys(properties)
  if (keys.length > MAX_PROPERTY_KEYS) {
    return { ok: false, property: null, reason: `${keys.length} keys; at most ${MAX_PROPERTY_KEYS} are allowed` }
  }
  for (const key of keys) {
    const check = checkValue(key, properties[key])
    if (!check.ok) return check
  }
  return OK
}

/** A revenue quantity must be above 0. */
export function checkRevenueQuantity(quantity: number): Check {
  return typeof quantity === 'number' && Number.isFinite(quantity) && quantity > 0
    ? OK
    : { ok: false, property: 'quantity', reason: `revenue quantity must be above 0 (got ${String(quantity)})` }
}

/** A numeric add on a user property requires a number. */
export function checkNumericAdd(property: string, value: unknown): Check {
  return typeof value === 'number' && Number.isFinite(value)
    ? OK
    : { ok: false, property, reason: `add requires a number (got ${typeof value})` }
}

/** Logs why a call was not sent. */
export function warnRejected(what: string, check: Extract<Check, { ok: false }>): void {
  const at = check.property === null ? '' : ` property "${check.property}":`
  console.warn(`[analytics] ${what} not sent:${at} ${check.reason}`)
}
