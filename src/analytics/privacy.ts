/** Readers whose browser sends Global Privacy Control or Do Not Track are opted out. */
export interface PrivacySignals {
  globalPrivacyControl?: boolean
  doNotTrack?: string | null
}

export function isOptedOut(signals: PrivacySignals | undefined = typeof navigator === 'undefined' ? undefined : navigator): boolean {
  if (!signals) return false
  return signals.globalPrivacyControl === true || signals.doNotTrack === '1'
}
