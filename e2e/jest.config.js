// End-to-end suite: the built app started by `npm start`'s runner, driven in Debian's Chromium.
module.exports = {
  rootDir: __dirname,
  displayName: 'e2e',
  testMatch: ['<rootDir>/tests/**/*.e2e.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  moduleNameMapper: {
    '^@feedhub/([^/]+)$': '<rootDir>/../libs/$1/src',
    '^@feedhub/([^/]+)/([^/]+)$': '<rootDir>/../libs/$1/src/$2',
  },
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testTimeout: 60_000,
  maxWorkers: 1,
  reporters: [
    'default',
    [
      'jest-html-reporters',
      { publicPath: './reports/e2e', filename: 'index.html', pageTitle: 'Feedhub end-to-end tests' },
    ],
  ],
};
