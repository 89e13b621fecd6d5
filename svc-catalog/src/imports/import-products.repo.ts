import { newProductIdSql } from '../products/product-ids';
import { SCHEMA } from '../schema';
import type { BulkConnection } from './bulk-session';
import { STAGE_COLUMNS } from './product-row';
import type { MergeCounts, StageTables } from './staged-import.types';

const PRODUCTS = `${SCHEMA}.partner_products`;
const CATEGORIES = `${SCHEMA}.partner_categories`;
const STATS = `${SCHEMA}.partner_stats`;

/**
 * Types of the staging columns (STAGE_COLUMNS order) that are not text. Staging keeps everything as
 * text: COPY then only splits lines (parsing jsonb and numeric on the way in tripled COPY's time on
 * PGlite), and the casts run in the merge for the rows that are new or changed only.
 */
const CASTS: Partial<Record<(typeof STAGE_COLUMNS)[number], string>> = {
  category_path: 'jsonb',
  amount: 'integer',
  price: 'numeric(14,4)',
  rrp_price: 'numeric(14,4)',
  supplier_price: 'numeric(14,4)',
  vat_rate: 'numeric(14,4)',
  images: 'jsonb',
  attributes: 'jsonb',
};
const cast = (column: (typeof STAGE_COLUMNS)[number]) =>
  CASTS[column] ? `s.${column}::${CASTS[column]}` : `s.${column}`;

/** Staged columns that describe the category (they go to partner_categories; products link by id). */
const CATEGORY_COLUMNS = new Set(['category_name', 'category_path', 'category_parent']);
/** Product columns the feed sets: the staged ones but the key (code) and the category's own. */
const FEED_COLUMNS = STAGE_COLUMNS.filter((column) => column !== 'code' && !CATEGORY_COLUMNS.has(column));

/**
 * Categories the chunk names that the partner lacks are added; those it has get last_seen_at once per
 * run (their mapping columns are never touched here).
 */
function upsertStagedCategories(tables: Pick<StageTables, 'stage'>, { insertOnly = false } = {}): string {
  return `insert into ${CATEGORIES} as c (partner_id, code, name, path, parent_code, first_seen_at, last_seen_at)
    select distinct on (s.category_code) $1::int, s.category_code, s.category_name,
      coalesce(s.category_path::jsonb, '[]'::jsonb), s.category_parent, $2::timestamptz, $2::timestamptz
    from ${tables.stage} s where s.category_code is not null
    order by s.category_code
    on conflict (partner_id, code) do ${
      insertOnly
        ? 'nothing'
        : `update
      set name = excluded.name, path = excluded.path, parent_code = excluded.parent_code,
          last_seen_at = excluded.last_seen_at, updated_at = now()
      where c.last_seen_at < excluded.last_seen_at`
    }`;
}

/** Runs upsertStagedCategories over `stage` for the partner, stamped `now`. */
export async function mergeStagedCategories(
  c: BulkConnection,
  stage: string,
  partnerId: number,
  now: string,
  options: { insertOnly?: boolean } = {},
): Promise<void> {
  await c.query(upsertStagedCategories({ stage }, options), [partnerId, now]);
}

/**
 * A spanning run's categories (scope 'run'): each chunk adds the partner's new categories and keeps
 * the ones it names here; the finish updates the existing ones from it, just before the commit, so a
 * category mapping saved meanwhile waits for the commit at most, not for the whole run.
 */
export const runCategories = (tables: StageTables) => `${tables.stage}_categories`;

/**
 * The insert of a chunk's rows into `table` (one per code, unless `everyRow`), with their category's
 * id and a new id that names the partner (product-ids.ts); $1 the partner, $2 the run's time.
 */
function insertStagedRows(table: string, stage: string, { everyRow = false } = {}): string {
  return `insert into ${table} as p (id, partner_id, code, category_id, ${FEED_COLUMNS.join(', ')}, changed_at, created_at)
    select ${everyRow ? '' : 'distinct on (s.code) '}${newProductIdSql('$1')}, $1::int, s.code, c.id,
      ${FEED_COLUMNS.map((column) =>
        column === 'images'
          ? `coalesce(s.images::jsonb, '[]'::jsonb)`
          : column === 'attributes'
            ? `coalesce(s.attributes::jsonb, '{}'::jsonb)`
            : cast(column),
      ).join(', ')}, $2::timestamptz, $2::timestamptz
    from ${stage} s
    left join ${CATEGORIES} c on c.partner_id = $1::int and c.code = s.category_code`;
}

/**
 * A first load's chunk (imports/first-load-run.ts): every staged row goes into the partner's bare
 * table in the feed's order, no look-up, no conflict handling, no sort (the table has no index yet;
 * the feed reader dropped repeated codes, and a code repeated after cleaning is removed before the
 * keys are built, the later row kept: dropRepeatedLoadedCodes). Sorting a 50k-row chunk by code
 * (`distinct on`) was a third of its insert: 530–770 ms against 380 ms, measured, with no gain in
 * the index builds after. Counts them.
 */
export async function loadStagedProducts(
  c: BulkConnection,
  stage: string,
  load: { table: string; partnerId: number; now: string },
): Promise<number> {
  const { rowCount } = await c.query(insertStagedRows(load.table, stage, { everyRow: true }), [
    load.partnerId,
    load.now,
  ]);
  return rowCount;
}

/**
 * The merge: new codes inserted, rows whose content hash differs (or that had left the feed) updated,
 * unchanged rows not written at all. An inserted row's created_at is the run's time, an updated one's
 * is older (FEEDS §3 reads `xmax = 0`, which a partitioned table does not return from an upsert).
 */
function mergeProducts(stage: string, { knownChanged }: { knownChanged: boolean }): string {
  return `with up as (
    ${insertStagedRows(PRODUCTS, stage)}
    -- Unchanged rows (same hash, still in the feed) never reach the insert: no casts, no conflict
    -- handling (rows already told apart skip the look-up).
    ${
      knownChanged
        ? ''
        : `where not exists (
      select 1 from ${PRODUCTS} u
      where u.partner_id = $1::int and u.code = s.code and u.content_hash = s.content_hash and u.missing_since is null
    )`
    }
    order by s.code
    on conflict (partner_id, code) do update
      set category_id = excluded.category_id,
          ${FEED_COLUMNS.map((column) => `${column} = excluded.${column}`).join(', ')},
          changed_at = excluded.changed_at, missing_since = null
      where p.content_hash is distinct from excluded.content_hash or p.missing_since is not null
    returning (p.created_at = $2::timestamptz) as inserted
  )
  select count(*) filter (where inserted)::int as new, count(*) filter (where not inserted)::int as changed from up`;
}

/** A spanning run's chunk: the categories it names, kept for the finish (runCategories). */
export async function keepRunCategories(c: BulkConnection, tables: StageTables): Promise<void> {
  await c.query(
    `create temp table if not exists ${runCategories(tables).slice('pg_temp.'.length)}
               (category_code text, category_name text, category_path text, category_parent text)`,
  );
  await c.query(
    `insert into ${runCategories(tables)}
             select distinct on (category_code) category_code, category_name, category_path, category_parent
             from ${tables.stage} where category_code is not null order by category_code`,
  );
}

/** Merges the staged rows into the partner's products; counts new and changed. */
export async function mergeStagedProducts(
  c: BulkConnection,
  stage: string,
  merge: { knownChanged: boolean; partnerId: number; now: string },
): Promise<MergeCounts> {
  const { rows } = await c.query<{ new: number; changed: number }>(
    mergeProducts(stage, { knownChanged: merge.knownChanged }),
    [merge.partnerId, merge.now],
  );
  return { new: Number(rows[0].new), changed: Number(rows[0].changed) };
}

/** The run's stats row (one per job). */
export async function insertImportStats(
  c: BulkConnection,
  partnerId: number,
  totals: { new: number; changed: number; total: number; inStock: number },
  jobId: number,
): Promise<void> {
  await c.query(
    `insert into ${STATS} (partner_id, collected_at, new, changed, total, in_stock, job_id)
           values ($1, now(), $2, $3, $4, $5, $6) on conflict (job_id) do nothing`,
    [partnerId, totals.new, totals.changed, totals.total, totals.inStock, jobId],
  );
}

/**
 * Products of the partner absent from a complete feed: amount 0 (once; their row stays). Counts them,
 * and those of them that were in stock (what the import guard judges).
 */
export async function zeroMissing(
  c: BulkConnection,
  tables: StageTables,
  partnerId: number,
): Promise<{ count: number; inStock: number }> {
  const { rows } = await c.query<{ count: number; in_stock: number }>(
    `with gone as (
       select p.id, p.amount > 0 as in_stock from ${PRODUCTS} p
       where p.partner_id = $1 and p.missing_since is null
         and not exists (select 1 from ${tables.seen} s where s.code = p.code)
       for update
     ), zeroed as (
       update ${PRODUCTS} p set amount = 0, missing_since = now(), changed_at = now()
       from gone where p.id = gone.id returning gone.in_stock
     )
     select count(*)::int as count, count(*) filter (where in_stock)::int as in_stock from zeroed`,
    [partnerId],
  );
  return { count: Number(rows[0]!.count), inStock: Number(rows[0]!.in_stock) };
}

/**
 * A first load's repeated codes (a code the feed reader saw as two, equal after the line was
 * cleaned): the later row (the larger id: ids are drawn in the feed's order) stays, as the merge's
 * upsert would have kept it across chunks. Answers how many went.
 */
export async function dropRepeatedLoadedCodes(c: BulkConnection, table: string): Promise<number> {
  const { rowCount } = await c.query(
    `delete from ${table} a using ${table} b where a.code = b.code and a.id < b.id`,
  );
  return rowCount;
}

/**
 * A first load whose partner got its products table meanwhile (another run of the partner created it
 * while this one loaded): the loaded rows are merged into it as a chunk would be, the later run's
 * values winning. Counts new and changed.
 */
export async function mergeLoadedProducts(
  c: BulkConnection,
  load: { table: string; partnerId: number; now: string },
): Promise<MergeCounts> {
  const columns = ['id', 'partner_id', 'code', 'category_id', ...FEED_COLUMNS, 'changed_at', 'created_at'];
  const { rows } = await c.query<{ new: number; changed: number }>(
    `with up as (
       insert into ${PRODUCTS} as p (${columns.join(', ')})
       select ${columns.join(', ')} from ${load.table} where partner_id = $1::int
       on conflict (partner_id, code) do update
         set category_id = excluded.category_id,
             ${FEED_COLUMNS.map((column) => `${column} = excluded.${column}`).join(', ')},
             changed_at = excluded.changed_at, missing_since = null
         where p.content_hash is distinct from excluded.content_hash or p.missing_since is not null
       returning (p.created_at = $2::timestamptz) as inserted
     )
     select count(*) filter (where inserted)::int as new, count(*) filter (where not inserted)::int as changed from up`,
    [load.partnerId, load.now],
  );
  return { new: Number(rows[0]!.new), changed: Number(rows[0]!.changed) };
}
