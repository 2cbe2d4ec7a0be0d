/**
 * The preferred docs version, stored per docs plugin under `docs-preferred-version-default` (the key
 * of the site we replace). The site has one version, `current`, labelled "Next" (spec §1); reading a
 * doc page records it, and a stored name that is no version of this site is removed.
 */
import * as React from 'react'
import { createStorageSlot } from './storage'
import { STORAGE_KEYS } from './storageKeys'

/** Version names of the default docs plugin; the only one is the current docs. */
export const DOCS_VERSION_NAMES = ['current'] as const
export const CURRENT_DOCS_VERSION = 'current'

/** The stored name if it is one of `versions`, else null. */
export function coercePreferredVersion(stored: string | null, versions: readonly string[]): string | null {
  return stored !== null && versions.includes(stored) ? stored : null
}

/** Records `version` as the reader's preferred docs version, clearing an unknown stored one first. */
export function useRememberDocsVersion(version: string = CURRENT_DOCS_VERSION, versions: readonly string[] = DOCS_VERSION_NAMES): void {
  React.useEffect(() => {
    const slot = createStorageSlot(STORAGE_KEYS.docsPreferredVersion)
    const stored = slot.get()
    if (stored !== null && !coercePreferredVersion(stored, versions)) slot.del()
    if (versions.includes(version) && slot.get() !== version) slot.set(version)
  }, [version, versions])
}
