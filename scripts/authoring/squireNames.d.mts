/** Types of squireNames.mjs (the one table of Squire names). */
export declare const SQUIRE_RENAMES: ReadonlyArray<readonly [RegExp, string]>
export declare const toSquireNames: (text: string) => string
