/** bench/lib/dataEdit.mjs: the ablation's data edit changes a value for real, once per stamp, and keeps the file valid JSON. */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { editSquireData } from '../../../bench/lib/dataEdit.mjs'

test('a data edit stamps token.json’s supplyModel, replacing an earlier stamp', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'squire-data-edit-'))
  try {
    fs.mkdirSync(path.join(dir, 'content/data'), { recursive: true })
    const original = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../content/data/token.json'), 'utf8')) as { supplyModel: string; symbol: string }
    fs.writeFileSync(path.join(dir, 'content/data/token.json'), JSON.stringify(original))
    const file = editSquireData(dir, 'one')
    const once = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof original
    expect(once.supplyModel).toBe(`${original.supplyModel} (bench data edit one)`)
    expect(once.symbol).toBe(original.symbol)
    editSquireData(dir, 'two')
    expect((JSON.parse(fs.readFileSync(file, 'utf8')) as typeof original).supplyModel).toBe(`${original.supplyModel} (bench data edit two)`)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
