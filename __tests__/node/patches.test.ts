/**
 * patches/ (applied by patch-package on install): what each patch changes is in force.
 *
 * @parcel/core: Gatsby compiles gatsby-config and gatsby-node with Parcel on every build and every
 * `gatsby develop` start. Parcel snapshots the project root to see what changed since its last run;
 * unpatched, the snapshot walks node_modules (~95,000 files) and public/ twice a run (3.5 s of a
 * 5.5 s step on the bench machine). Gatsby's Parcel target has includeNodeModules: false, so
 * nothing in node_modules can change the compiled files, and public/ is build output.
 */
import fs from 'fs'
import path from 'path'
import { getWatcherOptions } from '@parcel/core/lib/RequestTracker'

const ROOT = path.resolve(__dirname, '../..')
const SITE = path.join(path.sep, 'site')
const PARCEL_CACHE = path.join(SITE, '.cache', '.parcel-cache')

describe('patches/', () => {
  test('the patched @parcel/core is the version installed (patch-package would not apply it to another)', () => {
    const patches = fs.readdirSync(path.join(ROOT, 'patches'))
    const installed = JSON.parse(fs.readFileSync(require.resolve('@parcel/core/package.json'), 'utf8')) as { version: string }
    expect(patches).toContain(`@parcel+core+${installed.version}.patch`)
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
