// Lint rules, including the library boundaries of STYLE (c): imports run app → lib only.
import { readFileSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const apps = ['**/svc-*/**', '**/gateway/**', '**/shell/**', '**/mfe-*/**'];
const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

// A job method travels between packages as its declaration (libs/contracts/src/job-declarations.ts),
// never as a bare string: the names are read from that file, so a kind declared there is covered too.
const JOB_DECLARATIONS = 'libs/contracts/src/job-declarations.ts';
const jobMethods = [
  ...readFileSync(new URL(JOB_DECLARATIONS, import.meta.url), 'utf8').matchAll(/(?:method: |task\()'(\w+)'/g),
].map((m) => m[1]);
const noBareJobMethods = {
  'no-restricted-syntax': [
    'error',
    {
      selector: `Literal[value=/^(${jobMethods.join('|')})$/]`,
      message: `A job method is named by its declaration (${JOB_DECLARATIONS}: importProductsJob.method), not a string.`,
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'reports/**',
      '.data/**',
      '.nx/**',
      'coverage/**',
      'bench/**/*.json',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': 'error',
    },
  },
  { files: ['**/*.{js,mjs,cjs}'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: [
      JOB_DECLARATIONS,
      '**/*.test.{ts,tsx}',
      'tests/**',
      'e2e/**',
      '**/fixtures.ts',
      '**/__tests__/**',
      '**/migrations/**',
    ],
    rules: noBareJobMethods,
  },
  { files: ['libs/**/*.{ts,tsx}'], rules: restrict(apps, 'A library never imports an app.') },
  {
    files: ['libs/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@feedhub/api-client', message: 'ui is presentational: data comes through props.' },
          ],
          patterns: [{ group: apps, message: 'A library never imports an app.' }],
        },
      ],
    },
  },
  {
    files: ['libs/{pricing,feeds,contracts}/**/*.ts'],
    ignores: ['libs/feeds/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['koa', 'knex', 'objection', 'pg'].map((name) => ({
            name,
            message: 'Pure libraries have no Koa, database or bus imports.',
          })),
          patterns: [
            { group: ['@nats-io/*'], message: 'Pure libraries have no bus imports.' },
            { group: apps, message: 'A library never imports an app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['svc-identity/**/*.ts'],
    rules: restrict(
      ['**/svc-catalog/**', '**/svc-jobs/**', '**/gateway/**', '**/shell/**', '**/mfe-*/**'],
      'A service never imports another app.',
    ),
  },
  {
    files: ['svc-catalog/**/*.ts'],
    rules: restrict(
      ['**/svc-identity/**', '**/svc-jobs/**', '**/gateway/**', '**/shell/**', '**/mfe-*/**'],
      'A service never imports another app.',
    ),
  },
  {
    files: ['svc-jobs/**/*.ts'],
    rules: restrict(
      ['**/svc-identity/**', '**/svc-catalog/**', '**/gateway/**', '**/shell/**', '**/mfe-*/**'],
      'A service never imports another app.',
    ),
  },
  {
    files: ['gateway/**/*.ts'],
    rules: restrict(
      ['**/svc-*/**', '**/shell/**', '**/mfe-*/**'],
      'The gateway never imports a service or a frontend.',
    ),
  },
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: restrict(
      ['**/svc-*/**', '**/gateway/**', '**/mfe-*/**'],
      'The shell loads remotes at run time; it never imports them.',
    ),
  },
  {
    files: ['mfe-partners/**/*.{ts,tsx}'],
    rules: restrict(
      ['**/svc-*/**', '**/gateway/**', '**/shell/**', '**/mfe-export/**', '**/mfe-settings/**'],
      'A remote never imports another app.',
    ),
  },
  {
    files: ['mfe-export/**/*.{ts,tsx}'],
    rules: restrict(
      ['**/svc-*/**', '**/gateway/**', '**/shell/**', '**/mfe-partners/**', '**/mfe-settings/**'],
      'A remote never imports another app.',
    ),
  },
  {
    files: ['mfe-settings/**/*.{ts,tsx}'],
    rules: restrict(
      ['**/svc-*/**', '**/gateway/**', '**/shell/**', '**/mfe-partners/**', '**/mfe-export/**'],
      'A remote never imports another app.',
    ),
  },
);
