// One jest run, three projects: node (libs + services + gateway), web (React, jsdom), e2e (Chromium).
const swc = (jsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: jsx },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];
const moduleNameMapper = {
  '^@feedhub/([^/]+)$': '<rootDir>/libs/$1/src',
  '^@feedhub/([^/]+)/([^/]+)$': '<rootDir>/libs/$1/src/$2',
  '\\.(css)$': '<rootDir>/tools/jest/style-stub.js',
};
const common = {
  rootDir: __dirname,
  // Integration files start a whole stack (PGlite, migrations, argon2) in beforeAll: give hooks room on 2 cores.
  testTimeout: 30_000,
  moduleNameMapper,
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

module.exports = {
  testTimeout: 30_000,
  reporters: [
    'default',
    [
      'jest-html-reporters',
      { publicPath: './reports/jest', filename: 'index.html', pageTitle: 'Feedhub tests' },
    ],
  ],
  projects: [
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      transform: { '^.+\\.ts$': swc(false) },
      testMatch: [
        '<rootDir>/libs/*/src/**/*.test.ts',
        '<rootDir>/svc-*/src/**/*.test.ts',
        '<rootDir>/gateway/src/**/*.test.ts',
        '<rootDir>/tests/integration/**/*.test.ts',
      ],
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/tools/jest/web-setup.ts'],
      transform: { '^.+\\.tsx?$': swc(true) },
      testMatch: ['<rootDir>/{shell,mfe-*}/src/**/*.test.tsx', '<rootDir>/libs/*/src/**/*.test.tsx'],
    },
  ],
};
