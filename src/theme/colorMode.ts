/** Colour-mode rules, pure: shared by the provider and (as source text) the pre-paint script. */

export type ColorMode = 'light' | 'dark'

export interface ColorModeOptions {
  defaultMode: ColorMode
  respectPrefersColorScheme: boolean
}

/** A stored value as a colour mode; anything else (junk, null) is null. */
export function coerceColorMode(value: unknown): ColorMode | null {
  return value === 'light' || value === 'dark' ? value : null
}

/** The system preference when the browser states one. */
export function systemColorMode(matchMedia: ((query: string) => { matches: boolean }) | undefined): ColorMode | null {
  if (!matchMedia) return null
  if (matchMedia('(prefers-color-scheme: dark)').matches) return 'dark'
  if (matchMedia('(prefers-color-scheme: light)').matches) return 'light'
  return null
}

/** Stored choice first, then an explicit system preference (if respected), then the default. */
export function resolveColorMode(stored: unknown, system: ColorMode | null, options: ColorModeOptions): ColorMode {
  return coerceColorMode(stored) ?? (options.respectPrefersColorScheme ? system : null) ?? options.defaultMode
}
