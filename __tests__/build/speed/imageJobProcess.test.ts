/** @jest-environment node */
import childProcess, { type ChildProcess } from 'child_process'
import crypto from 'crypto'
import fs from 'fs'
import { createRequire } from 'module'
import os from 'os'
import path from 'path'
import { childProcessJobs, childSource, runImageJobsInChildProcess, type ImageJob } from '../../../src/build/speed/imageJobProcess'

const ROOT = path.join(__dirname, '../../..')
const PNG = path.join(ROOT, 'e2e/fixtures/proof-site/edits/two-reserves.png')
const siteRequire = createRequire(path.join(ROOT, 'package.json'))

let work: string
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'image-job-process-'))
})
afterEach(() => fs.rmSync(work, { recursive: true, force: true }))

/** A stand-in for the plugin's process-file: writes each transform's args, fails for "bad.png". */
function stubProcessFile(): string {
  const file = path.join(work, 'process-file.js')
  fs.writeFileSync(
    file,
    `const fs = require('fs')
exports.processFile = async (file, transforms, options) => {
  if (file.endsWith('bad.png')) throw new Error('Failed to load image ' + file + ' into sharp.')
  for (const t of transforms) fs.writeFileSync(t.outputPath, JSON.stringify({ file, args: t.args, options, pid: process.pid }))
  return transforms
}`,
  )
  return file
}

function job(file: string, outputs: string[], isLazy = false): ImageJob {
  return {
    inputPaths: [{ path: file }],
    outputDir: work,
    args: { isLazy, operations: outputs.map((o) => ({ outputPath: o, args: { width: 100, toFormat: 'webp' } })), pluginOptions: { stripMetadata: true } },
  }
}

/** Starts children from the stub and records them. */
function stubStarter(started: ChildProcess[]): () => ChildProcess {
  const source = childSource(stubProcessFile())
  return () => {
    const child = childProcess.spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
    started.push(child)
    return child
  }
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))))

describe('src/build/speed/imageJobProcess', () => {
  it('runs each job in one child process, with the output paths under the job folder, then lets the child end', async () => {
    const started: ChildProcess[] = []
    const run = childProcessJobs(stubStarter(started), 50)
    await Promise.all([run(job('/img/a.png', ['a-1.webp', 'a-2.webp'])), run(job('/img/b.png', ['b-1.webp']))])
    expect(started).toHaveLength(1)
    const written = JSON.parse(fs.readFileSync(path.join(work, 'a-1.webp'), 'utf8')) as { file: string; args: object; options: object; pid: number }
    expect(written).toEqual({ file: '/img/a.png', args: { width: 100, toFormat: 'webp' }, options: { stripMetadata: true }, pid: started[0].pid })
    expect(fs.existsSync(path.join(work, 'b-1.webp'))).toBe(true)
    expect(await exited(started[0])).toBe(0)
    // A later job starts a new child.
    await run(job('/img/c.png', ['c-1.webp']))
    expect(started).toHaveLength(2)
    await exited(started[1])
  })

  it('fails a job with the error the plugin raised, and keeps running the others', async () => {
    const started: ChildProcess[] = []
    const run = childProcessJobs(stubStarter(started), 50)
    const [bad, good] = await Promise.allSettled([run(job('/img/bad.png', ['x.webp'])), run(job('/img/ok.png', ['y.webp']))])
    expect(bad).toEqual({ status: 'rejected', reason: expect.objectContaining({ message: 'Failed to load image /img/bad.png into sharp.' }) })
    expect(good.status).toBe('fulfilled')
    await exited(started[0])
  })

  it('fails the waiting jobs, saying so, when the child dies', async () => {
    const run = childProcessJobs(() => childProcess.spawn(process.execPath, ['-e', 'process.on("message", () => process.exit(3))'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }))
    await expect(run(job('/img/a.png', ['a.webp']))).rejects.toThrow('The image job process ended (code 3) with 1 image jobs unfinished')
  })

  it('starts no child for a lazy job', async () => {
    const started: ChildProcess[] = []
    await childProcessJobs(stubStarter(started))(job('/img/a.png', ['a.webp'], true))
    expect(started).toHaveLength(0)
  })

  it("replaces the job function of gatsby-plugin-sharp's worker module, and makes the same bytes as the plugin in this process", async () => {
    const workerModule = siteRequire('gatsby-plugin-sharp/gatsby-worker') as { IMAGE_PROCESSING: (job: ImageJob) => Promise<void> }
    const original = workerModule.IMAGE_PROCESSING
    const { processFile } = siteRequire('gatsby-plugin-sharp/process-file') as {
      processFile: (file: string, transforms: Array<{ outputPath: string; args: object }>, options: object) => Promise<unknown>
    }
    try {
      expect(runImageJobsInChildProcess(ROOT)).toBe(true)
      expect(workerModule.IMAGE_PROCESSING).not.toBe(original)
      const operations = [
        { outputPath: 'child/small.avif', args: { width: 120, toFormat: 'avif', quality: 80 } },
        { outputPath: 'child/small.webp', args: { width: 120, toFormat: 'webp', quality: 80 } },
      ]
      await workerModule.IMAGE_PROCESSING({ inputPaths: [{ path: PNG }], outputDir: work, args: { operations, pluginOptions: {} } })
      await processFile(
        PNG,
        operations.map((o) => ({ outputPath: path.join(work, o.outputPath.replace('child/', 'here/')), args: o.args })),
        {},
      )
      const digest = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(path.join(work, file))).digest('hex')
      expect(digest('child/small.avif')).toBe(digest('here/small.avif'))
      expect(digest('child/small.webp')).toBe(digest('here/small.webp'))
    } finally {
      workerModule.IMAGE_PROCESSING = original
    }
  })
})
