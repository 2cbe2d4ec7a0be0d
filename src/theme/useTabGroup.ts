/**
 * Tab-group state for <Tabs>: the selected value, synced across every group on the page with the
 * same groupId and persisted under `docusaurus.tab.<groupId>` (the storage slot's same-tab event
 * reaches the other groups; the storage event reaches other tabs). A stored value this group does
 * not have (junk, or a tab an author removed) is ignored.
 */
import * as React from 'react'
import { createStorageSlot, type StorageSlot } from './storage'
import { tabStorageKey } from './storageKeys'

/** The stored value if this group has it, else the default if it has that, else the first tab. */
export function resolveTabValue(values: readonly string[], stored: string | null | undefined, defaultValue?: string | null): string | undefined {
  if (stored != null && values.includes(stored)) return stored
  if (defaultValue != null && values.includes(defaultValue)) return defaultValue
  return values[0]
}

/** WAI-ARIA tabs keys: arrows move and wrap, Home/End go to the ends; other keys give null. */
export function tabIndexForKey(key: string, index: number, count: number): number | null {
  if (count === 0) return null
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count
    case 'ArrowLeft':
      return (index - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}

export interface TabGroupState {
  selected: string | undefined
  select: (value: string) => void
}

export function useTabGroup({ groupId, values, defaultValue }: { groupId?: string; values: readonly string[]; defaultValue?: string | null }): TabGroupState {
  const valuesKey = values.join('\n')
  const [selected, setSelected] = React.useState(() => resolveTabValue(values, null, defaultValue))
  const slotRef = React.useRef<StorageSlot | null>(null)

  React.useEffect(() => {
    if (!groupId) return undefined
    const slot = createStorageSlot(tabStorageKey(groupId))
    slotRef.current = slot
    const accept = (value: string | null) => {
      if (value != null && values.includes(value)) setSelected(value)
    }
    accept(slot.get())
    return slot.listen(accept)
    // valuesKey stands for `values`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groupId, valuesKey])

  const select = React.useCallback(
    (value: string) => {
      setSelected(value)
      if (groupId) (slotRef.current ?? createStorageSlot(tabStorageKey(groupId))).set(value)
    },
    [groupId],
  )
  return { selected, select }
}
