// Export benchmark (npm run bench -- export [--products=100000] [--flat=10000] [--stack=postgresql+nats|embedded]
// [--latency-ms=30] [--per-line-ms=0.2] [--profile=<dir>] [--heap-limit-mb=N]):
// exportProducts end to end through the job mechanism against the fake Akeneo (libs/fake-akeneo) in a
// process of its own, with the PIM model: 30 ms per request plus 0.2 ms per line, 4 requests
// in flight (the 5th at once is answered 429) and 100 requests/s (the 101st within a second: 429,
// Retry-After: 1). Its reference data is the embedded taxonomy (so the products fit it); the catalog
// copies it with a syncPim job after the settings (pim_adapter=akeneo, pim_url, credentials,
// pim_requests_per_second=100) are saved over the API.
//   Products: one partner, one category mapped to `laptops` (+ a campaign category, name-word rules,
//   a margin table), 9 mapped attributes (brand and 8 more, libs/pim/src/bench/sources.ts), 3 price
//   rules; N products inserted with SQL, all on the export list.
//   Runs: the first export (every product created in the PIM), then an unchanged one (every payload
//   rebuilt and hashed, nothing sent). Products/s from the job's start to its end; PATCH-list requests,
//   429s and resets as the fake logged them; achieved requests/s against both bounds (100 req/s allowed,
//   and 4 in flight ÷ (30 + 0.2 × 100) ms = 80 req/s from latency); peak RSS of this process, which runs
//   the gateway, the services and the catalog's worker (sampled every 250 ms), minus its RSS before.
//   Memory flatness: the same run at --flat (10k; 0 skips it) and --products (100k), each in a fresh
//   process on a fresh database, and both peaks compared.
// Targets (export issue): ≥ 90 % of the rate the fake PIM allows, memory flat from 10k to 100k products
// (payload building ≥ 50k/s is libs/pim's `payload` benchmark).
import { fork, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { insertProductRows } from './product-rows.mjs';

const require = createRequire(import.meta.url);
const self = fileURLToPath(import.meta.url);
const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ??
  process.env[`BENCH_${name.toUpperCase()}`] ??
  fallback;
const MB = 1024 * 1024;
const round = (n, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;
};

/** The PIM model of the issue. */
const LATENCY = { latencyMs: Number(arg('latency-ms', '30')), perLineMs: Number(arg('per-line-ms', '0.2')) };
const MAX_CONCURRENT = 4;
const MAX_PER_SECOND = 100;
const LINES = 100;
/** The bound latency sets: MAX_CONCURRENT requests at once, each answered after 30 + 0.2 × 100 ms. */
const REQUEST_MS = LATENCY.latencyMs + LATENCY.perLineMs * LINES;
const LATENCY_BOUND = REQUEST_MS > 0 ? round(MAX_CONCURRENT / (REQUEST_MS / 1000), 1) : null;
/** The rate that applies: the lower of the allowed one and the latency bound. */
const RATE_BOUND = LATENCY_BOUND === null ? MAX_PER_SECOND : Math.min(MAX_PER_SECOND, LATENCY_BOUND);

/** Drops the run's own database (set by chooseStack). */
let dropDatabase = async () => undefined;
const role = arg('role', '');
if (role === 'fake') await runFake();
else if (arg('run', ''))
  await runOnce(Number(arg('run', ''))).catch(async (err) => {
    console.error(err);
    await dropDatabase().catch(() => undefined);
    process.exit(1);
  });
else runAll();

// --- the parent: one fresh process per size ----------------------------------------------------------
function runAll() {
  const products = Number(arg('products', '100000'));
  const flat = Number(arg('flat', '10000'));
  const sizes = flat > 0 && flat < products ? [flat, products] : [products];
  const runs = [];
  for (const size of sizes) {
    const out = join(tmpdir(), `feedhub-export-bench-${size}-${process.pid}.json`);
    rmSync(out, { force: true });
    // --heap-limit-mb: the run's V8 heap is capped, so a run that holds per-product memory fails (flatness proven, not sampled).
    const heapLimit = arg('heap-limit-mb', '');
    const execArgs = heapLimit ? [`--max-old-space-size=${heapLimit}`] : [];
    const run = spawnSync(process.execPath, [...execArgs, self, `--run=${size}`, ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_OUT: out },
    });
    if (run.status !== 0) process.exit(run.status ?? 1);
    runs.push(JSON.parse(readFileSync(out, 'utf8')));
    rmSync(out, { force: true });
  }
  const results = {
    model: {
      ...LATENCY,
      maxConcurrent: MAX_CONCURRENT,
      maxRequestsPerSecond: MAX_PER_SECOND,
      linesPerRequest: LINES,
      latencyBoundRequestsPerSecond: LATENCY_BOUND,
      /** The lower of the allowed rate and the latency bound. */
      boundRequestsPerSecond: RATE_BOUND,
    },
    runs,
  };
  console.log(
    `\n| products | stack | load avg | export s | products/s | PATCH-lists | 429s | req/s | % of ${MAX_PER_SECOND} allowed | % of ${LATENCY_BOUND ?? 'no'} latency bound | reference client req/s | % of reference | mean in flight | platform CPU ms/product | fake CPU ms/request | unchanged re-export products/s | RSS before (MB) | peak RSS (MB) | added (MB) |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of runs) {
    const f = r.first;
    console.log(
      `| ${r.products} | ${r.stack} | ${r.loadAverage} | ${f.seconds} | ${f.productsPerSecond} | ${f.pim.requests} | ${f.pim.tooManyRequests} | ${f.pim.requestsPerSecond} | ${f.pim.percentOfAllowed} % | ${f.pim.percentOfLatencyBound ?? '–'} % | ${r.reference.requestsPerSecond} | ${r.percentOfReference} % | ${f.pim.meanInFlight} | ${round((f.platformCpuSeconds * 1000) / r.products, 3)} | ${f.pim.fakeCpuMsPerRequest} | ${r.unchanged.productsPerSecond} | ${r.rssBeforeMB} | ${r.peakRssMB} | ${r.addedRssMB} |`,
    );
  }
  if (runs.length === 2) {
    results.flat = {
      smaller: runs[0].products,
      larger: runs[1].products,
      addedRssMB: [runs[0].addedRssMB, runs[1].addedRssMB],
      peakRssMB: [runs[0].peakRssMB, runs[1].peakRssMB],
      /** Growth of the added RSS per 10k more products. */
      addedMBPer10k: round(
        ((runs[1].addedRssMB - runs[0].addedRssMB) / (runs[1].products - runs[0].products)) * 10_000,
        1,
      ),
    };
    console.log(
      `memory: +${runs[0].addedRssMB} MB at ${runs[0].products} products, +${runs[1].addedRssMB} MB at ${runs[1].products} (${results.flat.addedMBPer10k} MB per 10k more)`,
    );
  }
  const last = runs[runs.length - 1];
  results.targets = {
    percentOfAllowed: 90,
    met: last.first.pim.percentOfAllowed >= 90,
    note:
      RATE_BOUND < MAX_PER_SECOND
        ? `the latency bound (${LATENCY_BOUND} req/s) is below the allowed ${MAX_PER_SECOND} req/s: at most ${round((RATE_BOUND / MAX_PER_SECOND) * 100, 0)} % of the allowed rate is reachable with ${MAX_CONCURRENT} in flight`
        : `the allowed ${MAX_PER_SECOND} req/s is the bound (latency allows ${LATENCY_BOUND ?? 'any rate'})`,
  };
  console.log(
    `target ≥ 90 % of the allowed rate: ${last.first.pim.percentOfAllowed} % ${results.targets.met ? 'met' : 'NOT met'} (${results.targets.note}; ${round((last.first.pim.requestsPerSecond / RATE_BOUND) * 100, 0)} % of the ${RATE_BOUND} req/s that apply reached)`,
  );
  if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, JSON.stringify(results, null, 2));
}

// --- the fake Akeneo, in a process of its own ----------------------------------------------------------
/** The embedded taxonomy as Akeneo's fixture (what the catalog maps to and the products fit). */
function fixtureOf(taxonomy) {
  const labels = (l) => ({ en_US: l.en, et_EE: l.et });
  return {
    channels: taxonomy.channels.map((c) => ({
      ...c,
      category_tree: 'master',
      labels: { en_US: c.code, et_EE: c.code },
    })),
    locales: taxonomy.locales.map((code) => ({ code, enabled: true })),
    currencies: taxonomy.currencies.map((code) => ({ code, enabled: true })),
    categories: taxonomy.categories.map((c) => ({
      code: c.code,
      parent: c.parent,
      labels: labels(c.labels),
    })),
    families: taxonomy.families.map((f) => ({
      code: f.code,
      attributes: f.attributes,
      attribute_as_label: f.attributeAsLabel,
      attribute_as_image: null,
      attribute_requirements: { ecommerce: ['sku', 'name'] },
      labels: labels(f.labels),
    })),
    attributes: taxonomy.attributes.map((a) => ({
      code: a.code,
      type: a.type,
      group: a.group,
      localizable: a.localizable,
      scopable: a.scopable,
      unique: a.type === 'pim_catalog_identifier',
      decimals_allowed: a.decimalsAllowed,
      metric_family: a.metricFamily,
      default_metric_unit: a.defaultMetricUnit,
      max_characters: a.type === 'pim_catalog_text' ? 255 : null,
      labels: labels(a.labels),
    })),
    attributeOptions: taxonomy.options.map((o) => ({
      code: o.code,
      attribute: o.attribute,
      sort_order: o.sortOrder,
      labels: labels(o.labels),
    })),
    measurementFamilies: {
      Weight: ['MILLIGRAM', 'GRAM', 'KILOGRAM', 'TON', 'POUND', 'OUNCE'],
      Length: ['MILLIMETER', 'CENTIMETER', 'DECIMETER', 'METER', 'KILOMETER', 'INCH', 'FEET'],
      DigitalStorage: ['BYTE', 'KILOBYTE', 'MEGABYTE', 'GIGABYTE', 'TERABYTE'],
      Power: ['MILLIWATT', 'WATT', 'KILOWATT'],
      Frequency: ['HERTZ', 'KILOHERTZ', 'MEGAHERTZ', 'GIGAHERTZ'],
      Voltage: ['MILLIVOLT', 'VOLT', 'KILOVOLT'],
      Volume: ['MILLILITER', 'CENTILITER', 'LITER'],
    },
    products: [],
  };
}

async function runFake() {
  const { startFakeAkeneo } = require('../../libs/fake-akeneo/dist/index.js');
  const { EMBEDDED_TAXONOMY } = require('../../libs/pim/dist/index.js');
  const fake = await startFakeAkeneo({ fixture: fixtureOf(EMBEDDED_TAXONOMY) });
  fake.faults.latency = LATENCY;
  fake.faults.maxConcurrent = MAX_CONCURRENT;
  fake.faults.maxRequestsPerSecond = MAX_PER_SECOND;
  let mark = 0;
  let cpuAtMark = process.cpuUsage();
  process.on('disconnect', () => process.exit(0));
  process.on('message', (message) => {
    if (message === 'mark') {
      mark = fake.requests.entries.length;
      fake.requests.peakConcurrency = 0;
      cpuAtMark = process.cpuUsage();
      process.send({ marked: true });
    } else if (message === 'stats')
      process.send({ stats: statsOf(fake, fake.requests.entries.slice(mark), process.cpuUsage(cpuAtMark)) });
    else if (message === 'close') void fake.close().then(() => process.exit(0));
  });
  process.send({ url: fake.url });
}

/** What the fake saw since the mark: PATCH-list requests, their answers, rate and time in flight. */
function statsOf(fake, entries, cpu) {
  // A request refused by the caps is logged under its path (it never reached a route).
  const patches = entries.filter((e) => e.method === 'PATCH' && e.path === '/api/rest/v1/products');
  const statuses = {};
  for (const e of patches) statuses[e.status] = (statuses[e.status] ?? 0) + 1;
  const answered = patches.filter((e) => e.status === 200);
  const start = Math.min(...patches.map((e) => e.at));
  const end = Math.max(...patches.map((e) => e.at + e.durationMs));
  const seconds = patches.length ? (end - start) / 1000 : 0;
  // The most requests that arrived within any one second (what the 100/s cap counts).
  const ats = patches.map((e) => e.at).sort((a, b) => a - b);
  let busiestSecond = 0;
  for (let i = 0, j = 0; i < ats.length; i++) {
    while (ats[i] - ats[j] >= 1000) j++;
    busiestSecond = Math.max(busiestSecond, i - j + 1);
  }
  const durations = answered.map((e) => e.durationMs);
  const lines = answered.map((e) => e.lines);
  return {
    requests: patches.length,
    statuses,
    tooManyRequests: statuses[429] ?? 0,
    resets: statuses[0] ?? 0,
    linesSent: lines.reduce((a, b) => a + b, 0),
    meanLines: lines.length ? round(lines.reduce((a, b) => a + b, 0) / lines.length, 1) : 0,
    seconds: round(seconds, 2),
    requestsPerSecond: seconds ? round(patches.length / seconds, 1) : 0,
    busiestSecond,
    meanInFlight: seconds ? round(durations.reduce((a, b) => a + b, 0) / 1000 / seconds, 2) : 0,
    peakConcurrency: fake.requests.peakConcurrency,
    answerMsP50: percentile(durations, 50),
    answerMsP95: percentile(durations, 95),
    otherRequests: entries.length - patches.length,
    productsHeld: fake.state.products.size,
    fakeRssMB: round(process.memoryUsage().rss / MB),
    /** CPU seconds the fake's process spent since the mark (validating and storing the lines). */
    fakeCpuSeconds: round((cpu.user + cpu.system) / 1e6, 2),
  };
}

// --- one size: platform, setup, two exports -----------------------------------------------------------
async function runOnce(N) {
  const stack = await chooseStack(arg('stack', 'postgresql+nats'));
  // --profile also profiles the fake's process (written when it exits).
  const fakeProfile = arg('profile', '') ? ['--cpu-prof', `--cpu-prof-dir=${arg('profile', '')}`] : [];
  const fakeProcess = fork(self, ['--role=fake'], { stdio: 'inherit', execArgv: fakeProfile });
  const { adminSession, askChild, benchStaticRoot, startBenchPlatform } =
    await import('./bench-platform.mjs');
  const ask = (message, key) => askChild(fakeProcess, message, key);
  const fakeUrl = await ask(null, 'url');

  const { CSV_BENCH_PARAMS } = require('../../libs/feeds/dist/bench/generate.js');
  const {
    BENCH_ATTRIBUTES,
    BENCH_BRANDS,
    BENCH_CATEGORY,
    BENCH_PIM_CATEGORIES,
    benchProduct,
  } = require('../../libs/pim/dist/bench/sources.js');
  const dir = mkdtempSync(join(tmpdir(), 'feedhub-export-bench-'));
  const password = 'bench-password-1';
  const platform = await startBenchPlatform({
    dataDir: dir,
    env: {
      GATEWAY_SECRET: randomBytes(32).toString('base64url'),
      ADMIN_PASSWORD: password,
      STATIC_ROOT: benchStaticRoot(dir),
      FEED_ALLOWED_NETWORKS: '127.0.0.1',
      DEMO_PARTNER: 'false',
      JOB_REPORT_EVERY_MS: '1000',
    },
  });
  const { knex } = platform.resources;
  const { call, saveSettings } = await adminSession(platform.url, password);
  console.log(`export bench: ${N.toLocaleString('en')} products on ${stack}, fake Akeneo at ${fakeUrl}`);

  await saveSettings({
    pim_adapter: 'akeneo',
    pim_url: fakeUrl,
    pim_client_id: 'client',
    pim_client_secret: 'secret',
    pim_username: 'admin',
    pim_password: 'admin',
    pim_requests_per_second: String(MAX_PER_SECOND),
    export_batch_size: String(LINES),
  });
  await sleep(200);

  // The catalog copies the fake's reference data.
  const { json: sync } = await call('POST', '/api/pim/sync');
  await waitSystemJob(knex, sync.data.jobId);

  // The partner, its attributes and their mappings.
  const { json: saved } = await call('POST', '/api/partners/save', {
    name: `Bench export ${Date.now()}`,
    className: 'csv',
    isActive: false,
    pimSupplierCode: 'BENCH',
    deliveryTime: 5,
    params: { ...CSV_BENCH_PARAMS, url: 'http://127.0.0.1:9/bench.csv' },
    tasks: [],
    attributes: [
      { code: 'brand', type: 'select' },
      ...BENCH_ATTRIBUTES.map((a) => ({
        code: a.code,
        type:
          a.pimAttributeCode === 'connectivity'
            ? 'multi_select'
            : a.options
              ? 'select'
              : a.pimAttributeCode === 'touchscreen'
                ? 'checkbox'
                : 'text',
      })),
    ],
  });
  const partnerId = saved.data.id;
  const attributeRows = await knex('catalog.partner_attributes')
    .where('partner_id', partnerId)
    .select('id', 'code');
  const idOf = (code) => attributeRows.find((r) => r.code === code).id;
  for (const [code, pimCode, options] of [
    ['brand', 'brand', BENCH_BRANDS],
    ...BENCH_ATTRIBUTES.map((a) => [a.code, a.pimAttributeCode, a.options ?? []]),
  ]) {
    await knex('catalog.partner_attributes')
      .where('id', idOf(code))
      .update({ options: JSON.stringify(options.map(([text]) => text)) });
    await call('POST', '/api/partner-attributes/save', {
      id: idOf(code),
      partnerId,
      pimAttributeCodes: [pimCode],
      optionMappings: Object.fromEntries(options.map(([, optionCode], index) => [String(index), optionCode])),
    });
  }

  // The category (as an import creates it), mapped over the API, and the partner's 3 price rules.
  const [{ id: categoryId }] = await knex('catalog.partner_categories')
    .insert({
      partner_id: partnerId,
      code: 'notebooks',
      name: BENCH_CATEGORY.name,
      path: JSON.stringify(['Computers', BENCH_CATEGORY.name]),
    })
    .returning('id');
  const families = (await call('GET', '/api/pim-category-mappings/selects')).json.data.families;
  await call('POST', '/api/partner-categories/save', {
    id: categoryId,
    partnerId,
    pimCategory: [...BENCH_PIM_CATEGORIES],
    family: families.find((f) => f.code === BENCH_CATEGORY.family).id,
    vat: '24',
    vatEt: 22,
    deliveryTime: BENCH_CATEGORY.deliveryTime,
    disabledEe: BENCH_CATEGORY.disabledEe,
    disabledFi: BENCH_CATEGORY.disabledFi,
    disabledLv: BENCH_CATEGORY.disabledLv,
    marginals: [
      { brand: null, priceFrom: '0', priceTo: '1000', marginal: '15' },
      { brand: null, priceFrom: '1000.01', priceTo: null, marginal: '10' },
      { brand: 'Apple', priceFrom: '0', priceTo: null, marginal: '8' },
    ],
    changes: BENCH_CATEGORY.changes.map((c) => ({ word: c.word, pimCategory: c.pimCategory })),
  });
  for (const rule of [
    {
      pimPriceFields: ['retailPrice'],
      partnerPriceField: 'price',
      rule: [{ ruleId: 'margin' }, { ruleId: 'vat' }, { ruleId: 'round_ending', input: '.99' }],
    },
    {
      pimPriceFields: ['supplierPrice'],
      partnerPriceField: 'supplierPrice',
      rule: [{ ruleId: 'minimum', input: '0.01' }],
    },
    {
      pimPriceFields: ['wholesalePrice'],
      partnerPriceField: 'price',
      sortOrder: 2,
      rule: [{ ruleId: 'add_percent', input: '5' }],
    },
  ])
    await call('POST', '/api/partner-price-rules/save', { partnerId, ...rule });

  // The products, as an import leaves them, all on the export list.
  const insertStart = performance.now();
  for (let i = 0; i < N; i += 2000) {
    const rows = [];
    for (let k = i; k < Math.min(N, i + 2000); k++) {
      const p = benchProduct(k);
      rows.push({
        partner_id: partnerId,
        code: p.code,
        sku: p.sku,
        name: p.name,
        ean: p.ean,
        manufacturer_code: p.manufacturerCode,
        brand: p.brand,
        category_id: categoryId,
        category_code: 'notebooks',
        amount: p.amount,
        price: p.price,
        rrp_price: p.rrpPrice,
        supplier_price: p.supplierPrice,
        currency: 'EUR',
        description: p.description,
        attributes: JSON.stringify(p.attributes),
        content_hash: `bench${k}`,
        in_export_list: true,
      });
    }
    await insertProductRows(knex, rows);
  }
  await knex.raw('analyze catalog.partner_products');
  const insertSeconds = round((performance.now() - insertStart) / 1000, 1);
  console.log(`  ${N} products inserted in ${insertSeconds} s`);

  // RSS of this process (gateway, services, the catalog's worker), every 250 ms.
  if (global.gc) global.gc();
  await sleep(1000);
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  let peakHeap = process.memoryUsage().heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 250);

  /** Adds an export, waits for its end; the job's figures and what the fake saw meanwhile. */
  async function runExport(label) {
    await ask('mark', 'marked');
    const cpuBefore = process.cpuUsage();
    const { json } = await call('POST', '/api/export/add', {});
    const id = json.data.id;
    let job;
    let shown = Date.now();
    for (;;) {
      await sleep(500);
      const desktop = (await call('GET', '/api/export/desktop')).json.data;
      job = [...desktop.done, ...desktop.error].find((j) => j.id === id);
      if (job) break;
      if (Date.now() - shown > 10_000) {
        shown = Date.now();
        const running = desktop.running.find((j) => j.id === id);
        if (running)
          console.log(
            `  ${label}: ${JSON.stringify(running.progress)} RSS ${round(process.memoryUsage().rss / MB)} MB`,
          );
      }
    }
    const cpu = process.cpuUsage(cpuBefore);
    const pim = await ask('stats', 'stats');
    const log = (await call('GET', `/api/export/log/${id}`)).json.data.rows;
    if (job.status !== 'done') throw new Error(`export ${id} ended in ${job.status}: ${job.error}`);
    const seconds = (new Date(job.finishedAt) - new Date(job.startedAt)) / 1000;
    const result = {
      seconds: round(seconds, 2),
      productsPerSecond: Math.round(N / seconds),
      progress: job.progress,
      /** CPU seconds of this process (gateway, services, the worker) from the add to the end seen. */
      platformCpuSeconds: round((cpu.user + cpu.system) / 1e6, 2),
      /**
       * The rates CPU time allows, whatever else runs on the machine: this process alone on a core
       * (products / its CPU seconds), and the fake's one thread (PATCH-lists / its CPU seconds).
       */
      platformCpuBoundProductsPerSecond: Math.round(N / ((cpu.user + cpu.system) / 1e6)),
      pim: {
        ...pim,
        fakeCpuMsPerRequest: pim.requests ? round((pim.fakeCpuSeconds * 1000) / pim.requests, 1) : 0,
        fakeCpuBoundRequestsPerSecond: pim.fakeCpuSeconds
          ? Math.round(pim.requests / pim.fakeCpuSeconds)
          : null,
        percentOfAllowed: round((pim.requestsPerSecond / MAX_PER_SECOND) * 100, 0),
        percentOfLatencyBound: LATENCY_BOUND ? round((pim.requestsPerSecond / LATENCY_BOUND) * 100, 0) : null,
      },
      logLines: log.length,
      log: log.slice(0, 20).map((l) => `${l.type}: ${l.message}`),
      retryLines: log.filter((l) => /retr|429|too many/i.test(l.message)).length,
      warnings: log.filter((l) => l.type === 'warning').length,
      errors: log.filter((l) => l.type === 'error').length,
    };
    console.log(
      `  ${label.padEnd(9)} ${result.seconds} s = ${result.productsPerSecond} products/s; ${JSON.stringify(job.progress)}; ` +
        `PIM: ${pim.requests} PATCH-lists (${pim.meanLines} lines), ${pim.tooManyRequests} × 429, ${pim.resets} resets, ` +
        `${pim.requestsPerSecond} req/s (busiest second ${pim.busiestSecond}), ${pim.meanInFlight} in flight on average (peak ${pim.peakConcurrency}), ` +
        `answers p50 ${pim.answerMsP50} ms p95 ${pim.answerMsP95} ms; CPU: platform ${result.platformCpuSeconds} s (alone on a core: ${result.platformCpuBoundProductsPerSecond} products/s), fake ${pim.fakeCpuSeconds} s (${result.pim.fakeCpuMsPerRequest} ms a request); log ${result.logLines} lines, ${result.errors} errors`,
    );
    return result;
  }

  // --profile=<dir>: this process's CPU profile of the first export (open it in Chrome DevTools).
  const profileDir = arg('profile', '');
  let profiler = null;
  if (profileDir) {
    const { Session } = await import('node:inspector/promises');
    profiler = new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  const first = await runExport('first');
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    const file = join(profileDir, `export-${N}-${process.pid}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`  CPU profile of the first export: ${file}`);
  }
  const firstPeak = peak;
  const unchanged = await runExport('unchanged');
  clearInterval(sampler);
  const reference = await runReferenceClient(fakeUrl, ask);
  if (first.progress.created !== N) throw new Error(`${first.progress.created} of ${N} created`);
  if (unchanged.progress.sent !== 0) throw new Error(`the unchanged export sent ${unchanged.progress.sent}`);

  const result = {
    stack,
    products: N,
    insertSeconds,
    first,
    unchanged,
    reference,
    /** The first export's requests/s against what the reference client reached on this machine. */
    percentOfReference: round((first.pim.requestsPerSecond / reference.requestsPerSecond) * 100, 0),
    /** The machine's 1-minute load average at the end (2 vCPUs shared with other work skew every figure). */
    loadAverage: round(loadavg()[0], 2),
    rssBeforeMB: round(rssBefore / MB),
    peakRssMB: round(peak / MB),
    addedRssMB: round((peak - rssBefore) / MB),
    firstExportPeakRssMB: round(firstPeak / MB),
    peakHeapMB: round(peakHeap / MB),
  };
  console.log(
    `  RSS: ${result.rssBeforeMB} MB before, peak ${result.peakRssMB} MB (+${result.addedRssMB} MB; heap peak ${result.peakHeapMB} MB); fake PIM process ${first.pim.fakeRssMB} MB`,
  );
  writeFileSync(process.env.BENCH_OUT, JSON.stringify(result, null, 2));
  fakeProcess.send('close');
  await platform.stop(100);
  await dropDatabase();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}

/**
 * The rate the fake PIM allows on this machine, measured: a client that does nothing but send 100
 * lines it built before timing (100 exported products as the fake answers them, sent again as
 * updates), 4 at a time, each request followed by the next as soon as it is answered. What the fake's
 * model (latency, caps) and its own CPU allow any client here, which the export is compared with.
 */
async function runReferenceClient(fakeUrl, ask, requests = 300) {
  const basic = Buffer.from('client:secret').toString('base64');
  const grant = await fetch(`${fakeUrl}/api/oauth/v1/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: 'admin', password: 'admin' }),
  }).then((r) => r.json());
  const auth = { authorization: `Bearer ${grant.access_token}` };
  const list = await fetch(`${fakeUrl}/api/rest/v1/products?limit=${LINES}`, { headers: auth }).then((r) =>
    r.json(),
  );
  const body = list._embedded.items
    .map(({ identifier, family, categories, enabled, values }) =>
      JSON.stringify({ identifier, family, categories, enabled, values }),
    )
    .join('\n');
  await ask('mark', 'marked');
  let next = 0;
  const worker = async () => {
    while (next < requests) {
      next++;
      const answer = await fetch(`${fakeUrl}/api/rest/v1/products`, {
        method: 'PATCH',
        headers: { ...auth, 'content-type': 'application/vnd.akeneo.collection+json' },
        body,
      });
      await answer.text();
    }
  };
  await Promise.all(Array.from({ length: MAX_CONCURRENT }, worker));
  const pim = await ask('stats', 'stats');
  const result = {
    requests: pim.requests,
    statuses: pim.statuses,
    requestsPerSecond: pim.requestsPerSecond,
    meanInFlight: pim.meanInFlight,
    answerMsP50: pim.answerMsP50,
    answerMsP95: pim.answerMsP95,
    fakeCpuMsPerRequest: pim.requests ? round((pim.fakeCpuSeconds * 1000) / pim.requests, 1) : 0,
  };
  console.log(
    `  reference client (${LINES} prebuilt lines a request, ${MAX_CONCURRENT} at a time): ${result.requests} PATCH-lists ${JSON.stringify(result.statuses)}, ` +
      `${result.requestsPerSecond} req/s, ${result.meanInFlight} in flight on average, answers p50 ${result.answerMsP50} ms p95 ${result.answerMsP95} ms, fake CPU ${result.fakeCpuMsPerRequest} ms a request`,
  );
  return result;
}

async function waitSystemJob(knex, id) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const job = await knex('jobs.jobs').where('id', id).first('status', 'last_error');
    if (job?.status === 'done') return;
    if (job?.status === 'error') throw new Error(`syncPim ended in error: ${JSON.stringify(job.last_error)}`);
    if (Date.now() > deadline) throw new Error(`syncPim not done in time (${job?.status})`);
    await sleep(200);
  }
}

/** PostgreSQL + NATS with a database of its own (as jobs.bench.mjs), or the embedded stack. */
async function chooseStack(wanted) {
  if (wanted === 'embedded') {
    delete process.env.DATABASE_URL;
    delete process.env.NATS_URL;
    return 'embedded';
  }
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  const pg = new URL(serverUrl);
  const nats = new URL(natsUrl);
  const reachable = (host, port) =>
    new Promise((resolve) => {
      const socket = connect({ host, port }, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
  if (
    !(await reachable(pg.hostname, Number(pg.port || 5432))) ||
    !(await reachable(nats.hostname, Number(nats.port || 4222)))
  ) {
    console.log(`PostgreSQL (${pg.host}) or NATS (${nats.host}) not reachable: the embedded stack is used`);
    return chooseStack('embedded');
  }
  const admin = require('knex')({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  const dbName = `feedhub_bench_export_${randomBytes(4).toString('hex')}`;
  await admin.raw('create database ??', [dbName]);
  pg.pathname = `/${dbName}`;
  process.env.DATABASE_URL = pg.toString();
  process.env.NATS_URL = natsUrl;
  dropDatabase = async () => {
    await admin.raw('drop database if exists ?? with (force)', [dbName]);
    await admin.destroy();
  };
  return 'postgresql+nats';
}
