/**
 * The v2 common-errors page against the compiled sources of the release: every message it lists
 * is raised by the sources of its section, and every message those sources raise is listed.
 */
import fs from 'fs'
import path from 'path'
import { ROOT } from './support/data'
import { listedMessages } from './support/revertStrings'
import { squireV2 } from './support/squireV2'
import { packageDir } from './support/sources'
import { checkRevertStrings, COMMON_ERRORS, recordedPeripheryRelease } from './commonErrors'

const sourcesOf = () => squireV2().sources

describe('v2 common errors against the compiled sources', () => {
  it('compiles the release recorded in content/data (or v2-periphery 1.1.0-beta.0 while none is recorded)', () => {
    const installed = (JSON.parse(fs.readFileSync(path.join(packageDir('@uniswap/v2-periphery'), 'package.json'), 'utf8')) as { version: string }).version
    expect(installed).toBe(recordedPeripheryRelease() ?? '1.1.0-beta.0')
  })

  it('reads the messages the page lists', () => {
    expect(listedMessages(path.join(ROOT, COMMON_ERRORS), COMMON_ERRORS, ['Arithmetic']).length).toBeGreaterThanOrEqual(30)
  })

  it('lists exactly the messages the sources raise', () => {
    expect(checkRevertStrings(path.join(ROOT, COMMON_ERRORS), COMMON_ERRORS, sourcesOf())).toEqual([])
  })
})
