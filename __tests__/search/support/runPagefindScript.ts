/**
 * Runs one of the tests' plain-Node Pagefind scripts (pagefind is ESM-only) to its end: once the
 * script says its index is written (./closeWhenTold.mjs), waits until each folder it wrote is whole
 * on disk with the build's own check, then lets it close Pagefind.
 */
import { spawn } from 'child_process'
import { awaitWholeIndex } from '../../../src/build/outputs/search/pagefindWrites'

export interface WrittenFolder {
  dir: string
  /** Files (relative paths) known to be whole already, e.g. fragments linked in before the write. */
  wholeAlready?: ReadonlySet<string>
}

export async function runPagefindScript(script: string, args: readonly string[], written: readonly WrittenFolder[], cwd: string): Promise<void> {
  const child = spawn(process.execPath, [script, ...args], { cwd, stdio: ['pipe', 'pipe', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
  const exited = new Promise<void>((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} exited ${code}:\n${stderr}`)))),
  )
  const told = new Promise<void>((resolve) => child.stdout.on('data', (d: Buffer) => d.toString().includes('written') && resolve()))
  try {
    await Promise.race([told, exited])
    for (const { dir, wholeAlready } of written) await awaitWholeIndex(dir, wholeAlready)
  } finally {
    child.stdin.end('close\n')
  }
  await exited
}
