// Unit and component tests (Jest + Testing Library). Browser tests live in e2e/ with their own config.
const { transformIgnorePatterns } = require('./jest.esm-packages')

const shared = {
  transform: { '^.+\\.m?[jt]sx?$': '<rootDir>/jest-preprocess.js' },
  transformIgnorePatterns,
  moduleNameMapper: {
    '.+\\.module\\.css$': 'identity-obj-proxy',
    '.+\\.css$': '<rootDir>/__mocks__/styleMock.js',
    '.+\\.(svg|png|jpg|jpeg|gif|webp)$': '<rootDir>/__mocks__/fileMock.js',
  },
  testPathIgnorePatterns: ['/node_modules/', '/\\.cache/', '/public/', '/e2e/'],
  globals: { __PATH_PREFIX__: '', __BASE_PATH__: '', __SQUIRE_ANALYTICS__: true },
  // The parsed site config, as webpack inlines it in the real bundles (src/config/index.ts).
  setupFiles: ['<rootDir>/jest.siteConfig.ts'],
}

module.exports = {
  projects: [
    {
      ...shared,
      displayName: 'node',
      testEnvironment: 'node',
      // Build code, the patches of dependencies, the project's own rules and the bench run in Node.
      testMatch: ['<rootDir>/__tests__/{build,patches,project,bench,scripts}/**/*.test.ts'],
    },
    {
      ...shared,
      // The contract checks: reference pages against the compiled Squire contracts, guide samples
      // run in an in-process EVM (__tests__/contracts/README.md).
      displayName: 'contracts',
      testEnvironment: 'node',
      // The EVM packages are "type": "module" but ship CommonJS builds (dist/cjs), which Jest
      // loads as they are; Babel would choke on their dependencies' private class methods.
      transformIgnorePatterns: [...transformIgnorePatterns, '/node_modules/@ethereumjs/'],
      testMatch: ['<rootDir>/__tests__/contracts/**/*.test.ts'],
    },
    {
      ...shared,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      testEnvironmentOptions: { url: 'http://127.0.0.1/' },
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
      testMatch: ['<rootDir>/__tests__/**/*.test.tsx', '<rootDir>/__tests__/**/*.test.ts'],
      // Everything else, and the build-time components (rendered with the DOM's help in tests).
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, '<rootDir>/__tests__/(build|patches|project|bench|scripts|contracts)/.*\\.test\\.ts$'],
    },
  ],
}
