/** Reads a file of content/data (the one home of Squire facts). */
import fs from 'fs'
import path from 'path'

export const ROOT = path.resolve(__dirname, '../../..')

export function readData<T>(name: string): T {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'content', 'data', `${name}.json`), 'utf8')) as T
}
