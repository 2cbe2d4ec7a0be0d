import * as React from 'react'

/** useLayoutEffect in the browser, useEffect on the server (where neither runs, without a warning). */
export const useIsomorphicLayoutEffect = typeof window === 'undefined' ? React.useEffect : React.useLayoutEffect
