// Products list and detail benchmark (npm run bench -- products [--products=1000000] [--partners=50]
// [--runs=60] [--keep] [--reuse=<database>]): a catalogue of generated products spread over partners the way real suppliers
// are, a few big and many small: the biggest holds min(1M, 10 % of the products), and partner k of the
// other n - 1 (k = 1 … n - 1) a share ∝ (1 - k/n)² of the rest (1M/50: biggest 100k, median 13k;
// 10M/500: biggest 1M, median 13.5k). On PostgreSQL (DATABASE_URL, else the local server), in a
// database of its own that is dropped afterwards.
//
// The catalogue is loaded the way a partner's first import loads it (svc-catalog
// imports/first-load-run.ts): per partner a bare table (createBareProductTable), the rows written into
// it with ids that tell the partner (product-ids.ts), its keys and indexes built in bulk from
// partner_products' definitions (partitionIndexStatements, maintenance_work_mem 256MB), ANALYZE, then
// attached (attachPartition); two partners at a time, biggest first, on two connections. The load is
// timed (wall time, rows/s, and the insert / index / analyze / attach split summed over both
// connections). Then the partitions are vacuumed (timed apart: what autovacuum does after a load;
// index-only scans need the visibility map), and the apps run from dist behind the gateway.
//
// Every figure is the time of one HTTP request through the gateway (so it includes the gateway and the
// service's validation and JSON), p50 and p95 over `runs` requests after warm-up, on the biggest
// partner (the worst case) and on a median one: every filter and sort of SPEC §7's products list,
// export-data, and the detail with 3 price formulas.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createBenchDatabase, existingBenchDatabase } from './bench-database.mjs';

const require = createRequire(import.meta.url);
const knexFactory = require('knex');
const {
  attachPartition,
  createBareProductTable,
  partitionIndexStatements,
  productPartition,
  productPartitionName,
} = require('../../svc-catalog/dist/products/product-partitions.repo.js');
const { newProductIdSql } = require('../../svc-catalog/dist/products/product-ids.js');

const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ??
  process.env[`BENCH_${name.toUpperCase()}`] ??
  fallback;
const PRODUCTS = Number(arg('products', '1000000'));
const PARTNERS = Number(arg('partners', '50'));
const RUNS = Number(arg('runs', '60'));
const round = (n, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

// --- a database of its own on the PostgreSQL server ------------------------------------------------
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// --reuse=<database>: measure a catalogue an earlier run left (--keep) instead of loading one; kept.
const REUSE = arg('reuse', null);
const benchDatabase = REUSE
  ? existingBenchDatabase(serverUrl, REUSE)
  : await createBenchDatabase(serverUrl, 'feedhub_bench_products');
const dbName = benchDatabase.name;
process.env.DATABASE_URL = benchDatabase.url;

const { adminSession, benchStaticRoot, startBenchPlatform } = await import('./bench-platform.mjs');
const dir = mkdtempSync(join(tmpdir(), 'feedhub-products-bench-'));
const staticRoot = benchStaticRoot(dir);
const password = 'bench-password-1';
const platform = await startBenchPlatform({
  dataDir: dir,
  env: {
    GATEWAY_SECRET: randomBytes(32).toString('base64url'),
    ADMIN_PASSWORD: password,
    STATIC_ROOT: staticRoot,
    // No imports run here: the catalogue is written directly, and no demo partner is seeded.
    WORKER_CONCURRENCY: '0',
    DEMO_PARTNER: 'false',
  },
});
const base = platform.url;
const db = knexFactory({ client: 'pg', connection: process.env.DATABASE_URL, pool: { min: 0, max: 2 } });

const { call, headers } = await adminSession(base, password);

// --- the catalogue ------------------------------------------------------------------------------------
console.log(
  REUSE
    ? `products bench: the catalogue of ${dbName} (reused)`
    : `products bench: ${PRODUCTS} products over ${PARTNERS} partners on PostgreSQL (${dbName})`,
);

/** The partners by products, biggest first; the biggest and the median are measured. */
async function measuredPartners() {
  const sizes = (
    await db.raw(
      `select partner_id, count(*)::int as n from catalog.partner_products group by partner_id order by n desc`,
    )
  ).rows;
  return { sizes, biggest: sizes[0], median: sizes[Math.floor(sizes.length / 2)] };
}

/** Partners, categories, products (timed), price formulas on the measured partners. */
async function loadCatalogue() {
  let started = performance.now();
  const partnerIds = [];
  for (let k = 0; k < PARTNERS; k++) {
    const { json } = await call('POST', '/api/partners/save', {
      name: `Bench supplier ${k + 1}`,
      className: 'csv',
      isActive: true,
      params: { url: 'https://feeds.example.com/p.csv', fields: { code: 'code' } },
      tasks: [],
    });
    partnerIds.push(json.data.id);
  }
  // 40 categories a partner, half of them mapped with VAT, transport and three margin rows; a quarter
  // also have a PIM category and a family (export-ready: what hideEmptyCategories=1 keeps).
  await db.raw(
    `insert into catalog.partner_categories
       (partner_id, code, name, path, is_mapped, vat, transport_add_to_price, pim_category_code, family)
     select p, 'C' || c, 'Category ' || c, jsonb_build_array('Category ' || c), c % 2 = 0,
            case when c % 2 = 0 then 24 end, case when c % 2 = 0 then 4.5 end,
            case when c % 4 = 0 then 'bench_category_' || c end, case when c % 4 = 0 then 'bench_family' end
     from unnest(?::int[]) p, generate_series(1, 40) c`,
    [partnerIds],
  );
  await db.raw(
    `insert into catalog.partner_category_marginals (partner_category_id, brand, price_from, price_to, marginal)
     select c.id, b.brand, b.price_from, b.price_to, b.marginal
     from catalog.partner_categories c,
          (values ('Acme', 0, 100, 25), ('Acme', 100, null, 15), (null, null, null, 20))
            b(brand, price_from, price_to, marginal)
     where c.is_mapped`,
  );
  // Products. Names start with the brand, as suppliers' do ("Acme mouse 4711"), so a brand's names
  // bunch in name order.
  const WORDS = [
    'mouse',
    'keyboard',
    'laptop',
    'cable',
    'monitor',
    'drill',
    'kettle',
    'lamp',
    'chair',
    'desk',
  ];
  const BRANDS = ['Acme', 'Bolt', 'Zeta', 'Nordic', 'Tallinn Tools', 'Orbit', 'Kivi', 'Luma'];
  const BIGGEST_CAP = 1_000_000;

  /** Products per partner, biggest first, summing to `products` (see the header). */
  function partnerSizes(products, partners) {
    if (partners === 1) return [products];
    const biggest = Math.min(BIGGEST_CAP, Math.round(products / 10));
    const rest = products - biggest;
    const weights = Array.from({ length: partners - 1 }, (_, j) => (1 - (j + 1) / partners) ** 2);
    const sum = weights.reduce((a, b) => a + b, 0);
    const sizes = weights.map((w) => Math.floor((rest * w) / sum));
    // What the rounding down left goes one each to the biggest of the rest.
    for (
      let j = 0, left = rest - sizes.reduce((a, b) => a + b, 0);
      left > 0;
      j = (j + 1) % sizes.length, left--
    )
      sizes[j]++;
    return [biggest, ...sizes];
  }
  const plannedSizes = partnerSizes(PRODUCTS, PARTNERS);
  if (plannedSizes[1] > plannedSizes[0])
    console.warn(`  (with ${PARTNERS} partners the second partner outgrows the 10 % one: add partners)`);

  /** A connection of its own (pool of one, so session settings stick), as a SqlConnection. */
  function loader() {
    const knex = knexFactory({
      client: 'pg',
      connection: process.env.DATABASE_URL,
      pool: { min: 1, max: 1 },
    });
    return {
      knex,
      async query(sql, params = []) {
        const result = await knex.raw(sql.replace(/\$\d+/g, '?'), params);
        return { rows: result.rows };
      },
    };
  }
  const split = { insert: 0, index: 0, analyze: 0, attach: 0 };
  const timeInto = async (key, work) => {
    const t0 = performance.now();
    await work();
    split[key] += (performance.now() - t0) / 1000;
  };
  /** One partner's first load: bare table, rows, keys and indexes, ANALYZE, attach. */
  async function loadPartner(c, partnerId, first, count) {
    const table = productPartition(partnerId);
    const name = productPartitionName(partnerId);
    await timeInto('insert', async () => {
      await createBareProductTable(c, partnerId, name);
      const categories = (
        await c.query(
          `select id from catalog.partner_categories where partner_id = $1 order by substr(code, 2)::int`,
          [partnerId],
        )
      ).rows.map((r) => r.id);
      // Through knex's own ? bindings: the partner and the word lists are used more than once.
      await c.knex.raw(
        `insert into ${table}
           (id, partner_id, code, sku, name, ean, manufacturer_code, brand, category_id, category_code, amount, price,
            rrp_price, supplier_price, attributes, content_hash, in_export_list, exported_at, changed_at, created_at)
         select ${newProductIdSql(String(partnerId))}, ${partnerId}, 'P' || i, 'SKU-' || i,
                (:brands::text[])[(1 + i % 8)::int] || ' ' || (:words::text[])[(1 + (i * 40503) % 10)::int] || ' ' || (i * 2971 % 9973),
                lpad((i * 7919 % 10000000000000)::text, 13, '0'), 'MC-' || (i % 50000),
                (:brands::text[])[(1 + i % 8)::int],
                (:categories::bigint[])[(1 + i % 40)::int], 'C' || (1 + i % 40), (i * 31) % 120,
                round((5 + (i * 7907 % 200000) / 100.0)::numeric, 2),
                round((7 + (i * 7907 % 200000) / 90.0)::numeric, 2), round((4 + (i * 7907 % 200000) / 110.0)::numeric, 2),
                jsonb_build_object('colour', jsonb_build_object('name', 'Colour', 'value', 'Black', 'unit', null, 'type', 'text')),
                md5(i::text), i % 20 = 0, case when i % 40 = 0 then now() - interval '2 days' end,
                now() - ((i * 37 % 90) || ' days')::interval - ((i % 1440) || ' minutes')::interval,
                now() - interval '120 days'
         from generate_series(:first::bigint, :last::bigint) i`,
        { brands: BRANDS, words: WORDS, categories, first, last: first + count - 1 },
      );
    });
    await timeInto('index', async () => {
      await c.query(`set maintenance_work_mem = '256MB'`);
      for (const statement of await partitionIndexStatements(c, name)) await c.query(statement);
    });
    await timeInto('analyze', () => c.query(`analyze ${table}`));
    await timeInto('attach', () => attachPartition(c, partnerId, name));
  }

  console.log(
    `  planned sizes: biggest ${plannedSizes[0]}, second ${plannedSizes[1] ?? 0}, median ${
      plannedSizes[Math.floor(PARTNERS / 2)]
    }, smallest ${plannedSizes.at(-1)}`,
  );
  const categoriesSeconds = round((performance.now() - started) / 1000);
  started = performance.now();
  {
    // Product numbers i run on across partners (codes and SKUs stay unique); the biggest partners go
    // first, so the two connections end close together.
    let next = 1;
    const queue = plannedSizes.map((count, k) => {
      const job = { partnerId: partnerIds[k], first: next, count };
      next += count;
      return job;
    });
    const workers = [loader(), loader()];
    await Promise.all(
      workers.map(async (c) => {
        for (let job = queue.shift(); job; job = queue.shift())
          await loadPartner(c, job.partnerId, job.first, job.count);
      }),
    );
    await Promise.all(workers.map((c) => c.knex.destroy()));
  }
  const loadSeconds = round((performance.now() - started) / 1000);
  started = performance.now();
  await db.raw('vacuum catalog.partner_products');
  await db.raw('analyze catalog.partner_categories');
  const vacuumSeconds = round((performance.now() - started) / 1000);
  const { sizes, biggest, median } = await measuredPartners();
  const bytes = (
    await db.raw(
      `select pg_total_relation_size(?::regclass)::bigint as biggest,
              (select sum(pg_total_relation_size(relid))::bigint from pg_partition_tree('catalog.partner_products')) as all`,
      [productPartition(biggest.partner_id)],
    )
  ).rows[0];
  const gb = (n) => round(Number(n) / 1024 ** 3, 2);
  const load = {
    seconds: loadSeconds,
    rowsPerSecond: Math.round(PRODUCTS / loadSeconds),
    // Summed over the two connections (so together about twice the wall time).
    connectionSeconds: Object.fromEntries(Object.entries(split).map(([k, v]) => [k, round(v)])),
    vacuumSeconds,
    setupSeconds: categoriesSeconds,
    biggestPartitionBytes: Number(bytes.biggest),
    allProductsBytes: Number(bytes.all),
  };
  console.log(
    `\n  loaded in ${loadSeconds} s (${load.rowsPerSecond} rows/s, 2 connections); connection-seconds: insert ${load.connectionSeconds.insert}, indexes ${load.connectionSeconds.index}, analyze ${load.connectionSeconds.analyze}, attach ${load.connectionSeconds.attach}; then vacuum ${vacuumSeconds} s`,
  );
  console.log(
    `  biggest partner ${biggest.n} products, median ${median.n}, smallest ${sizes.at(-1).n}; size: biggest partition ${gb(bytes.biggest)} GB, all products ${gb(bytes.all)} GB`,
  );

  // Three price formulas on every benched partner (the detail prices each product with all of them).
  for (const { partner_id: partnerId } of [biggest, median]) {
    for (const [sortOrder, pimPriceFields, rule] of [
      [
        1,
        ['retailPrice'],
        [
          { ruleId: 'margin' },
          { ruleId: 'transport' },
          { ruleId: 'vat' },
          { ruleId: 'round_ending', input: '.99' },
        ],
      ],
      [
        2,
        ['wholesalePrice'],
        [
          { ruleId: 'add_percent', input: '8' },
          { ruleId: 'round_decimals', input: 2 },
        ],
      ],
      [3, ['supplierPrice'], [{ ruleId: 'minimum', input: '1' }]],
    ]) {
      await call('POST', '/api/partner-price-rules/save', {
        partnerId,
        sortOrder,
        pimPriceFields,
        partnerPriceField: 'price',
        rule,
      });
    }
  }
  return { load, loadSeconds };
}

const { load, loadSeconds } = REUSE ? { load: null, loadSeconds: null } : await loadCatalogue();
const { biggest, median } = await measuredPartners();

// --- measurements -------------------------------------------------------------------------------------
async function timed(path) {
  const t0 = performance.now();
  const res = await fetch(`${base}${path}`, { headers: headers() });
  const body = await res.json();
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(body)}`);
  return { ms, body };
}
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
async function measure(paths) {
  const list = Array.isArray(paths) ? paths : [paths];
  for (let i = 0; i < 5; i++) await timed(list[i % list.length]);
  const times = [];
  let rows = 0;
  let total = 0;
  for (let i = 0; i < RUNS; i++) {
    const { ms, body } = await timed(list[i % list.length]);
    times.push(ms);
    rows = body.data.rows?.length ?? 1;
    total = body.data.total ?? 1;
  }
  times.sort((a, b) => a - b);
  return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), rows, total };
}
const today = new Date();
const daysAgo = (n) => new Date(today.getTime() - n * 86_400_000).toISOString().slice(0, 10);
const CASES = (partnerId, categoryId) => {
  const list = (query) => `/api/partner-products/list?filter[partnerId]=${partnerId}&perPage=50${query}`;
  const amount = (op, n) => list(`&filter[amountType]=${encodeURIComponent(op)}&filter[amount]=${n}`);
  const sorts = {};
  for (const field of ['name', 'sku', 'code', 'brand', 'amount', 'price', 'changedAt', 'createdAt', 'id'])
    for (const direction of ['asc', 'desc'])
      sorts[`sort ${field} ${direction}`] = list(`&order[field]=${field}&order[direction]=${direction}`);
  return {
    'default (name asc)': list(''),
    'page 100 (name asc)': list('&page=100'),
    'name contains "mouse"': list('&filter[name]=mouse'),
    'name contains "mouse 12"': list('&filter[name]=mouse%2012'),
    'name contains "lamp" + sort price': list('&filter[name]=lamp&order[field]=price&order[direction]=asc'),
    'name contains "luma" (a late brand)': list('&filter[name]=luma'),
    'sku contains "SKU-12"': list('&filter[sku]=SKU-12'),
    'code contains "P12"': list('&filter[code]=P12'),
    'manufacturerCode contains "MC-12"': list('&filter[manufacturerCode]=MC-12'),
    'brand = Acme': list('&filter[brand]=Acme'),
    category: list(`&filter[categoryId]=${categoryId}`),
    'hideEmptyCategories = 1': list('&filter[hideEmptyCategories]=1'),
    'amount >= 100': amount('>=', 100),
    'amount > 100': amount('>', 100),
    'amount < 10': amount('<', 10),
    'amount <= 10': amount('<=', 10),
    'amount = 7': amount('=', 7),
    'pimExport = 1': list('&filter[pimExport]=1'),
    'pimExport = 2': list('&filter[pimExport]=2'),
    'changed in the last 7 days (from+to)': list(`&filter[from]=${daysAgo(7)}&filter[to]=${daysAgo(0)}`),
    'changed from 30 days ago': list(`&filter[from]=${daysAgo(30)}`),
    'changed up to 60 days ago': list(`&filter[to]=${daysAgo(60)}`),
    ...sorts,
    'export-data (counts)': `/api/partner-products/export-data?filter[partnerId]=${partnerId}`,
  };
};
const results = {
  stack: 'postgresql',
  products: PRODUCTS,
  partners: PARTNERS,
  runs: RUNS,
  loadSeconds,
  load,
  targets: { listP95Ms: 50, detailP95Ms: 20 },
  partnersMeasured: {},
};
let worst = { p95: 0, case: null, partner: null };
for (const [label, { partner_id: partnerId, n }] of [
  ['biggest', biggest],
  ['median', median],
]) {
  const categoryId = (
    await db.raw('select id from catalog.partner_categories where partner_id = ? and code = ?', [
      partnerId,
      'C7',
    ])
  ).rows[0].id;
  console.log(`\n  ${label} partner (${n} products): p50 / p95 ms of one request through the gateway`);
  const figures = { products: n, list: {}, detail: null };
  for (const [name, path] of Object.entries(CASES(partnerId, categoryId))) {
    const m = await measure(path);
    figures.list[name] = m;
    if (!name.startsWith('export-data') && m.p95 > worst.p95)
      worst = { p95: m.p95, case: name, partner: label };
    console.log(
      `    ${name.padEnd(38)} ${String(m.p50).padStart(6)} ${String(m.p95).padStart(6)}   (${m.total} match)`,
    );
  }
  const ids = (
    await db.raw(`select id from ${productPartition(partnerId)} order by md5(id::text) limit 40`)
  ).rows.map((r) => r.id);
  figures.detail = await measure(ids.map((id) => `/api/partner-products/${id}`));
  console.log(
    `    ${'detail with prices (3 formulas)'.padEnd(38)} ${String(figures.detail.p50).padStart(6)} ${String(figures.detail.p95).padStart(6)}`,
  );
  results.partnersMeasured[label] = figures;
}
results.worstListP95Ms = worst.p95;
results.worstListCase = worst;
console.log(
  `\n  worst list p95 ${worst.p95} ms: ${worst.case}, ${worst.partner} partner (target ≤ 50); detail p95 biggest ${results.partnersMeasured.biggest.detail.p95} ms (target ≤ 20)`,
);

await platform.stop(100);
await db.destroy();
// --keep leaves the database for EXPLAIN sessions (psql …/<name printed at the start>).
if (REUSE || process.argv.includes('--keep')) await benchDatabase.keep();
else await benchDatabase.drop();
rmSync(dir, { recursive: true, force: true });
if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, JSON.stringify(results, null, 2));
