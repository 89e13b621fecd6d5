// npm test: installs what is missing, then type-checks, lints, runs the unit and integration
// suites (PGlite + in-process bus by default; PostgreSQL and NATS when DATABASE_URL and NATS_URL are
// set) and the end-to-end suite in Chromium when one is found (required with E2E_REQUIRED=1).
// Writes HTML reports to reports/ (served on the tests page) and fails if any test was skipped.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt, ensureInstalled, run } from './ensure.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const only = (name) => args.length === 0 || args.includes(name);
const reports = join(root, 'reports');
mkdirSync(reports, { recursive: true });

/** Fails when jest ran nothing or skipped something: a suite that did not run is not a pass. */
function assertNothingSkipped(resultFile, label) {
  const result = JSON.parse(readFileSync(resultFile, 'utf8'));
  const skipped = result.numPendingTests + result.numTodoTests;
  if (result.numTotalTests === 0 || skipped > 0) {
    console.error(`\n✖ ${label}: ${result.numTotalTests} tests, ${skipped} skipped — every suite must run.`);
    process.exit(1);
  }
  console.log(
    `✔ ${label}: ${result.numPassedTests}/${result.numTotalTests} passed, ${result.numTotalTestSuites} suites`,
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
  run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
  console.log('✔ types');
  run('npx', ['eslint', '.', '--max-warnings=0']);
  console.log('✔ lint');
}

if (only('unit')) {
  const out = join(reports, 'jest-results.json');
  rmSync(out, { force: true });
  run('npx', ['jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${out}`], env);
  assertNothingSkipped(out, 'unit + integration');
}

if (only('e2e')) {
  const chromium = findChromium();
  if (!chromium) {
    const message =
      'No Chromium found (set CHROMIUM_PATH or apt-get install chromium): end-to-end tests not run.';
    if (process.env.E2E_REQUIRED === '1') {
      console.error(`✖ ${message}`);
      process.exit(1);
    }
    console.warn(`⚠ ${message}`);
  } else {
    ensureBuilt();
    const out = join(reports, 'e2e-results.json');
    rmSync(out, { force: true });
    run('npx', ['jest', '-c', 'e2e/jest.config.js', '--ci', '--runInBand', '--json', `--outputFile=${out}`], {
      ...env,
      CHROMIUM_PATH: chromium,
    });
    assertNothingSkipped(out, 'end-to-end');
  }
}
console.log(
  `\nReports: ${join(reports, 'jest', 'index.html')}${existsSync(join(reports, 'e2e')) ? ` and ${join(reports, 'e2e', 'index.html')}` : ''}`,
);
