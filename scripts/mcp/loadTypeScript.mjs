// @ts-check
/**
 * Loads the site's own TypeScript modules (the search ranking in src/search/engine) into this
 * Node process, so the MCP server ranks exactly as the browser does without a second copy of the
 * code. Babel strips the types (@babel/core and @babel/preset-typescript come with Gatsby, also in
 * a production install); only files under src/ go through it.
 */
import path from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const SOURCE = path.join(ROOT, 'src') + path.sep

/** @type {{ transformFileSync: (file: string, options: object) => { code?: string | null } | null }} */
const babel = require('@babel/core')
const options = {
  babelrc: false,
  configFile: false,
  presets: [require.resolve('@babel/preset-typescript')],
  plugins: [require.resolve('@babel/plugin-transform-modules-commonjs')],
}

let registered = false

/** Lets `require` load .ts files under src/ (their relative imports included). */
function register() {
  if (registered) return
  registered = true
  // The hook @babel/register also uses: Node tries each registered extension for an import without one.
  const extensions = /** @type {Record<string, (module: { _compile: (code: string, file: string) => void }, file: string) => void>} */ (
    /** @type {unknown} */ (require.extensions)
  )
  extensions['.ts'] = (module, file) => {
    if (!file.startsWith(SOURCE)) throw new Error(`${file}: only the site's own TypeScript (src/) is loaded here`)
    const result = babel.transformFileSync(file, options)
    module._compile(result?.code ?? '', file)
  }
}

/**
 * A module of src/, by path from the repository root (`src/search/engine/pagefindEngine.ts`).
 * @param {string} relative
 * @returns {unknown}
 */
export function requireSiteModule(relative) {
  register()
  return require(path.join(ROOT, relative))
}
