/**
 * Every package the code imports is declared where a production install finds it:
 * - build and runtime code (src/, gatsby-*.ts(x), scripts/) → `dependencies`, because a host that
 *   installs with `npm ci --omit=dev` must still build;
 * - tests and tooling (__tests__/, e2e/, bench/, jest.*) → `dependencies` or `devDependencies`.
 * Type-only imports may be satisfied by the package or its `@types/` package (erased at build).
 * And every dependency is used: imported, named as a Gatsby plugin, or a peer of one that is.
 */
import fs from 'fs'
import path from 'path'
import { builtinModules } from 'module'
import ts from 'typescript'

const ROOT = path.resolve(__dirname, '../..')
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}
const deps = new Set(Object.keys(pkg.dependencies))
const devDeps = new Set(Object.keys(pkg.devDependencies))
const builtins = new Set(builtinModules)

const CODE = /\.(ts|tsx|js|mjs|cjs)$/
function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return ['node_modules', 'results', '.artifacts'].includes(entry.name) ? [] : walk(full)
    return CODE.test(entry.name) || entry.name.endsWith('.sh') ? [full] : []
  })
}
const rootFiles = (pattern: RegExp) => fs.readdirSync(ROOT).filter((f) => pattern.test(f)).map((f) => path.join(ROOT, f))

const RUNTIME_FILES = [...walk(path.join(ROOT, 'src')).filter((f) => !f.endsWith('gatsby-types.d.ts')), ...rootFiles(/^gatsby-.*\.tsx?$/), ...walk(path.join(ROOT, 'scripts')).filter((f) => !f.includes(`${path.sep}scripts${path.sep}authoring${path.sep}`) && !f.includes(`${path.sep}scripts${path.sep}spelling${path.sep}`))]
const DEV_FILES = [...walk(path.join(ROOT, '__tests__')), ...walk(path.join(ROOT, 'e2e')), ...walk(path.join(ROOT, 'bench')), ...walk(path.join(ROOT, '__mocks__')), ...walk(path.join(ROOT, 'scripts', 'authoring')), ...walk(path.join(ROOT, 'scripts', 'spelling')), ...rootFiles(/^jest[.-].*\.(ts|js)$/)]

export interface Specifier {
  name: string
  typeOnly: boolean
}

/** The package a specifier names (`@scope/pkg/sub` → `@scope/pkg`), or null for relative paths and builtins. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.includes('${')) return null
  const bare = specifier.replace(/^node:/, '')
  const name = bare.startsWith('@') ? bare.split('/').slice(0, 2).join('/') : bare.split('/')[0]
  return builtins.has(name) || builtins.has(bare) ? null : name
}

/** import/export … from, import(), require(), require.resolve(), createRequire(…).resolve(), jest.mock(). */
export function specifiersOf(file: string, text: string): Specifier[] {
  if (file.endsWith('.sh')) {
    return [...text.matchAll(/require\(["']([^"']+)["']\)/g)].map((m) => ({ name: m[1], typeOnly: false }))
  }
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: Specifier[] = []
  const visit = (node: ts.Node, inType: boolean): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause
      const typeOnly = Boolean(
        clause && (clause.isTypeOnly || (!clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((e) => e.isTypeOnly))),
      )
      found.push({ name: node.moduleSpecifier.text, typeOnly })
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ name: node.moduleSpecifier.text, typeOnly: node.isTypeOnly })
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ name: node.argument.literal.text, typeOnly: true })
    } else if (ts.isCallExpression(node) && node.arguments.length > 0 && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression.getText(source)
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword || /^(require|require\.resolve|jest\.(mock|requireActual|doMock))$/.test(callee) || /\.resolve$/.test(callee)) {
        found.push({ name: node.arguments[0].text, typeOnly: inType })
      }
    }
    ts.forEachChild(node, (child) => visit(child, inType || ts.isTypeNode(node)))
  }
  visit(source, false)
  return found
}

/** Problems for one file: packages it uses that its kind of file may not rely on. */
export function undeclared(file: string, specifiers: Specifier[], allowed: ReadonlySet<string>): string[] {
  return specifiers.flatMap(({ name, typeOnly }) => {
    const pkgName = packageOf(name)
    if (!pkgName || allowed.has(pkgName)) return []
    if (typeOnly) {
      const typesName = `@types/${pkgName.replace(/^@/, '').replace('/', '__')}`
      if (deps.has(typesName) || devDeps.has(typesName) || deps.has(pkgName) || devDeps.has(pkgName)) return []
    }
    return [`${path.relative(ROOT, file)}: "${name}" (${pkgName}) is not declared${allowed === deps ? ' in dependencies' : ''}`]
  })
}

const read = (file: string) => fs.readFileSync(file, 'utf8')

describe('package.json declares what the code imports', () => {
  it('finds specifiers of every kind, and knows packages from paths and builtins', () => {
    const text = [
      "import a from 'pkg-a'",
      "import type { B } from '@scope/pkg-b/sub'",
      "export { c } from 'pkg-c'",
      "const d = require('node:fs')",
      "const e = import('pkg-e')",
      "type F = typeof import('pkg-f')",
      "jest.mock('pkg-g')",
      "const h = createRequire(x).resolve('pkg-h/file.css')",
      "import './local'",
    ].join('\n')
    const found = specifiersOf('x.ts', text).map((s) => `${packageOf(s.name)}${s.typeOnly ? ' (type)' : ''}`)
    expect(found).toEqual(['pkg-a', '@scope/pkg-b (type)', 'pkg-c', 'null', 'pkg-e', 'pkg-f (type)', 'pkg-g', 'pkg-h', 'null'])
  })

  it('reports an undeclared import, naming file and package', () => {
    expect(undeclared(path.join(ROOT, 'src/x.ts'), [{ name: 'left-pad/index', typeOnly: false }], deps)).toEqual([
      'src/x.ts: "left-pad/index" (left-pad) is not declared in dependencies',
    ])
    // A test-only package used by build code is a production-install failure.
    expect(undeclared(path.join(ROOT, 'src/x.ts'), [{ name: 'jest', typeOnly: false }], deps)).toHaveLength(1)
  })

  it('build and runtime code imports only `dependencies`', () => {
    expect(RUNTIME_FILES.length).toBeGreaterThan(50)
    const problems = RUNTIME_FILES.flatMap((file) => undeclared(file, specifiersOf(file, read(file)), deps))
    expect(problems).toEqual([])
  })

  it('tests and tooling import only declared packages', () => {
    const all = new Set([...deps, ...devDeps])
    const problems = DEV_FILES.flatMap((file) => undeclared(file, specifiersOf(file, read(file)), all))
    expect(problems).toEqual([])
  })
})

/**
 * Declared for a reason other than an import: a peer dependency of a declared package, or a
 * package the build reaches by name. Each entry says which.
 */
const USED_WITHOUT_IMPORT: Record<string, string> = {
  'react-dom': 'peer of gatsby and gatsby-plugin-mdx',
  prismjs: 'peer of gatsby-remark-prismjs; its theme is imported by src/styles/global.css',
  '@mdx-js/react': 'peer of gatsby-plugin-mdx',
  'gatsby-plugin-image': 'registered in gatsby-config (the image pipeline, src/build/content/pictures)',
  'gatsby-plugin-sharp': 'registered in gatsby-config (the image pipeline, src/build/content/pictures)',
  'gatsby-transformer-sharp': 'registered in gatsby-config (childImageSharp on File nodes)',
  'patch-package': 'the postinstall script: applies patches/ (__tests__/patches/patches.test.ts)',
}

test('every dependency is used', () => {
  const used = new Set<string>()
  for (const file of RUNTIME_FILES) {
    const text = read(file)
    for (const s of specifiersOf(file, text)) {
      const name = packageOf(s.name)
      if (name) used.add(name)
    }
    // Gatsby plugins and remark plugins named in config objects.
    for (const m of text.matchAll(/resolve:\s*['"]([^'"]+)['"]/g)) used.add(m[1])
  }
  const unused = [...deps].filter((name) => !used.has(name) && !(name in USED_WITHOUT_IMPORT))
  expect(unused).toEqual([])
})
