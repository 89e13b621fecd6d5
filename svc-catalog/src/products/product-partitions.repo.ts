import type { Knex } from '@feedhub/db';
import { knexConnection, type SqlConnection } from '../sql-connection';
import { SCHEMA } from '../schema';
import { lockProductWritesSql } from './product-writes-lock';

/**
 * partner_products is partitioned by partner (PostgreSQL declarative partitioning, LIST on
 * partner_id; migration 20261206000000): each partner's products live in a table of their own,
 * `catalog.partner_products_p<partnerId>`, created by the partner's first import. A first import on
 * PostgreSQL loads that table bare, builds its indexes, then attaches it (imports/first-load-run.ts):
 * a bulk index build is faster than inserting row by row into a dozen indexes. Every read of the
 * parent keeps working unchanged; a filter on partner_id reads one partition only.
 *
 * Names are by partner id, never by code: two partners whose codes differ only in case or punctuation
 * can never share a table.
 */

export const PRODUCTS_TABLE = 'partner_products';

/** The partition's table name (unqualified). */
export function productPartitionName(partnerId: number): string {
  if (!Number.isSafeInteger(partnerId) || partnerId <= 0) throw new Error(`not a partner id: ${partnerId}`);
  return `${PRODUCTS_TABLE}_p${partnerId}`;
}

/** The partition's table, schema-qualified. */
export const productPartition = (partnerId: number) => `${SCHEMA}.${productPartitionName(partnerId)}`;

/** Whether the partner's table exists, and whether it is attached to partner_products. */
export type PartitionState = 'attached' | 'detached' | 'missing';

export async function partitionState(c: SqlConnection, partnerId: number): Promise<PartitionState> {
  const { rows } = await c.query<{ attached: boolean }>(
    `select exists (select 1 from pg_inherits i where i.inhrelid = t.oid) as attached
     from pg_class t join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = $1 and t.relname = $2`,
    [SCHEMA, productPartitionName(partnerId)],
  );
  if (!rows.length) return 'missing';
  return rows[0]!.attached ? 'attached' : 'detached';
}

/**
 * The table a first load fills (imports/first-load-run.ts): one per attempt of a job, so a new attempt
 * never waits for (or touches) the table of an attempt that lost its lease; renamed to the
 * partition's name when attached.
 */
export function loadTableName(partnerId: number, jobId: number, attempt: number): string {
  return `${productPartitionName(partnerId)}_load_${jobId}_${attempt}`;
}

/**
 * Columns no query filters, joins or sorts on, and the widest: ANALYZE leaves them out (statistics
 * target 0). A first load's ANALYZE of 200k products took 1.0–1.8 s with them and 0.5–0.7 s without
 * (measured); the planner never reads their statistics.
 */
const UNFILTERED_COLUMNS = ['description', 'images', 'attributes'] as const;

/**
 * A new, bare table (unqualified `name`, in the schema) for the partner's products: partner_products'
 * columns, defaults and generated columns, no index, and the partition's constraint as a CHECK
 * (validated while the table is empty, so attaching it later does not scan it); its UNFILTERED_COLUMNS
 * out of ANALYZE.
 */
export async function createBareProductTable(
  c: SqlConnection,
  partnerId: number,
  name: string,
): Promise<void> {
  await c.query(`drop table if exists ${SCHEMA}.${name}`);
  await c.query(
    `create table ${SCHEMA}.${name} (like ${SCHEMA}.${PRODUCTS_TABLE} including defaults including generated)`,
  );
  await c.query(
    `alter table ${SCHEMA}.${name} add constraint ${name}_partner check (partner_id = ${partnerId}), ${UNFILTERED_COLUMNS.map(
      (column) => `alter column ${column} set statistics 0`,
    ).join(', ')}`,
  );
}

/**
 * Drops the load tables of the partner's first loads that ended without attaching (a process killed,
 * or paused past its lease), but `keep`. A table still locked by a live transaction (a paused
 * process) is left for a later run: nobody waits for it.
 */
export async function dropStaleLoadTables(c: SqlConnection, partnerId: number, keep: string): Promise<void> {
  const { rows } = await c.query<{ name: string }>(
    `select t.relname as name from pg_class t join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = $1 and t.relkind = 'r' and t.relname like $2 and t.relname <> $3
       and not exists (select 1 from pg_inherits i where i.inhrelid = t.oid)`,
    [SCHEMA, `${productPartitionName(partnerId)}\\_load\\_%`, keep],
  );
  for (const { name } of rows) {
    try {
      await c.query('begin');
      await c.query(`set local lock_timeout = '200ms'`);
      await c.query(`drop table if exists ${SCHEMA}.${name}`);
      await c.query('commit');
    } catch {
      await c.query('rollback');
    }
  }
}

/**
 * The statements that give a partner's table (unqualified `name`) partner_products' indexes, read from the parent so
 * they follow every migration: its primary key and unique constraints as constraints (ATTACH matches
 * a constraint only to a constraint), every other index by its definition.
 */
export async function partitionIndexStatements(c: SqlConnection, name: string): Promise<string[]> {
  const { keys, indexes } = await partitionIndexes(c, name);
  return [...keys.map(({ constraint }) => `alter table ${SCHEMA}.${name} add ${constraint}`), ...indexes];
}

/** A key of partner_products, for a partner's table: its constraint, and its index retargeted (named `name`). */
interface PartitionKey {
  name: string;
  constraint: string;
  index: string;
  primary: boolean;
}

/**
 * partner_products' keys and its other indexes (their definitions retargeted to the partner's table,
 * unqualified `name`: `<name>_k<n>` for the keys' indexes, `<name>_i<n>` for the others).
 */
async function partitionIndexes(
  c: SqlConnection,
  name: string,
): Promise<{ keys: PartitionKey[]; indexes: string[] }> {
  const table = `${SCHEMA}.${name}`;
  const { rows: keys } = await c.query<{ definition: string; index_definition: string; is_primary: boolean }>(
    `select pg_get_constraintdef(k.oid) as definition, pg_get_indexdef(k.conindid) as index_definition,
       k.contype = 'p' as is_primary
     from pg_constraint k
     join pg_class t on t.oid = k.conrelid join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = $1 and t.relname = $2 and k.contype in ('p', 'u') order by k.conname`,
    [SCHEMA, PRODUCTS_TABLE],
  );
  const { rows: indexes } = await c.query<{ definition: string }>(
    `select pg_get_indexdef(i.indexrelid) as definition from pg_index i
     join pg_class t on t.oid = i.indrelid join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = $1 and t.relname = $2
       and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
     order by i.indexrelid`,
    [SCHEMA, PRODUCTS_TABLE],
  );
  return {
    keys: keys.map((key, k) => {
      const keyName = `${name}_k${k + 1}`;
      return {
        name: keyName,
        constraint: key.definition,
        index: retargetIndex(key.index_definition, table, keyName),
        primary: key.is_primary,
      };
    }),
    indexes: indexes.map(({ definition }, k) => retargetIndex(definition, table, `${name}_i${k + 1}`)),
  };
}

/** How a first load gives its bare table (unqualified `name`) partner_products' keys and indexes. */
export interface FirstLoadIndexes {
  /**
   * The partial indexes, built on the empty table before the load. A first load's rows are never in
   * them (their predicate, `in_export_list`, is only set by staff later), so keeping them during the
   * load costs nothing, where building them after was a scan each (0.15 s of 200k, measured). Were
   * a row in one, it would still be right: only slower to load.
   */
  beforeLoad: string[];
  /** The keys as unique indexes: built with the others, two connections at once (a constraint takes the table whole). */
  keys: string[];
  /** Every other index. */
  indexes: string[];
  /** Makes the keys' indexes the constraints ATTACH matches (a constraint only to a constraint): at once, no scan. */
  constraints: string;
}

export async function firstLoadIndexes(c: SqlConnection, name: string): Promise<FirstLoadIndexes> {
  const { keys, indexes } = await partitionIndexes(c, name);
  const partial = (statement: string) => / WHERE /i.test(statement);
  return {
    beforeLoad: indexes.filter(partial),
    keys: keys.map(({ index }) => index),
    indexes: indexes.filter((statement) => !partial(statement)),
    constraints: `alter table ${SCHEMA}.${name} ${keys
      .map(
        ({ name: key, primary }) =>
          `add constraint ${key} ${primary ? 'primary key' : 'unique'} using index ${key}`,
      )
      .join(', ')}`,
  };
}

/**
 * `CREATE [UNIQUE] INDEX name ON [ONLY] catalog.partner_products USING …` → the same on `table`, named
 * `indexName`. Named, not left to PostgreSQL: two builds on two connections at once (a first load)
 * would both choose `<table>_lower_idx` for two indexes on `lower(…)` and one would fail.
 */
export function retargetIndex(definition: string, table: string, indexName: string): string {
  const retargeted = definition.replace(
    /^CREATE (UNIQUE )?INDEX \S+ ON (ONLY )?\S+ /,
    `CREATE $1INDEX ${indexName} ON ${table} `,
  );
  if (retargeted === definition) throw new Error(`unexpected index definition: ${definition}`);
  return retargeted;
}

/**
 * Attaches a partner's table (unqualified `name`; its indexes already built: each is matched to the
 * parent's, none is built under the lock) and gives it the partition's name. Takes SHARE UPDATE
 * EXCLUSIVE on partner_products, which readers and writers of other partners do not wait for; two
 * attaches queue behind each other.
 */
export async function attachPartition(c: SqlConnection, partnerId: number, name: string): Promise<void> {
  await c.query(
    `alter table ${SCHEMA}.${PRODUCTS_TABLE} attach partition ${SCHEMA}.${name} for values in (${partnerId})`,
  );
  if (name !== productPartitionName(partnerId))
    await c.query(`alter table ${SCHEMA}.${name} rename to ${productPartitionName(partnerId)}`);
}

/**
 * Makes sure the partner's products have their table before rows are merged into it (the merge path:
 * PGlite's first import, or tests and seeds that insert rows). Creates it empty with its indexes and
 * attaches it. Call it in a transaction holding the partner's product-writes lock, so two callers for
 * one partner do not race.
 */
export async function ensureProductPartition(c: SqlConnection, partnerId: number): Promise<void> {
  if ((await partitionState(c, partnerId)) === 'attached') return;
  const name = productPartitionName(partnerId);
  await createBareProductTable(c, partnerId, name);
  for (const statement of await partitionIndexStatements(c, name)) await c.query(statement);
  await attachPartition(c, partnerId, name);
}

/**
 * Before products of the partner are written: their table exists and is attached, created empty if
 * need be, under the partner's product-writes lock (held to the end of the caller's transaction).
 */
export async function ensurePartnerPartition(c: SqlConnection, partnerId: number): Promise<void> {
  await c.query(lockProductWritesSql(partnerId));
  await ensureProductPartition(c, partnerId);
}

/**
 * ensurePartnerPartition through knex, in a transaction of its own: for code that writes product rows
 * itself (seeds, benchmarks, tests) rather than through an import.
 */
export async function ensurePartnerProducts(knex: Knex, partnerId: number): Promise<void> {
  await knex.transaction((trx) => ensurePartnerPartition(knexConnection(trx), partnerId));
}

/**
 * Share of a partner's products a merge may rewrite before its table is vacuumed right after it: an
 * update leaves the old row and its index entries dead until a vacuum, and the next run's rows go to
 * new pages while they are not reclaimed. Ten re-imports of a 1M partner alternating 10 % changed
 * grew its table and indexes 1.83× without a vacuum (the server's autovacuum off, or behind).
 */
export const VACUUM_AFTER_SHARE = 0.02;

/**
 * Vacuums (and analyzes) a partner's products table on a connection of its own, outside any
 * transaction (VACUUM cannot run in one). It takes SHARE UPDATE EXCLUSIVE: reads and writes go on.
 */
export async function vacuumPartnerProducts(knex: Knex, partnerId: number): Promise<void> {
  await knex.raw(`vacuum (analyze) ${SCHEMA}.${productPartitionName(partnerId)}`);
}
