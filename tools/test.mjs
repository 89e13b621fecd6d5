// npm test: installs what is missing, then type-checks, lints, runs the unit and integration
// suites (PGlite + in-process bus by default; PostgreSQL and NATS when DATABASE_URL and NATS_URL are
// set), and where both are set the replica run (the integration suites on 2 processes of each app)
// and the fault suite (required with CLUSTER_REQUIRED=1), then the end-to-end suite in Chromium when
// one is found (required with E2E_REQUIRED=1). `npm test -- <part>` runs one part: static, unit,
// replicas, faults, e2e.
// Writes HTML reports to reports/ (served on the tests page), fails if any test was skipped, and
// ends with one plain line for every suite together: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt, ensureInstalled } from './ensure.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const only = (name) => args.length === 0 || args.includes(name);
const reports = join(root, 'reports');
mkdirSync(reports, { recursive: true });

/** Totals over every part: a static check counts as one test, a jest suite as its tests. */
const totals = { passed: 0, failed: 0 };

/** Runs a command in the repository root; returns whether it succeeded. */
function attempt(command, commandArgs, env = {}) {
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

/** A check that passes or fails as a whole (types, lint). */
function check(label, command, commandArgs) {
  const ok = attempt(command, commandArgs);
  totals[ok ? 'passed' : 'failed'] += 1;
  console.log(ok ? `✔ ${label}` : `✖ ${label}`);
}

/** Adds a jest run's counts; a run that ran nothing or skipped something fails (a suite that did not run is no pass). */
function jestRun(label, resultFile, commandArgs, env) {
  rmSync(resultFile, { force: true });
  attempt('npx', [...commandArgs, '--json', `--outputFile=${resultFile}`], env);
  if (!existsSync(resultFile)) {
    console.error(`✖ ${label}: jest wrote no results`);
    totals.failed += 1;
    return;
  }
  const result = JSON.parse(readFileSync(resultFile, 'utf8'));
  const skipped = result.numPendingTests + result.numTodoTests;
  // A suite that failed to load (syntax error, failing beforeAll) has no failed test of its own.
  const brokenSuites = result.testResults.filter(
    (s) => s.status === 'failed' && s.assertionResults.length === 0,
  ).length;
  totals.passed += result.numPassedTests;
  totals.failed += result.numFailedTests + skipped + brokenSuites;
  if (result.numTotalTests === 0 || skipped > 0) {
    console.error(`✖ ${label}: ${result.numTotalTests} tests, ${skipped} skipped — every suite must run.`);
    if (result.numTotalTests === 0) totals.failed += 1;
    return;
  }
  const failed = result.numFailedTests + brokenSuites;
  console.log(
    `${failed ? '✖' : '✔'} ${label}: ${result.numPassedTests}/${result.numTotalTests} passed, ${result.numTotalTestSuites} suites`,
  );
}

/** The Chromium to drive: CHROMIUM_PATH, else Debian's. */
function findChromium() {
  for (const candidate of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return undefined;
}

ensureInstalled();
const env = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() };
console.log(
  `Backends: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'} + ${process.env.NATS_URL ? 'NATS (NATS_URL)' : 'in-process bus'}`,
);

if (only('static')) {
  check('types', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
  check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
}

if (only('unit')) {
  jestRun('unit + integration', join(reports, 'jest-results.json'), ['jest', '--ci', '--maxWorkers=2'], env);
}

/**
 * Parts that need PostgreSQL and NATS (separate processes share them): skipped with a warning on the
 * embedded defaults, a failure where CLUSTER_REQUIRED=1 (CI).
 */
function clusterPart(label) {
  if (process.env.DATABASE_URL && process.env.NATS_URL) {
    ensureBuilt();
    return true;
  }
  const message = `${label} needs DATABASE_URL and NATS_URL (PostgreSQL and NATS): not run.`;
  if (process.env.CLUSTER_REQUIRED === '1') {
    console.error(`✖ ${message}`);
    totals.failed += 1;
  } else {
    console.warn(`⚠ ${message}`);
  }
  return false;
}

// The replica run: the integration suites once more, each against two processes of every service and
// two gateways (tests/integration/stack.ts with STACK_REPLICAS=2). Process start-up needs longer hooks.
if (only('replicas') && clusterPart('The replica run')) {
  jestRun(
    'integration on replicas (2 of each process)',
    join(reports, 'replicas-results.json'),
    [
      'jest',
      '--ci',
      '--selectProjects',
      'node',
      '--maxWorkers=2',
      '--testTimeout=180000',
      '--setupFilesAfterEnv',
      '<rootDir>/tools/jest/replica-hooks.ts',
      '--testPathPatterns',
      'tests/integration/',
      '--testPathIgnorePatterns',
      '/node_modules/|/dist/|cluster-worker-kill|hostile-input|bus-contracts',
    ],
    { ...env, STACK_REPLICAS: '2' },
  );
}

// The fault suite: a seeded workload and fault schedule on a cluster, then the invariant checker.
if (only('faults') && clusterPart('The fault suite')) {
  jestRun(
    'fault suite',
    join(reports, 'faults-results.json'),
    ['jest', '-c', 'tests/faults/jest.config.js', '--ci', '--runInBand'],
    env,
  );
}

if (only('e2e')) {
  const chromium = findChromium();
  if (!chromium) {
    const message =
      'No Chromium found (set CHROMIUM_PATH or apt-get install chromium): end-to-end tests not run.';
    if (process.env.E2E_REQUIRED === '1') {
      console.error(`✖ ${message}`);
      totals.failed += 1;
    } else {
      console.warn(`⚠ ${message}`);
    }
  } else {
    ensureBuilt();
    jestRun(
      'end-to-end',
      join(reports, 'e2e-results.json'),
      ['jest', '-c', 'e2e/jest.config.js', '--ci', '--runInBand'],
      {
        ...env,
        CHROMIUM_PATH: chromium,
      },
    );
  }
}
console.log(
  `\nReports: ${join(reports, 'jest', 'index.html')}${existsSync(join(reports, 'e2e')) ? ` and ${join(reports, 'e2e', 'index.html')}` : ''}`,
);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);
