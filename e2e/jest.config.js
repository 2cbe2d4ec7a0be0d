// Browser tests: real Chromium (Debian package) driven by playwright-core against the production
// build served by `gatsby serve` on 127.0.0.1. See e2e/support/globalSetup.ts.
const { transformIgnorePatterns } = require('../jest.esm-packages')

module.exports = {
  rootDir: '..',
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  // e2e/collector/ needs the build with analytics to a loopback collector: jest.collector.config.js.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/e2e/collector/'],
  transform: { '^.+\\.m?[jt]sx?$': '<rootDir>/jest-preprocess.js' },
  transformIgnorePatterns,
  globalSetup: '<rootDir>/e2e/support/globalSetup.ts',
  globalTeardown: '<rootDir>/e2e/support/globalTeardown.ts',
  testTimeout: 60000,
  // The longest files first (the sweep's parts, develop …): e2e/support/longestFirstSequencer.js.
  testSequencer: '<rootDir>/e2e/support/longestFirstSequencer.js',
  // One file at a time when run by hand; npm test runs two (scripts/test.sh).
  maxWorkers: 1,
}
