/** Every width-based media query in src/ uses the one mobile breakpoint the JS reads. */
import fs from 'fs'
import path from 'path'
import { MOBILE_BREAKPOINT_PX } from '../../src/theme/breakpoints'

const SRC = path.resolve(__dirname, '../../src')
const stylesheets = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? stylesheets(path.join(dir, e.name)) : e.name.endsWith('.css') ? [path.join(dir, e.name)] : []))

test('each width media query is the mobile breakpoint', () => {
  const queries = stylesheets(SRC).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/@media[^{]*\((max|min)-width:\s*([\d.]+)px\)/g)].map((m) => ({
      file: path.relative(SRC, file),
      kind: m[1],
      px: Number(m[2]),
    })),
  )
  expect(queries.length).toBeGreaterThanOrEqual(4)
  const wrong = queries.filter((q) => (q.kind === 'max' ? q.px !== MOBILE_BREAKPOINT_PX : q.px !== MOBILE_BREAKPOINT_PX + 1))
  expect(wrong).toEqual([])
})
