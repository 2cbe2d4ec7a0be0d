import fs from 'fs'
import os from 'os'
import path from 'path'
import { noTwinRecord, openTwinRecord, type TwinSources } from '../../../src/build/speed/twinRecord'

describe('src/build/speed/twinRecord', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'squire-twin-record-'))
  const publicDir = path.join(dir, 'public')
  const file = path.join(dir, 'cache', 'twin-record.json')
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  const sources: TwinSources = { contentDigest: 'd1', title: 'Fees', description: 'What a swap costs', url: 'https://docs.example/concepts/fees', dataDigest: 'data1', llmsTxtUrl: 'https://docs.example/llms.txt' }
  const links = { hrefs: ['/concepts/overview'], refused: [{ href: '/relative', reason: 'a root-relative link does not work outside the site' }] }
  const route = 'concepts/fees.md'
  const writeTwin = (text: string) => {
    fs.mkdirSync(path.join(publicDir, 'concepts'), { recursive: true })
    fs.writeFileSync(path.join(publicDir, route), text)
  }
  const build = (text: string) => {
    writeTwin(text)
    const record = openTwinRecord(file, publicDir)
    record.note(route, sources, links)
    record.save()
  }

  it('gives the twin and its links back when the sources and the file are as the last build left them', () => {
    build('twin one')
    const record = openTwinRecord(file, publicDir)
    expect(record.empty).toBe(false)
    expect(record.reuse(route, sources)).toEqual({ file: 'twin one', ...links })
  })

  it('gives nothing when any source changed', () => {
    build('twin one')
    for (const changed of Object.keys(sources) as Array<keyof TwinSources>) {
      expect(openTwinRecord(file, publicDir).reuse(route, { ...sources, [changed]: `${sources[changed]}!` })).toBeNull()
    }
  })

  it('gives nothing when the file was rewritten or removed since', () => {
    build('twin one')
    writeTwin('twin one, edited by hand')
    expect(openTwinRecord(file, publicDir).reuse(route, sources)).toBeNull()
    build('twin one')
    fs.rmSync(path.join(publicDir, route))
    expect(openTwinRecord(file, publicDir).reuse(route, sources)).toBeNull()
  })

  it('keeps only the twins of this build: a twin neither reused nor noted is dropped', () => {
    build('twin one')
    const next = openTwinRecord(file, publicDir)
    expect(next.reuse(route, sources)).not.toBeNull()
    next.save()
    expect(openTwinRecord(file, publicDir).reuse(route, sources)).not.toBeNull()
    openTwinRecord(file, publicDir).save()
    expect(openTwinRecord(file, publicDir).reuse(route, sources)).toBeNull()
  })

  it('starts empty from an unreadable record, and the off switch reads and writes nothing', () => {
    build('twin one')
    fs.writeFileSync(file, '{oops')
    expect(openTwinRecord(file, publicDir).empty).toBe(true)
    expect(openTwinRecord(file, publicDir).reuse(route, sources)).toBeNull()
    const off = noTwinRecord()
    expect(off.empty).toBe(true)
    off.note(route, sources, links)
    off.save()
    expect(off.reuse(route, sources)).toBeNull()
    expect(fs.readFileSync(file, 'utf8')).toBe('{oops')
  })
})
