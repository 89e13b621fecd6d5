import type { Knex } from '@feedhub/db';
import { SCHEMA } from '../schema';
import { awaitFirstLoadSql, lockProductWritesSql } from './product-writes-lock';

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

/** What runs these statements: a bulk connection, or knex through knexConnection. */
export interface PartitionSql {
  query<R = unknown>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

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

export async function partitionState(c: PartitionSql, partnerId: number): Promise<PartitionState> {
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
 * A new, bare table for the partner's products: partner_products' columns, defaults and generated
 * columns, no index, and the partition's constraint as a CHECK (validated while the table is empty,
 * so attaching it later does not scan it). A detached table left by a run that was cut off is dropped first.
 */
export async function createBareProductTable(c: PartitionSql, partnerId: number): Promise<void> {
  await dropDetachedPartition(c, partnerId);
  const table = productPartition(partnerId);
  await c.query(
    `create table ${table} (like ${SCHEMA}.${PRODUCTS_TABLE} including defaults including generated)`,
  );
  await c.query(
    `alter table ${table} add constraint ${productPartitionName(partnerId)}_partner check (partner_id = ${partnerId})`,
  );
}

/** Drops the partner's table if it exists and is not attached (a load that did not finish). */
export async function dropDetachedPartition(c: PartitionSql, partnerId: number): Promise<void> {
  if ((await partitionState(c, partnerId)) === 'detached')
    await c.query(`drop table ${productPartition(partnerId)}`);
}

/**
 * The statements that give the partner's table partner_products' indexes, read from the parent so
 * they follow every migration: its primary key and unique constraints as constraints (ATTACH matches
 * a constraint only to a constraint), every other index by its definition.
 */
export async function partitionIndexStatements(c: PartitionSql, partnerId: number): Promise<string[]> {
  const table = productPartition(partnerId);
  const { rows: constraints } = await c.query<{ definition: string }>(
    `select pg_get_constraintdef(k.oid) as definition from pg_constraint k
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
  return [
    ...constraints.map(({ definition }) => `alter table ${table} add ${definition}`),
    ...indexes.map(({ definition }) => retargetIndex(definition, table)),
  ];
}

/** `CREATE [UNIQUE] INDEX name ON [ONLY] catalog.partner_products USING …` → the same, unnamed, on `table`. */
export function retargetIndex(definition: string, table: string): string {
  const retargeted = definition.replace(
    /^CREATE (UNIQUE )?INDEX \S+ ON (ONLY )?\S+ /,
    `CREATE $1INDEX ON ${table} `,
  );
  if (retargeted === definition) throw new Error(`unexpected index definition: ${definition}`);
  return retargeted;
}

/**
 * Attaches the partner's table (its indexes already built: each is matched to the parent's, none is
 * built under the lock). Takes SHARE UPDATE EXCLUSIVE on partner_products, which readers and writers
 * of other partners do not wait for; two attaches queue behind each other.
 */
export async function attachPartition(c: PartitionSql, partnerId: number): Promise<void> {
  await c.query(
    `alter table ${SCHEMA}.${PRODUCTS_TABLE} attach partition ${productPartition(partnerId)} for values in (${partnerId})`,
  );
}

/**
 * Makes sure the partner's products have their table before rows are merged into it (the merge path:
 * PGlite's first import, or tests and seeds that insert rows). Creates it empty with its indexes and
 * attaches it; a detached leftover is dropped first. Call it in a transaction holding the partner's
 * product-writes lock, so two callers for one partner do not race.
 */
export async function ensureProductPartition(c: PartitionSql, partnerId: number): Promise<void> {
  if ((await partitionState(c, partnerId)) === 'attached') return;
  await createBareProductTable(c, partnerId);
  for (const statement of await partitionIndexStatements(c, partnerId)) await c.query(statement);
  await attachPartition(c, partnerId);
}

/** Drops the partner's products (its table, attached or not): the partner is gone. */
export async function dropProductPartition(c: PartitionSql, partnerId: number): Promise<void> {
  await c.query(`drop table if exists ${productPartition(partnerId)}`);
}

/**
 * ensureProductPartition through knex, in a transaction of its own that first waits for a first load
 * of the partner under way and takes its product-writes lock: for code that writes product rows
 * itself (seeds, benchmarks, tests) rather than through an import.
 */
export async function ensurePartnerProducts(knex: Knex, partnerId: number): Promise<void> {
  await knex.transaction(async (trx) => {
    const c: PartitionSql = {
      async query<R>(sql: string, params: unknown[] = []) {
        const result = (await trx.raw(sql.replace(/\$\d+/g, '?'), params as never[])) as { rows: R[] };
        return { rows: result.rows };
      },
    };
    await c.query(awaitFirstLoadSql(partnerId));
    await c.query(lockProductWritesSql(partnerId));
    await ensureProductPartition(c, partnerId);
  });
}
