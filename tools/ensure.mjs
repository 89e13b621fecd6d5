// Makes a fresh clone runnable: installs dependencies when node_modules is missing or older than
// the lockfile, then builds every package whose sources changed (nx caches the rest).
// Only Node built-ins here: this runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Runs a command in the repository root, its output on stderr (so that `npm run feed` keeps stdout for the
 * records it prints); exits on failure.
 */
export function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: ['inherit', process.stderr, 'inherit'],
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** Installs dependencies when they are missing or stale. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  // `npm install` rather than `npm ci`: see .ci/run (this registry's lockfiles lack other platforms' binaries).
  // `--no-save`: installing never rewrites package-lock.json, whatever the registry offers for other
  // platforms, so no documented command (npm start, npm test, npm run feed) dirties a clone's work tree.
  console.error('Installing dependencies from the lockfile…');
  run('npm', ['install', '--no-save', '--no-audit', '--no-fund']);
}

/** Builds what changed: swc for Node packages, webpack for the frontends (nx skips cached ones). */
export function ensureBuilt() {
  run('npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=stream-without-prefixes'], {
    NX_DAEMON: 'false',
    NX_NO_CLOUD: 'true',
    NX_TUI: 'false',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureInstalled();
  ensureBuilt();
}
