/**
 * "Last updated" dates from git history: one `git log` over the content folder for all files
 * (not one process per file), newest commit first, so the first date seen for a path is its last
 * change. No history gives no date: git missing, not a repository, an untracked file, or a file
 * whose only commit is the boundary of a shallow clone (there every file looks added at that
 * commit, so its date says nothing about the file).
 */
import { execFileSync } from 'child_process'
import fs from 'fs'
import path from 'path'

const RECORD = '\u001e' // starts each commit in the log output

/** Parses `git log --format=%x1e%H %cI --name-only -z` output into path → ISO date of its last commit. */
export function parseGitLog(output: string, ignoreCommits: ReadonlySet<string> = new Set()): Map<string, string> {
  const dates = new Map<string, string>()
  for (const record of output.split(RECORD)) {
    if (!record.trim()) continue
    // With -z the header and each file name end in NUL (a newline precedes the first name).
    const [header, ...names] = record.split('\0')
    const [hash, date] = header.trim().split(' ')
    if (!hash || !date || ignoreCommits.has(hash)) continue
    const files = names.map((name) => name.replace(/^\n+/, '')).filter(Boolean)
    for (const file of files) if (!dates.has(file)) dates.set(file, date)
  }
  return dates
}

function git(args: string[], cwd: string): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] })
}

/** Commits at the edge of a shallow clone (listed in .git/shallow). */
function shallowBoundary(root: string): Set<string> {
  try {
    const file = git(['rev-parse', '--git-path', 'shallow'], root).trim()
    const full = path.isAbsolute(file) ? file : path.join(root, file)
    return new Set(fs.readFileSync(full, 'utf8').split('\n').filter(Boolean))
  } catch {
    return new Set()
  }
}

/**
 * Path (relative to the repository root, forward slashes) → ISO 8601 commit date of the last commit
 * that touched it, for every file under `dir`. Empty when there is no usable history.
 */
export function loadLastUpdatedDates(root: string, dir = 'content'): Map<string, string> {
  try {
    const prefix = git(['rev-parse', '--show-prefix'], root).trim() // root's place inside the repository
    const output = git(['log', '--format=%x1e%H %cI', '--name-only', '-z', '--no-renames', '--', dir], root)
    const dates = parseGitLog(output, shallowBoundary(root))
    if (!prefix) return dates
    const relative = new Map<string, string>()
    for (const [file, date] of dates) if (file.startsWith(prefix)) relative.set(file.slice(prefix.length), date)
    return relative
  } catch {
    return new Map()
  }
}

let cache: { root: string; dates: Map<string, string> } | null = null

/** The last-commit date of one file (repo-relative path), read from one cached `git log` for all. */
export function lastUpdatedOf(root: string, sourcePath: string): string | null {
  if (!cache || cache.root !== root) cache = { root, dates: loadLastUpdatedDates(root) }
  return cache.dates.get(sourcePath) ?? null
}
