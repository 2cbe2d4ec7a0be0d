// The analytics collector spec (e2e/collector/), against a build made with
// GATSBY_ANALYTICS_PROXY_URL=<loopback collector>; scripts/test.sh makes that build first.
const base = require('./jest.config')

module.exports = {
  ...base,
  displayName: 'e2e-collector',
  testMatch: ['<rootDir>/e2e/collector/**/*.e2e.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
}
