// The build proofs (e2e/proofs/): incremental = cold and fast = stock, on the proof site built in a
// temporary folder. No browser and no served build: the tests build and compare public/ trees.
const base = require('./jest.config')

module.exports = {
  ...base,
  displayName: 'proofs',
  testMatch: ['<rootDir>/e2e/proofs/**/*.proof.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  globalSetup: undefined,
  globalTeardown: undefined,
  // Seven gatsby builds of a small site; on a busy machine one can take minutes.
  testTimeout: 40 * 60_000,
}
