/** @jest-environment node */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { writePublicFile } from '../../../../src/build/outputs/deploy/writePublicFile'

describe('src/build/outputs/deploy/writePublicFile', () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-file-'))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('writes a new file with its folders, and leaves a file that already holds the content untouched', () => {
    expect(writePublicFile(dir, 'concepts/overview.md', '# Overview\n')).toBe(true)
    const file = path.join(dir, 'concepts/overview.md')
    expect(fs.readFileSync(file, 'utf8')).toBe('# Overview\n')
    const past = new Date(Date.now() - 60_000)
    fs.utimesSync(file, past, past)
    expect(writePublicFile(dir, 'concepts/overview.md', '# Overview\n')).toBe(false)
    expect(Math.round(fs.statSync(file).mtimeMs)).toBe(past.getTime())
  })

  it('rewrites a file whose content differs, even by one byte of the same length', () => {
    writePublicFile(dir, 'llms.txt', 'abc')
    expect(writePublicFile(dir, 'llms.txt', 'abd')).toBe(true)
    expect(fs.readFileSync(path.join(dir, 'llms.txt'), 'utf8')).toBe('abd')
  })
})
