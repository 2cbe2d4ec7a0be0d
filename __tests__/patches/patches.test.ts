/**
 * patches/ (applied by patch-package on install; a patch that does not apply fails the install):
 * what each patch changes is in force.
 *
 * @parcel/core: Gatsby compiles gatsby-config and gatsby-node with Parcel on every build and every
 * `gatsby develop` start. Parcel snapshots the project root to see what changed since its last run;
 * unpatched, the snapshot walks node_modules (~95,000 files) and public/ twice a run (3.5 s of a
 * 5.5 s step on the bench machine). Gatsby's Parcel target has includeNodeModules: false, so
 * nothing in node_modules can change the compiled files, and public/ is build output.
 *
 * gatsby: after rendering, Gatsby stitches its scripts slice into every page it rendered. It read
 * each page as a string and rebuilt it by concatenation, gigabytes of short-lived strings at
 * 2,000 pages and the build's peak memory; patched, a page stays bytes (stitched by views of the
 * read buffer, written once). Same output for anything React renders; bytes are kept exactly.
 * And its query extraction parsed every file of src/ and of every plugin with Babel on every build;
 * patched, the files with nothing for Gatsby are remembered in .cache/ by path and text.
 *
 * gatsby, adapters: a build reads the adapters manifest packaged with Gatsby; unpatched, it fetched
 * one from GitHub and unpkg (5 s timeout each) on every `gatsby build` and required it as code.
 *
 * gatsby-source-filesystem and gatsby-plugin-mdx: a save in place (truncate, then write, as
 * VS Code and fs.writeFileSync do) under `gatsby develop`. Unpatched, the watcher reported the
 * truncation at once, the File was hashed empty, the write's own event fell inside chokidar's 50 ms
 * change throttle and was dropped, and the MDX plugin's front-matter cache, keyed by that digest,
 * handed out the parse of whatever text had last been hashed empty. Patched, the watcher reports a
 * file once its size has held for 100 ms (after its first scan only), and a cached parse is reused
 * only for the same text.
 *
 * gatsby, develop: a node changed while `gatsby develop` re-runs createPages (a file saved during
 * it) is applied at once, as before, and now also marks the nodes dirty, so createPages runs again
 * after the queries; unpatched, the pages stayed as that createPages saw them.
 *
 * Behaviour patches (patches/behaviour) and speed patches (patches/speed); why each exists, its
 * gain and when to remove it: docs/decisions/.
 */
import { execFileSync } from 'child_process'
import crypto from 'crypto'
import { EventEmitter } from 'events'
import fs from 'fs'
import { createRequire } from 'module'
import os from 'os'
import path from 'path'
import { getWatcherOptions } from '@parcel/core/lib/RequestTracker'
import { stitchSliceForAPage } from 'gatsby/dist/utils/slices/stitching'

const ROOT = path.resolve(__dirname, '../..')
const SITE = path.join(path.sep, 'site')
const PARCEL_CACHE = path.join(SITE, '.cache', '.parcel-cache')

// Real work (Babel parses, Gatsby modules loaded in fresh processes): more than Jest's 5 s on a busy host.
jest.setTimeout(30_000)

describe('patches/', () => {
  const patchFiles = ['behaviour', 'speed'].flatMap((kind) => fs.readdirSync(path.join(ROOT, 'patches', kind)).map((file) => ({ kind, file })))

  test('patches live in patches/behaviour (fixes, always applied) and patches/speed (reversed by npm run patches:stock)', () => {
    expect(fs.readdirSync(path.join(ROOT, 'patches')).sort()).toEqual(['behaviour', 'speed'])
    const scripts = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts
    // A patch that does not apply fails the install, for behaviour and speed patches alike.
    expect(scripts.postinstall).toBe('patch-package --patch-dir patches/behaviour --error-on-fail && patch-package --patch-dir patches/speed --error-on-fail')
    expect(scripts['patches:stock']).toBe('patch-package --patch-dir patches/speed --reverse')
  })

  test.each(patchFiles)('$kind/$file is for the version installed (patch-package would not apply it to another)', ({ file }) => {
    const [, name, version] = /^(.+)\+(\d[^+]*)\.patch$/.exec(file) ?? []
    // The installed package.json by path: gatsby-core-utils's exports do not include it.
    const installed = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name.replace('+', '/'), 'package.json'), 'utf8')) as { version: string }
    expect(installed.version).toBe(version)
  })

  test("Parcel's snapshot of the site leaves out node_modules and public, and still its own cache and VCS folders", () => {
    const { ignore } = getWatcherOptions({ projectRoot: SITE, cacheDir: PARCEL_CACHE })
    expect([...ignore].sort()).toEqual([PARCEL_CACHE, ...['.git', '.hg', 'node_modules', 'public'].map((dir) => path.join(SITE, dir))].sort())
  })

  test('the source folders stay watched: an edit to gatsby-node or src/ is still seen', () => {
    const { ignore } = getWatcherOptions({ projectRoot: SITE, cacheDir: PARCEL_CACHE })
    for (const watched of ['src', 'content', 'gatsby-node.ts', '.cache/compiled']) {
      const file = path.join(SITE, watched)
      expect(ignore.some((dir) => file === dir || file.startsWith(`${dir}${path.sep}`))).toBe(false)
    }
  })
})

describe("patches/: Gatsby's slice stitching", () => {
  let publicDir: string
  const page = (name = 'index.html') => path.join(publicDir, 'docs', name)
  const stitch = () => stitchSliceForAPage({ pagePath: '/docs/', publicDir })
  const slice = (id: string, html: string | Buffer) => fs.writeFileSync(path.join(publicDir, '_gatsby', 'slices', `${id}.html`), html)

  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stitch-'))
    fs.mkdirSync(path.join(publicDir, '_gatsby', 'slices'), { recursive: true })
    fs.mkdirSync(path.join(publicDir, 'docs'))
    slice('_gatsby-scripts-1', '<script src="/app-1.js" async></script>')
  })
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }))

  test("a rendered page gets the slice's HTML between comment markers, the rest of the page unchanged", async () => {
    fs.writeFileSync(page(), '<html><body><p>Fees — 0.3 %</p><slice-start id="_gatsby-scripts-1"></slice-start><slice-end id="_gatsby-scripts-1"></slice-end></body></html>')
    await stitch()
    expect(fs.readFileSync(page(), 'utf8')).toBe(
      '<html><body><p>Fees — 0.3 %</p><!-- slice-start id="_gatsby-scripts-1" --><script src="/app-1.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></body></html>',
    )
  })

  test('a stitched page is stitched again with the new slice (new bundle names), and left untouched when nothing changed', async () => {
    fs.writeFileSync(page(), '<p>x</p><!-- slice-start id="_gatsby-scripts-1" --><script src="/app-0.js"></script><!-- slice-end id="_gatsby-scripts-1" -->')
    await stitch()
    expect(fs.readFileSync(page(), 'utf8')).toBe('<p>x</p><!-- slice-start id="_gatsby-scripts-1" --><script src="/app-1.js" async></script><!-- slice-end id="_gatsby-scripts-1" -->')
    const past = new Date('2020-01-01T00:00:00Z')
    fs.utimesSync(page(), past, past)
    await stitch()
    expect(fs.statSync(page()).mtime).toEqual(past)
  })

  test('nested slices are stitched through the outer one; attributes and non-ASCII ids are read as Gatsby writes them', async () => {
    slice('nav-ü', '<nav><slice-start class="s" id="_gatsby-scripts-1"></slice-start><slice-end id="_gatsby-scripts-1"></slice-end></nav>')
    fs.writeFileSync(page(), '<slice-start data-x="1" id="nav-ü"></slice-start><slice-end id="nav-ü"></slice-end><slice-foo>not a marker</slice-foo>')
    await stitch()
    expect(fs.readFileSync(page(), 'utf8')).toBe(
      '<!-- slice-start id="nav-ü" --><nav><!-- slice-start id="_gatsby-scripts-1" --><script src="/app-1.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></nav><!-- slice-end id="nav-ü" --><slice-foo>not a marker</slice-foo>',
    )
  })

  test('the page keeps its exact bytes around the slice, even bytes that are not UTF-8 (the page is not decoded)', async () => {
    const before = Buffer.from('<p>caf\xe9 \xff</p>', 'latin1')
    const after = Buffer.from('</body>', 'latin1')
    fs.writeFileSync(page(), Buffer.concat([before, Buffer.from('<slice-start id="_gatsby-scripts-1"></slice-start><slice-end id="_gatsby-scripts-1"></slice-end>'), after]))
    await stitch()
    const stitched = fs.readFileSync(page())
    expect(stitched.subarray(0, before.length).equals(before)).toBe(true)
    expect(stitched.subarray(stitched.length - after.length).equals(after)).toBe(true)
  })

  test.each([
    ['an end marker without a start', '<slice-end id="a"></slice-end>', /no start tag/],
    ['a start marker without an end', '<slice-start id="_gatsby-scripts-1"></slice-start>', /no close tag/],
    ['a start element closed as an end element', '<slice-start id="a"></slice-end>', /start and end tags should be the same/],
  ])('%s fails the build as before', async (_, html, message) => {
    fs.writeFileSync(page(), html)
    await expect(stitch()).rejects.toThrow(message)
  })
})

describe("patches/: Gatsby's query extraction remembers the files without queries", () => {
  type Parse = (files: string[], addError: (error: unknown) => void) => Promise<Array<{ name?: string }>>
  let site: string
  const record = () => path.join(site, '.cache', 'query-files-without-queries.json')
  const saved = (): string[] => (JSON.parse(fs.readFileSync(record(), 'utf8')) as { hashes: string[] }).hashes
  const keyOf = (file: string) => crypto.createHash('md5').update(file + fs.readFileSync(file, 'utf8')).digest('hex')
  const write = (name: string, text: string) => {
    const file = path.join(site, 'src', name)
    fs.writeFileSync(file, text)
    return file
  }
  /** A fresh FileParser module (its in-memory cache empty), as in a new `gatsby build`. */
  const parseInNewBuild: Parse = async (files, addError) => {
    let parse: Parse = async () => []
    jest.isolateModules(() => {
      const { store } = require('gatsby/dist/redux') as { store: { dispatch: (action: unknown) => void } }
      store.dispatch({ type: 'SET_PROGRAM', payload: { directory: site } })
      const FileParser = (require('gatsby/dist/query/file-parser') as { default: new () => { parseFiles: Parse } }).default
      const parser = new FileParser()
      parse = (f, e) => parser.parseFiles(f, e)
    })
    return parse(files, addError)
  }

  beforeEach(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'query-files-'))
    fs.mkdirSync(path.join(site, 'src'))
  })
  afterEach(() => fs.rmSync(site, { recursive: true, force: true }))

  test('a file without queries or exports is remembered by path and text; a file with a query is not', async () => {
    // Mentions a word Gatsby looks for (so it is parsed), has nothing Gatsby wants.
    const plain = write('theme.ts', '// the graphql types are generated\nexport const colours = { accent: "#7c3aed" }\n')
    const page = write('page.tsx', 'import { graphql } from "gatsby"\nexport const query = graphql`query DocPage { site { id } }`\nexport default function Page() { return null }\n')
    const errors: unknown[] = []
    const documents = await parseInNewBuild([plain, page], (e) => errors.push(e))
    expect(errors).toEqual([])
    expect(documents).toHaveLength(1)
    expect(saved()).toEqual([keyOf(plain)])
  })

  test('a remembered file is not parsed again; once its text changes it is', async () => {
    const broken = write('broken.ts', 'export const config = ( graphql \n')
    fs.mkdirSync(path.dirname(record()), { recursive: true })
    fs.writeFileSync(record(), JSON.stringify({ version: 1, hashes: [keyOf(broken)] }))
    const errors: unknown[] = []
    await parseInNewBuild([broken], (e) => errors.push(e))
    expect(errors).toEqual([])
    fs.appendFileSync(broken, '// edited\n')
    await parseInNewBuild([broken], (e) => errors.push(e))
    expect(errors).toHaveLength(1)
  })

  test('a file whose parse reported an error is never remembered', async () => {
    const broken = write('broken.ts', 'export const config = ( graphql \n')
    const plain = write('theme.ts', '// the graphql types are generated\nexport const colours = { accent: "#7c3aed" }\n')
    const errors: unknown[] = []
    await parseInNewBuild([broken, plain], (e) => errors.push(e))
    expect(errors).toHaveLength(1)
    expect(saved()).toEqual([keyOf(plain)])
  })
})

describe('patches/: a save in place under gatsby develop', () => {
  // The plugins' own modules (CommonJS): the MDX plugin's front-matter parse, and the
  // filesystem source's sourceNodes, which starts the watcher `gatsby develop` keeps running.
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const { parseFrontmatter } = require('gatsby-plugin-mdx/dist/frontmatter') as typeof import('gatsby-plugin-mdx/dist/frontmatter')
  // The chokidar the plugin requires, required as the plugin does (its dependency, not ours: npm
  // installs it where the plugin finds it), to close the watcher the plugin opens.
  type Watcher = { close: () => Promise<void> }
  const requireAsPlugin = createRequire(require.resolve('gatsby-source-filesystem/gatsby-node'))
  const chokidar = requireAsPlugin('chokidar') as { watch: (paths: string, options: object) => Watcher }
  const md5 = (text: string) => crypto.createHash('md5').update(text).digest('hex') // what the plugin hashes a file's bytes with
  const watchers: Watcher[] = []
  afterAll(async () => {
    jest.restoreAllMocks()
    await Promise.all(watchers.map((watcher) => watcher.close()))
  })

  test('a cached front-matter parse is reused only for the same text: one digest, two texts, two parses', () => {
    const key = `digest-${Date.now()}`
    const first = parseFrontmatter(key, '---\ntitle: First\n---\n\nBroken <Admonition>\n')
    const second = parseFrontmatter(key, '---\ntitle: Second\n---\n\nFixed.\n')
    expect(first).toEqual({ frontmatter: { title: 'First' }, body: '\nBroken <Admonition>\n' })
    expect(second).toEqual({ frontmatter: { title: 'Second' }, body: '\nFixed.\n' })
    expect(parseFrontmatter(key, '---\ntitle: Second\n---\n\nFixed.\n')).toBe(second)
  })

  test('a file truncated, then written 30 ms later, becomes one File node of the written text, never of the empty file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'in-place-save-'))
    const file = path.join(dir, 'page.mdx')
    fs.writeFileSync(file, 'before\n')
    // The real watcher, kept to be closed: sourceNodes never closes it (gatsby develop runs until stopped).
    const watch = chokidar.watch.bind(chokidar)
    jest.spyOn(chokidar, 'watch').mockImplementation((paths, options) => {
      const watcher = watch(paths, options)
      watchers.push(watcher)
      return watcher
    })
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    const { sourceNodes } = require('gatsby-source-filesystem/gatsby-node') as { sourceNodes: (api: unknown, options: Record<string, unknown>) => Promise<void> }
    const digests: string[] = []
    const emitter = new EventEmitter()
    const api = {
      actions: {
        createNode: ({ internal }: { internal: { type: string; contentDigest: string } }) => internal.type === 'File' && digests.push(internal.contentDigest),
        deleteNode: () => undefined,
      },
      getNode: () => undefined,
      createNodeId: (id: string) => id,
      reporter: { info: () => undefined, error: (err: unknown) => { throw err }, panic: (msg: string) => { throw new Error(msg) } },
      cache: null,
      emitter,
    }
    await sourceNodes(api, { name: 'docs', path: dir })
    emitter.emit('BOOTSTRAP_FINISHED')
    expect(digests).toEqual([md5('before\n')])

    const saved = 'after, the whole text of the save\n'
    const fd = fs.openSync(file, 'w') // truncates, as an editor saving in place does
    await new Promise((resolve) => setTimeout(resolve, 30))
    fs.writeSync(fd, saved)
    fs.closeSync(fd)
    // Wait for the save's File node (a second, 5 s at most); unpatched it never comes.
    const deadline = Date.now() + 5_000
    while (!digests.includes(md5(saved)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
    expect(digests).toEqual([md5('before\n'), md5(saved)])
    expect(watchers).toHaveLength(1) // the plugin's watcher, closed after the tests
    fs.rmSync(dir, { recursive: true, force: true })
  }, 15_000)
})

describe("patches/: gatsby develop's state machine, a node changed while createPages or the queries run", () => {
  // Gatsby's own machine and xstate (Gatsby's dependency, not ours), interpreted purely: no service runs.
  const requireAsGatsby = createRequire(require.resolve('gatsby/dist/state-machines/develop'))
  type MachineState = { value: unknown; context: Record<string, unknown>; actions: Array<{ type: string }> }
  type Machine = { withConfig(options: object): Machine; transition(state: unknown, event: object): MachineState }
  const { State } = requireAsGatsby('xstate') as { State: { from(value: string, context: object): unknown } }
  const { developMachine } = requireAsGatsby('./index') as { developMachine: Machine }
  const machine = developMachine.withConfig({ actions: { callApi: () => undefined } })

  test('the change is applied at once and createPages runs again after the queries', () => {
    // Two saves in a row: the second file's nodes change while createPages runs for the first.
    const during = machine.transition(State.from('recreatingPages', {}), { type: 'ADD_NODE_MUTATION', payload: { type: 'createNode' } })
    expect(during.value).toBe('recreatingPages')
    expect(during.actions.map((action) => action.type)).toContain('callApi')
    expect(during.context.nodesMutatedDuringQueryRun).toBe(true)
    // createPages and then the queries finish: the machine goes back to createPages, not to waiting.
    const queried = machine.transition(State.from('runningQueries', during.context), { type: 'done.invoke.run-queries' })
    expect(queried.value).toBe('recreatingPages')
    expect(queried.context.nodesMutatedDuringQueryRun).toBe(false)
  })

  test('a change while the queries run waits for them to finish, then runs as a batch', () => {
    // Applied at once, it could be half made when a page query reads it, and Gatsby then clears
    // that query's dirty flag when it finishes: the page kept its broken data until the next save.
    const mutation = { type: 'createNode', payload: [{ id: 'a file' }] }
    const during = machine.transition(State.from('runningQueries', { compiler: {} }), { type: 'ADD_NODE_MUTATION', payload: mutation })
    expect(during.value).toBe('runningQueries')
    expect(during.actions.map((action) => action.type)).not.toContain('callApi')
    expect(during.context.nodeMutationBatch).toEqual([mutation])
    expect(during.context.nodesMutatedDuringQueryRun).toBeFalsy()
    // The queries finish: the machine waits, and its waiting machine commits the queued change.
    const queried = machine.transition(State.from('runningQueries', during.context), { type: 'done.invoke.run-queries' })
    expect(queried.value).toBe('waiting')
    expect(queried.context.nodeMutationBatch).toEqual([mutation])
  })
})

describe('patches/: the adapters manifest of a build', () => {
  test('is the one packaged with Gatsby, read without a request leaving the machine', () => {
    // A fresh Node process with every outgoing request recorded and refused.
    const script = `
      const requests = []
      for (const mod of [require('http'), require('https')]) {
        mod.request = mod.get = (target) => { requests.push(String((target && (target.href || target.hostname)) || target)); throw new Error('no network in this test') }
      }
      require('gatsby/dist/utils/get-latest-gatsby-files.js').getLatestAdapters().then((adapters) => {
        console.log(JSON.stringify({ names: adapters.map((a) => a.name), requests }))
      })`
    const env = { ...process.env }
    delete env.GATSBY_ADAPTERS_MANIFEST
    const out = execFileSync(process.execPath, ['-e', script], { cwd: ROOT, encoding: 'utf8', env }).trim().split('\n').pop() ?? '{}'
    const packaged = (require('gatsby/adapters.js') as Array<{ name: string }>).map((a) => a.name)
    expect(JSON.parse(out)).toEqual({ names: packaged, requests: [] })
    expect(packaged).toContain('Netlify')
  }, 30_000)
})
