/** Types of ./dataEdit.mjs for the TypeScript tests. */
export function editSquireData(dir: string, stamp: string): string
