// The fault suite (npm test -- faults): its own jest run, PostgreSQL + NATS, one test file at a time.
const base = require('../../jest.config.js');
const node = base.projects.find((project) => project.displayName === 'node');

module.exports = {
  ...node,
  rootDir: require('node:path').join(__dirname, '..', '..'),
  displayName: 'faults',
  testMatch: ['<rootDir>/tests/faults/**/*.test.ts'],
  testTimeout: 40 * 60_000,
};
