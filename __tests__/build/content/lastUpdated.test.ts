import { execFileSync } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { loadLastUpdatedDates, parseGitLog } from '../../../src/build/content/lastUpdated'

const R = '\u001e'

describe('src/build/content/lastUpdated', () => {
  it('parses one log for all files, newest commit first', () => {
    const log =
      `${R}c3 2026-03-01T10:00:00+00:00\0\ncontent/docs/a.mdx\0` +
      `${R}c2 2026-02-01T10:00:00+00:00\0\ncontent/docs/a.mdx\0content/docs/b.mdx\0` +
      `${R}c1 2026-01-01T10:00:00+00:00\0\ncontent/docs/c.mdx\0`
    expect(Object.fromEntries(parseGitLog(log))).toEqual({
      'content/docs/a.mdx': '2026-03-01T10:00:00+00:00',
      'content/docs/b.mdx': '2026-02-01T10:00:00+00:00',
      'content/docs/c.mdx': '2026-01-01T10:00:00+00:00',
    })
    // The boundary commit of a shallow clone says nothing about its files.
    expect(Object.fromEntries(parseGitLog(log, new Set(['c1'])))).not.toHaveProperty(['content/docs/c.mdx'])
  })

  describe('against a real repository', () => {
    let dir: string
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: dir,
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 't',
          GIT_AUTHOR_EMAIL: 't@example.com',
          GIT_COMMITTER_NAME: 't',
          GIT_COMMITTER_EMAIL: 't@example.com',
        },
      })
    beforeAll(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'squire-git-'))
      fs.mkdirSync(path.join(dir, 'content/docs'), { recursive: true })
      git('init', '-q')
      fs.writeFileSync(path.join(dir, 'content/docs/a.mdx'), 'one')
      git('add', '.')
      execFileSync('git', ['commit', '-qm', 'first'], {
        cwd: dir,
        env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e', GIT_COMMITTER_DATE: '2025-05-06T07:08:09Z' },
      })
      fs.writeFileSync(path.join(dir, 'content/docs/untracked.mdx'), 'new')
    })
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

    it('dates committed files and leaves untracked ones without a date', () => {
      const dates = loadLastUpdatedDates(dir)
      expect(dates.get('content/docs/a.mdx')).toMatch(/^2025-05-06T07:08:09/)
      expect(dates.has('content/docs/untracked.mdx')).toBe(false)
    })

    it('gives no dates outside a repository', () => {
      const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'squire-nogit-'))
      try {
        expect(loadLastUpdatedDates(bare).size).toBe(0)
      } finally {
        fs.rmSync(bare, { recursive: true, force: true })
      }
    })
  })
})
