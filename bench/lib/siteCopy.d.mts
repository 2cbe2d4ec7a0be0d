/** Types of ./siteCopy.mjs for the TypeScript tests that import it. */
export function copyTrackedFiles(siteRoot: string, dir: string): void
export function linkNodeModules(siteRoot: string, dir: string): void
export function copySources(fromDir: string, toDir: string): void
export function patchedPackages(patchesDir: string): string[]
export function unsharePatchedPackages(siteRoot: string, dir: string): string[]
