// Products list and detail benchmark (npm run bench -- products [--products=1000000] [--partners=50]
// [--runs=60]): a catalogue of generated products spread over partners the way real suppliers are
// (a few big, many small: partner k gets a share ∝ (1 - k/n)²), on PostgreSQL (DATABASE_URL, else
// the local server), in a database of its own that is dropped afterwards. The apps run from dist
// behind the gateway; every figure is the time of one HTTP request through the gateway (so it
// includes the gateway and the service's validation and JSON), p50 and p95 over `runs` requests
// after warm-up, on the biggest partner (the worst case) and on a median one.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const knexFactory = require('knex');

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
const dbName = `feedhub_bench_products_${randomBytes(4).toString('hex')}`;
const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
await admin.raw('create database ??', [dbName]);
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${dbName}`;
process.env.DATABASE_URL = dbUrl.toString();

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
console.log(`products bench: ${PRODUCTS} products over ${PARTNERS} partners on PostgreSQL (${dbName})`);
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
// 40 categories a partner, half of them mapped with VAT, transport and three margin rows.
await db.raw(
  `insert into catalog.partner_categories (partner_id, code, name, path, is_mapped, vat, transport_add_to_price)
   select p, 'C' || c, 'Category ' || c, jsonb_build_array('Category ' || c), c % 2 = 0,
          case when c % 2 = 0 then 24 end, case when c % 2 = 0 then 4.5 end
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
// Products: partner k of n gets a share ∝ (1 - k/n)², so the first is big and the last small. Names
// start with the brand, as suppliers' do ("Acme mouse 4711"), so a brand's names bunch in name order.
const WORDS = ['mouse', 'keyboard', 'laptop', 'cable', 'monitor', 'drill', 'kettle', 'lamp', 'chair', 'desk'];
const BRANDS = ['Acme', 'Bolt', 'Zeta', 'Nordic', 'Tallinn Tools', 'Orbit', 'Kivi', 'Luma'];
{
  // One statement, rows in partner order: an import writes one partner's products together.
  await db.raw(
    `insert into catalog.partner_products
       (partner_id, code, sku, name, ean, manufacturer_code, brand, category_id, category_code, amount, price,
        rrp_price, supplier_price, attributes, content_hash, in_export_list, exported_at, changed_at, created_at)
     select p.partner_id, 'P' || i, 'SKU-' || i,
            (?::text[])[(1 + i % 8)::int] || ' ' || (?::text[])[(1 + (i * 40503) % 10)::int] || ' ' || (i * 2971 % 9973),
            lpad((i * 7919 % 10000000000000)::text, 13, '0'), 'MC-' || (i % 50000),
            (?::text[])[(1 + i % 8)::int],
            (select id from catalog.partner_categories c where c.partner_id = p.partner_id and c.code = 'C' || (1 + i % 40)),
            'C' || (1 + i % 40), (i * 31) % 120, round((5 + (i * 7907 % 200000) / 100.0)::numeric, 2),
            round((7 + (i * 7907 % 200000) / 90.0)::numeric, 2), round((4 + (i * 7907 % 200000) / 110.0)::numeric, 2),
            jsonb_build_object('colour', jsonb_build_object('name', 'Colour', 'value', 'Black', 'unit', null, 'type', 'text')),
            md5(i::text), i % 20 = 0, case when i % 40 = 0 then now() - interval '2 days' end,
            now() - ((i * 37 % 90) || ' days')::interval - ((i % 1440) || ' minutes')::interval,
            now() - interval '120 days'
     from generate_series(?::bigint, ?::bigint) i,
          lateral (select (?::int[])[1 + floor(?::int * power(((i * 2654435761::bigint) % 1000003) / 1000003.0, 2))::int]
                   as partner_id) p
     order by p.partner_id, i`,
    [BRANDS, WORDS, BRANDS, 1, PRODUCTS, partnerIds, PARTNERS],
  );
}
await db.raw('vacuum analyze catalog.partner_products');
await db.raw('analyze catalog.partner_categories');
const loadSeconds = round((performance.now() - started) / 1000);
const sizes = (
  await db.raw(
    `select partner_id, count(*)::int as n from catalog.partner_products group by partner_id order by n desc`,
  )
).rows;
const biggest = sizes[0];
const median = sizes[Math.floor(sizes.length / 2)];
console.log(
  `\n  loaded in ${loadSeconds} s; biggest partner ${biggest.n} products, median ${median.n}, smallest ${sizes.at(-1).n}`,
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
  return {
    'default (name asc)': list(''),
    'page 100 (name asc)': list('&page=100'),
    'name contains "mouse"': list('&filter[name]=mouse'),
    'name contains "mouse 12"': list('&filter[name]=mouse%2012'),
    'brand = Acme': list('&filter[brand]=Acme'),
    category: list(`&filter[categoryId]=${categoryId}`),
    'amount >= 100': list('&filter[amountType]=%3E%3D&filter[amount]=100'),
    'pimExport = 1': list('&filter[pimExport]=1'),
    'changed in the last 7 days': list(`&filter[from]=${daysAgo(7)}&filter[to]=${daysAgo(0)}`),
    'sort price desc': list('&order[field]=price&order[direction]=desc'),
    'sort changedAt desc': list('&order[field]=changedAt&order[direction]=desc'),
    'name contains "lamp" + sort price': list('&filter[name]=lamp&order[field]=price&order[direction]=asc'),
    'name contains "luma" (a late brand)': list('&filter[name]=luma'),
    'export-data (counts)': `/api/partner-products/export-data?filter[partnerId]=${partnerId}`,
  };
};
const results = {
  stack: 'postgresql',
  products: PRODUCTS,
  partners: PARTNERS,
  runs: RUNS,
  loadSeconds,
  targets: { listP95Ms: 50, detailP95Ms: 20 },
  partnersMeasured: {},
};
let worst = 0;
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
    if (!name.startsWith('export-data')) worst = Math.max(worst, m.p95);
    console.log(
      `    ${name.padEnd(36)} ${String(m.p50).padStart(6)} ${String(m.p95).padStart(6)}   (${m.total} match)`,
    );
  }
  const ids = (
    await db.raw(
      'select id from catalog.partner_products where partner_id = ? order by md5(id::text) limit 40',
      [partnerId],
    )
  ).rows.map((r) => r.id);
  figures.detail = await measure(ids.map((id) => `/api/partner-products/${id}`));
  console.log(
    `    ${'detail with prices (3 formulas)'.padEnd(36)} ${String(figures.detail.p50).padStart(6)} ${String(figures.detail.p95).padStart(6)}`,
  );
  results.partnersMeasured[label] = figures;
}
results.worstListP95Ms = worst;
console.log(
  `\n  worst list p95 ${worst} ms (target ≤ 50); detail p95 biggest ${results.partnersMeasured.biggest.detail.p95} ms (target ≤ 20)`,
);

await platform.stop(100);
await db.destroy();
// --keep leaves the database for EXPLAIN sessions (psql …/<name printed at the start>).
if (!process.argv.includes('--keep')) await admin.raw('drop database if exists ?? with (force)', [dbName]);
await admin.destroy();
rmSync(dir, { recursive: true, force: true });
if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, JSON.stringify(results, null, 2));
