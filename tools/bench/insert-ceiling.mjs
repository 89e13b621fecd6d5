// The bare-insert ceiling of the import bench (PostgreSQL only): how fast this server, on this machine, in
// this run, takes rows shaped like products when nothing but the insert runs. One INSERT … SELECT of N
// generated rows (code, sku, name, ean, brand, manufacturer code, category, amount, prices, currency, a
// ~200-character description, two images, four attributes, an md5 content hash):
//   indexed     into a copy of catalog.partner_products with every index of the real table;
//   bare        into a copy without indexes, then
//   bare+build  the same indexes built over it afterwards (insert + build time).
// The indexes are the real table's own (pg_get_indexdef of the table, or of a partitioned table's parent,
// `ON ONLY` kept), re-targeted to the copy, so the ceiling follows the migrations. Everything happens in
// a scratch schema of the bench's database, dropped afterwards.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pg = require('pg');

/** The table the import writes. */
const SOURCE = { schema: 'catalog', table: 'partner_products' };

/**
 * N rows shaped like the import's products, $1 = N. Codes like the generated feed's (P1, P2, …), sorted
 * as the import's merge sorts each chunk (DISTINCT ON code), so the indexes see the same order.
 */
const ROWS = `
  select 1 as partner_id,
    'P' || g as code,
    'SKU-' || g as sku,
    (array['Lenovo','HP','Dell','Asus','Acer','Samsung','LG','Logitech','Bosch','Philips'])[g % 10 + 1]
      || ' product ' || g || ' & accessories' as name,
    (400000000000 + g)::text || (g % 10) as ean,
    (array['Lenovo','HP','Dell','Asus','Acer','Samsung','LG','Logitech','Bosch','Philips'])[g % 10 + 1] as brand,
    'MPN-' || g * 13 as manufacturer_code,
    g % 5 + 1 as category_id,
    'Computers > ' || (g % 5) as category_code,
    g % 17 as amount,
    ((g * 7919) % 3000 + (g % 100) / 100.0)::numeric(14, 4) as price,
    ((g * 7919) % 3000 + 7 + (g % 100) / 100.0)::numeric(14, 4) as rrp_price,
    'EUR' as currency,
    'Description of product ' || g || ': fast, reliable & well built. A sturdy case, a quiet fan, '
      || 'a bright screen and a battery that lasts the day; two years of warranty, free returns.' as description,
    jsonb_build_array('https://cdn.example/img/' || g || '-1.jpg', 'https://cdn.example/img/' || g || '-2.jpg') as images,
    jsonb_build_object(
      'colour', jsonb_build_object('name', 'Colour', 'value', 'Black', 'type', 'select'),
      'weight', jsonb_build_object('name', 'Weight', 'value', ((g % 50) / 10.0 + 1)::text, 'unit', 'kg', 'type', 'number'),
      'screen_size', jsonb_build_object('name', 'Screen size', 'value', '15.6', 'unit', 'in', 'type', 'number'),
      'warranty', jsonb_build_object('name', 'Warranty', 'value', '24', 'type', 'text')
    ) as attributes,
    md5(g::text) as content_hash
  -- bigint: g * 7919 passes the int range past 271k rows
  from generate_series(1, $1::bigint) g
  order by code`;
const COLUMNS =
  'partner_id, code, sku, name, ean, brand, manufacturer_code, category_id, category_code, amount, price, rrp_price, currency, description, images, attributes, content_hash';

const quote = (name) => `"${name.replaceAll('"', '""')}"`;
const seconds = (since) => (performance.now() - since) / 1000;

/**
 * The real table's indexes as statements that create them on `target` instead: pg_get_indexdef of each
 * (a partitioned parent's text says `ON ONLY`, kept: a plain table takes it too).
 */
async function indexStatements(client, target) {
  const { rows } = await client.query(
    `select pg_get_indexdef(i.indexrelid) as def, quote_ident(n.nspname) || '.' || quote_ident(t.relname) as qualified
     from pg_index i join pg_class t on t.oid = i.indrelid join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = $1 and t.relname = $2 order by i.indexrelid`,
    [SOURCE.schema, SOURCE.table],
  );
  if (!rows.length)
    throw new Error(`no indexes on ${SOURCE.schema}.${SOURCE.table}: is the catalog migrated?`);
  return rows.map(({ def, qualified }) => {
    const on = ` ON ${qualified} USING `;
    const onOnly = ` ON ONLY ${qualified} USING `;
    if (def.includes(onOnly)) return def.replace(onOnly, ` ON ONLY ${target} USING `);
    if (def.includes(on)) return def.replace(on, ` ON ${target} USING `);
    throw new Error(`cannot re-target index: ${def}`);
  });
}

/**
 * A copy of the real table without its indexes: its columns, defaults (sequences of the copy's own, so the
 * real table's ids are not spent), generated columns, checks and storage.
 */
async function createCopy(client, scratch, name) {
  const target = `${quote(scratch)}.${quote(name)}`;
  await client.query(
    `create table ${target} (like ${quote(SOURCE.schema)}.${quote(SOURCE.table)}
       including defaults including generated including constraints including storage including compression)`,
  );
  const { rows } = await client.query(
    `select a.attname from pg_attrdef d join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
     where d.adrelid = $1::regclass and pg_get_expr(d.adbin, d.adrelid) like 'nextval(%'`,
    [target],
  );
  for (const { attname } of rows) {
    const sequence = `${quote(scratch)}.${quote(`${name}_${attname}_seq`)}`;
    await client.query(`create sequence ${sequence}`);
    await client.query(
      `alter table ${target} alter column ${quote(attname)} set default nextval('${sequence}')`,
    );
  }
  return target;
}

async function insertRows(client, target, rows) {
  const started = performance.now();
  await client.query(`insert into ${target} (${COLUMNS}) ${ROWS}`, [rows]);
  return seconds(started);
}

/** Measures the ceiling for `rows` rows on the database at `databaseUrl`; figures in rows/s. */
export async function measureInsertCeiling(databaseUrl, rows) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const scratch = `bench_ceiling_${randomBytes(4).toString('hex')}`;
  try {
    await client.query(`create schema ${quote(scratch)}`);
    // Indexed: the copy with every index, then the insert.
    const indexedTable = await createCopy(client, scratch, 'indexed');
    const indexes = await indexStatements(client, indexedTable);
    for (const statement of indexes) await client.query(statement);
    const indexedSeconds = await insertRows(client, indexedTable, rows);
    await client.query(`drop table ${indexedTable}`);
    // Bare: the copy alone, then the same indexes built over it.
    const bareTable = await createCopy(client, scratch, 'bare');
    const bareSeconds = await insertRows(client, bareTable, rows);
    const started = performance.now();
    for (const statement of await indexStatements(client, bareTable)) await client.query(statement);
    const buildSeconds = seconds(started);
    const perSecond = (s) => Math.round(rows / s);
    return {
      rows,
      indexes: indexes.length,
      indexed: { seconds: round(indexedSeconds), rowsPerSecond: perSecond(indexedSeconds) },
      bare: { seconds: round(bareSeconds), rowsPerSecond: perSecond(bareSeconds) },
      bareBuild: {
        seconds: round(bareSeconds + buildSeconds),
        buildSeconds: round(buildSeconds),
        rowsPerSecond: perSecond(bareSeconds + buildSeconds),
      },
    };
  } finally {
    await client.query(`drop schema if exists ${quote(scratch)} cascade`).catch(() => undefined);
    await client.end();
  }
}

const round = (n) => Math.round(n * 100) / 100;
