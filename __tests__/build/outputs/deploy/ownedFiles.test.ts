import fs from 'fs'
import os from 'os'
import path from 'path'
import { replaceOwnedFiles } from '../../../../src/build/outputs/deploy/ownedFiles'

describe('src/build/outputs/deploy/ownedFiles replaceOwnedFiles', () => {
  let root: string
  let publicDir: string
  let manifest: string
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'owned-files-'))
    publicDir = path.join(root, 'public')
    manifest = path.join(root, 'cache', 'owned.json')
    fs.mkdirSync(publicDir)
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  const write = (file: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
    fs.writeFileSync(path.join(publicDir, file), 'x')
  }
  const exists = (file: string) => fs.existsSync(path.join(publicDir, file))

  it('removes what the previous build wrote and this one did not, keeps the rest', () => {
    for (const f of ['a.md', 'docs/b.md', 'docs/c.md']) write(f)
    expect(replaceOwnedFiles(publicDir, manifest, ['/a.md', '/docs/b.md', '/docs/c.md']).removed).toEqual([])
    // c deleted, b moved to d
    write('docs/d.md')
    expect(replaceOwnedFiles(publicDir, manifest, ['/a.md', '/docs/d.md']).removed.sort()).toEqual(['docs/b.md', 'docs/c.md'])
    expect([exists('a.md'), exists('docs/b.md'), exists('docs/c.md'), exists('docs/d.md')]).toEqual([true, false, false, true])
  })

  it('removes nothing on a first build (no manifest yet) or when the manifest is unreadable', () => {
    write('old.md')
    expect(replaceOwnedFiles(publicDir, manifest, []).removed).toEqual([])
    fs.writeFileSync(manifest, '{not json')
    expect(replaceOwnedFiles(publicDir, manifest, []).removed).toEqual([])
    expect(exists('old.md')).toBe(true)
  })

  it('never touches a path outside public/ named in the manifest', () => {
    fs.writeFileSync(path.join(root, 'outside.txt'), 'keep')
    fs.mkdirSync(path.dirname(manifest), { recursive: true })
    fs.writeFileSync(manifest, JSON.stringify(['../outside.txt', '.', '']))
    expect(replaceOwnedFiles(publicDir, manifest, []).removed).toEqual([])
    expect(fs.existsSync(path.join(root, 'outside.txt'))).toBe(true)
    expect(fs.existsSync(publicDir)).toBe(true)
  })

  it('leaves no error when a recorded file is already gone', () => {
    write('gone.md')
    replaceOwnedFiles(publicDir, manifest, ['gone.md'])
    fs.rmSync(path.join(publicDir, 'gone.md'))
    expect(replaceOwnedFiles(publicDir, manifest, []).removed).toEqual([])
  })
})
