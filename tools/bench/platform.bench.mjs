// Platform benchmark: gateway overhead per proxied request (p50 through the gateway minus p50 calling
// the service directly, same route, same session), login latency, and the shell's initial JS
// (what the browser loads before the login modal shows, gzipped). Runs the real apps from dist on
// PGlite (or DATABASE_URL) and the in-process bus (or NATS_URL), started by service-kit's platform
// assembler like tools/embedded.mjs and the integration stack.
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startBenchPlatform } from './bench-platform.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const { signCaller, IDENTITY_HEADER } = require('@feedhub/service-kit');

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const round = (n) => Math.round(n * 1000) / 1000;

async function timed(n, fn) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), n };
}

const secret = randomBytes(32).toString('base64url');
const dataDir = mkdtempSync(join(tmpdir(), 'feedhub-bench-'));
const password = 'bench-password-1';
// Without a built shell, a page template with the same meta tag lets the session start the same way.
let staticRoot = root;
if (!existsSync(join(root, 'shell', 'dist', 'index.html'))) {
  staticRoot = join(dataDir, 'static');
  mkdirSync(join(staticRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(
    join(staticRoot, 'shell', 'dist', 'index.html'),
    '<meta name="csrf-token" content="__CSRF_TOKEN__">',
  );
}
const platform = await startBenchPlatform({
  dataDir,
  env: { GATEWAY_SECRET: secret, ADMIN_PASSWORD: password, STATIC_ROOT: staticRoot },
}).catch((error) => {
  rmSync(dataDir, { recursive: true, force: true });
  throw error;
});
const { db } = platform.resources;
const base = platform.url;

// A browser session: page (anonymous cookie + token), then login.
const page = await fetch(`${base}/`);
const anon = page.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const pageToken = /name="?csrf-token"? content="?([^"\s>]+)/.exec(await page.text())?.[1] ?? '';
const login = async () => {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': pageToken, Cookie: anon },
    body: JSON.stringify({ username: 'admin', password }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return res;
};
const loginRes = await login();
const session = loginRes.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const me = (await loginRes.json()).data;

const route = '/api/settings/list';
const viaGateway = () =>
  fetch(`${base}${route}`, { headers: { Cookie: session } }).then((r) => r.arrayBuffer());
const direct = () =>
  fetch(`${platform.upstreams.identity}${route}`, {
    headers: {
      [IDENTITY_HEADER]: signCaller(secret, {
        user: { id: me.id, username: 'admin', permissions: ['*'], sessionId: 'bench' },
        ip: '127.0.0.1',
        locale: 'en',
        iat: Date.now(),
      }),
    },
  }).then((r) => r.arrayBuffer());

await timed(300, viaGateway); // warm up both paths
await timed(300, direct);
const n = 3000;
const gatewayTimes = await timed(n, viaGateway);
const directTimes = await timed(n, direct);
const overhead = round(gatewayTimes.p50 - directTimes.p50);
const loginTimes = await timed(20, login);

// The shell's initial JS: every script the browser loads until the login modal shows (measured in
// Chromium when there is one), gzipped as the gateway serves it. Without Chromium, the upper bound:
// every JS file of shell/dist.
let shell = null;
const shellDir = join(root, 'shell', 'dist');
if (existsSync(join(shellDir, 'index.html'))) {
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
    );
  const all = walk(shellDir).filter((f) => f.endsWith('.js'));
  const gzKiB = (files) =>
    round(files.reduce((sum, f) => sum + gzipSync(readFileSync(f), { level: 9 }).length, 0) / 1024);
  shell = { allJsFiles: all.length, allJsGzipKiB: gzKiB(all), targetGzipKiB: 250 };
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromiumPath)) {
    const { chromium } = require('playwright-core');
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    const page = await browser.newPage();
    const scripts = new Set();
    page.on(
      'response',
      (r) => r.request().resourceType() === 'script' && scripts.add(new URL(r.url()).pathname),
    );
    await page.goto(base);
    await page.getByRole('dialog').waitFor();
    await browser.close();
    const files = [...scripts].map((p) => join(shellDir, p)).filter((f) => existsSync(f));
    shell = {
      ...shell,
      initialScripts: files.length,
      initialJsGzipKiB: gzKiB(files),
      initialJsKiB: round(files.reduce((s, f) => s + readFileSync(f).length, 0) / 1024),
    };
  }
}

const results = {
  gateway: {
    route,
    viaGateway: gatewayTimes,
    direct: directTimes,
    overheadP50Ms: overhead,
    targetOverheadP50Ms: 2,
  },
  login: { ...loginTimes, note: 'argon2id m=19456,t=2,p=1 plus session insert' },
  shell,
  backend: { database: db.kind, bus: process.env.NATS_URL ? 'nats' : 'in-process' },
};
console.log(
  `gateway: p50 ${gatewayTimes.p50} ms via gateway, ${directTimes.p50} ms direct → overhead ${overhead} ms p50 (target ≤ 2 ms)`,
);
console.log(`         p95 ${gatewayTimes.p95} ms via gateway, ${directTimes.p95} ms direct`);
console.log(`login:   p50 ${loginTimes.p50} ms, p95 ${loginTimes.p95} ms (${loginTimes.n} logins)`);
console.log(
  !shell
    ? 'shell:   not built'
    : shell.initialJsGzipKiB !== undefined
      ? `shell:   ${shell.initialScripts} scripts before the login modal: ${shell.initialJsGzipKiB} KiB gzipped (${shell.initialJsKiB} KiB raw), target ≤ 250 KiB; all ${shell.allJsFiles} JS files: ${shell.allJsGzipKiB} KiB`
      : `shell:   all ${shell.allJsFiles} JS files: ${shell.allJsGzipKiB} KiB gzipped (no Chromium to measure the initial load), target ≤ 250 KiB`,
);
if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, JSON.stringify(results, null, 2));

await platform.stop(100);
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
