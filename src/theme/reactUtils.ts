/** Error thrown by a hook used outside its provider, naming both (after Docusaurus ReactContextError). */
export class ReactContextError extends Error {
  constructor(hookName: string, providerName: string) {
    super(`${hookName}() was called outside <${providerName}>. Wrap the tree in it (src/theme/providers.tsx).`)
    this.name = 'ReactContextError'
  }
}
