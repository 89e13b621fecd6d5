// npm run bench: builds, then runs every benchmark and writes bench/results.json.
//   tools/bench/platform.bench.mjs   gateway overhead per proxied request, login latency, shell JS size
//   tools/bench/import.bench.mjs     importProducts end to end through the job mechanism (products/s, RSS)
//   tools/bench/products.bench.mjs   products list and detail latency on 1M products over 50 partners (PostgreSQL)
//   tools/bench/jobs.bench.mjs       small jobs through the job mechanism: jobs/s, pickup latency (embedded and PostgreSQL + NATS)
//   tools/bench/export.bench.mjs     exportProducts end to end against the fake Akeneo (products/s, requests, 429s, RSS at 10k and 100k)
//   tools/bench/icecat.bench.mjs     enrichIcecat end to end against the fake Icecat (sheets/s, share of the allowed rate, RSS at 1k and 10k)
//   tools/bench/suggest-routes.bench.mjs  attribute and category suggestion routes (p50/p95/p99, in process and through the gateway)
//   libs/*/dist/bench/*.bench.js     library benchmarks (feeds parsing, pricing engine, export payloads, …)
// Each benchmark prints its figures and writes them as JSON to the file named by BENCH_OUT.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt, ensureInstalled } from './ensure.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const filter = process.argv[2];
ensureInstalled();
ensureBuilt();

const benches = [
  ['platform', join(root, 'tools', 'bench', 'platform.bench.mjs')],
  ['import', join(root, 'tools', 'bench', 'import.bench.mjs')],
  ['products', join(root, 'tools', 'bench', 'products.bench.mjs')],
  ['jobs', join(root, 'tools', 'bench', 'jobs.bench.mjs')],
  ['export', join(root, 'tools', 'bench', 'export.bench.mjs')],
  ['icecat', join(root, 'tools', 'bench', 'icecat.bench.mjs')],
  ['suggest-routes', join(root, 'tools', 'bench', 'suggest-routes.bench.mjs')],
];
for (const dir of ['libs', '.']) {
  for (const pkg of readdirSync(join(root, dir))) {
    const benchDir = join(root, dir, pkg, 'dist', 'bench');
    if (!existsSync(benchDir)) continue;
    for (const file of readdirSync(benchDir).filter((f) => f.endsWith('.bench.js'))) {
      benches.push([file.replace('.bench.js', ''), join(benchDir, file)]);
    }
  }
}

const results = {
  machine: { node: process.version, cpus: (await import('node:os')).cpus().length },
  at: new Date().toISOString(),
};
let failed = false;
for (const [name, file] of benches) {
  if (filter && name !== filter) continue;
  console.log(`\n=== ${name} (${file.replace(root + '/', '')})`);
  const out = join(tmpdir(), `feedhub-bench-${name}-${process.pid}.json`);
  rmSync(out, { force: true });
  // Options after the name go to the benchmark (`npm run bench -- import --products=1000000`).
  const run = spawnSync(process.execPath, [file, ...process.argv.slice(3)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BENCH_OUT: out },
  });
  if (run.status !== 0 || !existsSync(out)) {
    console.error(`✖ ${name} failed (exit ${run.status})`);
    failed = true;
    continue;
  }
  results[name] = JSON.parse(readFileSync(out, 'utf8'));
}
mkdirSync(join(root, 'bench'), { recursive: true });
writeFileSync(join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nFigures written to bench/results.json`);
process.exit(failed ? 1 : 0);
