/**
 * Copies of the site in a temporary folder, for the bench and the build proofs (e2e/proofs/): the
 * work tree's files that git tracks or would add, with node_modules hard-linked (fast, no space).
 *
 * Hard links share file contents with the work tree's node_modules: nothing may write into a file
 * there in place. Reversing patches does, so a copy that reverses them first gets its own copy of
 * every patched package (`unsharePatchedPackages`).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/**
 * The files of siteRoot's work tree that git tracks or would add (untracked files that .gitignore
 * does not exclude: a new module not yet committed is part of the site) copied into dir.
 */
export function copyTrackedFiles(siteRoot, dir) {
  execFileSync('bash', ['-c', 'git ls-files -z --cached --others --exclude-standard | xargs -0 cp --parents -t "$0" 2>/dev/null || true', dir], { cwd: siteRoot })
}

/** siteRoot's node_modules hard-linked into dir. */
export function linkNodeModules(siteRoot, dir) {
  execFileSync('cp', ['-al', path.join(siteRoot, 'node_modules'), path.join(dir, 'node_modules')])
}

/** A copy of a site's sources (everything but node_modules, .cache and public) from one folder to another. */
export function copySources(fromDir, toDir) {
  fs.mkdirSync(toDir, { recursive: true })
  for (const entry of fs.readdirSync(fromDir)) {
    if (['node_modules', '.cache', 'public'].includes(entry)) continue
    fs.cpSync(path.join(fromDir, entry), path.join(toDir, entry), { recursive: true, preserveTimestamps: true })
  }
}

/** The folders under node_modules of the packages that patch files (patches/**\/*.patch) change. */
export function patchedPackages(patchesDir) {
  const found = new Set()
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith('.patch')) {
        for (const m of fs.readFileSync(full, 'utf8').matchAll(/^diff --git a\/node_modules\/((?:@[^/\s]+\/)?[^/\s]+)\//gm)) found.add(m[1])
      }
    }
  }
  if (fs.existsSync(patchesDir)) walk(patchesDir)
  return [...found].sort()
}

/**
 * Replaces the hard-linked folders of the patched packages in dir/node_modules by real copies of
 * siteRoot's, so that reversing or applying patches in dir leaves siteRoot's files alone.
 */
export function unsharePatchedPackages(siteRoot, dir) {
  const packages = patchedPackages(path.join(siteRoot, 'patches'))
  for (const name of packages) {
    const target = path.join(dir, 'node_modules', name)
    fs.rmSync(target, { recursive: true, force: true })
    execFileSync('cp', ['-a', path.join(siteRoot, 'node_modules', name), target])
  }
  return packages
}
