/**
 * A compile failure that names the file, line and column. Its own module: the error reporting
 * (src/build/content/mdxErrors.ts) and the thread boundary (./compilePool.ts) need the class without
 * loading the compiler (./compileMdx.ts and its remark/rehype stack).
 */
export class MdxCompileError extends Error {
  constructor(
    readonly filePath: string,
    readonly line: number | undefined,
    readonly column: number | undefined,
    readonly reason: string,
  ) {
    super(`${filePath}${line ? `:${line}${column ? `:${column}` : ''}` : ''}: ${reason}`)
    this.name = 'MdxCompileError'
  }
}
