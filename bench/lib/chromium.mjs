/**
 * The Debian Chromium the bench drives (the full binary, package chromium, as readers run it;
 * the browser tests use the lighter headless shell), launched with the same flags as the browser
 * tests (e2e/support/chromium.json: headless on this closed network, no background networking).
 */
import { createRequire } from 'node:module'
import { chromium } from 'playwright-core'

const require = createRequire(import.meta.url)
/** @type {{ benchExecutablePath: string, args: string[] }} */
const settings = require('../../e2e/support/chromium.json')

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? settings.benchExecutablePath
export const CHROMIUM_ARGS = settings.args

/** @returns {Promise<import('playwright-core').Browser>} */
export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}
