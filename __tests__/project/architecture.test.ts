/**
 * The house rules of docs/architecture.md, checked on the code as it is:
 * - everything gatsby-node.ts imports lives in src/build, except the shared ground (src/config,
 *   src/data, content/data) and the few pure modules pages and build both use (SHARED below);
 * - page code (the rest of src/) never imports the build wing;
 * - no import circle anywhere in src/ and the gatsby-* files;
 * - one onCreateWebpackConfig.
 */
import fs from 'fs'
import path from 'path'

const ROOT = path.resolve(__dirname, '../..')
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx']

/** Modules pages and the build both import: pure functions and types, no DOM and no Node API. */
const SHARED = new Set([
  'src/components/MdxContent/contentTree.ts',
  'src/components/Navbar/itemTypes.ts',
  'src/components/mdx/Pictures/ResponsiveImage.tsx',
  'src/components/mdx/Pictures/classNames.ts',
  'src/components/mdx/componentNames.ts',
  'src/components/navLinks.ts',
  'src/pictures/names.ts',
  'src/search/assets.ts',
  'src/search/hosted.ts',
  'src/search/indexAttributes.ts',
  'src/search/sectionLabel.ts',
  'src/seo/feeds.ts',
  'src/seo/themeColors.ts',
  'src/seo/urls.ts',
  'src/theme/navigation/sidebar.ts',
  'src/theme/navigation/sidebarView.ts',
  'src/theme/navigation/toc.ts',
])
const SHARED_GROUND = /^(src\/config\/|src\/data\/|content\/data\/)/

export function localImports(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8')
  const specifiers = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|\brequire\(\s*['"]([^'"]+)['"]\s*\)|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? m[2] ?? m[3])
  const out: string[] = []
  for (const spec of specifiers) {
    if (!spec.startsWith('.')) continue
    const base = path.join(path.dirname(path.join(ROOT, file)), spec)
    const found = EXTENSIONS.map((ext) => base + ext).find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile())
    if (found) out.push(path.relative(ROOT, found).split(path.sep).join('/'))
  }
  return out
}

function closure(entries: string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file) || !/\.(tsx?|m?js)$/.test(file)) return
    seen.add(file)
    localImports(file).forEach(visit)
  }
  entries.forEach(visit)
  return seen
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`
    if (entry.isDirectory()) return sourceFiles(rel)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel] : []
  })
}

describe('the build wing', () => {
  it('holds everything gatsby-node.ts imports, apart from the shared ground and the listed shared modules', () => {
    const outside = [...closure(['gatsby-node.ts', 'gatsby-config.ts'])].filter((file) => file !== 'gatsby-node.ts' && file !== 'gatsby-config.ts' && !file.startsWith('src/build/') && !SHARED_GROUND.test(file) && !SHARED.has(file))
    expect(outside).toEqual([])
  })

  it('is never imported by page code', () => {
    const pageFiles = sourceFiles('src').filter((file) => !file.startsWith('src/build/'))
    const offenders = pageFiles.flatMap((file) => localImports(file).filter((target) => target.startsWith('src/build/')).map((target) => `${file} -> ${target}`))
    expect(offenders).toEqual([])
  })

  it('lists only shared modules that exist and that both sides import', () => {
    const build = closure(['gatsby-node.ts', 'gatsby-config.ts'])
    for (const file of SHARED) {
      expect([file, fs.existsSync(path.join(ROOT, file))]).toEqual([file, true])
      expect([file, build.has(file)]).toEqual([file, true])
    }
  })

  it('has one onCreateWebpackConfig', () => {
    const defining = sourceFiles('src/build').filter((file) => /export (const|function|async function) onCreateWebpackConfig\b/.test(fs.readFileSync(path.join(ROOT, file), 'utf8')))
    expect(defining).toEqual(['src/build/gatsby/onCreateWebpackConfig.ts'])
  })
})

/** Every circle of a directed graph, each as `a -> b -> … -> a`. */
export function findCircles(graph: Map<string, string[]>): string[] {
  const circles: string[] = []
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  const visit = (node: string) => {
    state.set(node, 'open')
    stack.push(node)
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') circles.push([...stack.slice(stack.indexOf(next)), next].join(' -> '))
      else if (!state.has(next)) visit(next)
    }
    stack.pop()
    state.set(node, 'done')
  }
  for (const node of graph.keys()) if (!state.has(node)) visit(node)
  return circles
}

describe('imports', () => {
  it('form no circle in src/ or the gatsby-* files', () => {
    const files = [...sourceFiles('src'), 'gatsby-node.ts', 'gatsby-config.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx']
    const graph = new Map(files.map((file) => [file, localImports(file).filter((target) => /\.tsx?$/.test(target))]))
    expect(findCircles(graph)).toEqual([])
  })

  it('the circle finder finds circles, and the resolver sees imports', () => {
    expect(findCircles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual(['a -> b -> c -> a'])
    expect(findCircles(new Map([['a', ['b']], ['b', []]]))).toEqual([])
    expect(localImports('gatsby-node.ts')).toContain('src/build/gatsby/onPreInit.ts')
  })
})
