import { CLIENT_LOADED_FLAG } from './inlineScripts'

/** Tells the inline base-URL check (inlineScripts.ts) that the site's scripts did load. */
export function markClientLoaded(): void {
  ;(window as unknown as Record<string, boolean>)[CLIENT_LOADED_FLAG] = true
}
