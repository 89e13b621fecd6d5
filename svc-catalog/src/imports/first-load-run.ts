import { JobFailure } from '@feedhub/jobs';
import { SCHEMA } from '../schema';
import {
  attachPartition,
  createBareProductTable,
  dropStaleLoadTables,
  partitionKeysAndIndexes,
  partitionState,
} from '../products/product-partitions.repo';
import type { BulkConnection, PgBulkSession } from './bulk-session';
import { knexConnection } from '../sql-connection';
import { dropRepeatedLoadedCodes } from './import-products.repo';
import { finishRun } from './plain-run';
import { stageFeed, writeSeenAttributes, type StagedRun } from './stage-feed';
import { partnerStillExists, raiseMaintenanceMemory } from './staged-import.repo';
import type { MergeCounts } from './staged-import.types';

/**
 * A partner's first import on PostgreSQL (its products' table is not attached yet; docs/imports.md
 * "First load"): the chunks go into a new bare table of this attempt (no index: each row costs its
 * heap write only), then its keys and indexes are built in bulk, then it is attached to
 * partner_products in the transaction that writes the stats row. Until that commit nobody sees any of
 * it; a run that fails, is stopped or is cut off attaches nothing (its table is dropped at its end, or
 * by the partner's next first load). Another run that gave the partner a table meanwhile wins the
 * attach: this run's rows are then merged into it.
 */
/**
 * The primary key and the unique key: a code repeated after cleaning (the reader saw two) makes the unique key fail once; the
 * later row stays, as the upsert would keep it, and the key is built again.
 */
async function buildKeys(
  c: BulkConnection,
  statements: string[],
  checkpoint: () => Promise<void>,
  onDropped: (rows: number) => void,
  table: string,
): Promise<void> {
  for (const statement of statements) {
    await checkpoint();
    try {
      await c.query(statement);
    } catch (error) {
      if ((error as { code?: string }).code !== '23505') throw error;
      onDropped(await dropRepeatedLoadedCodes(c, table));
      await c.query(statement);
    }
  }
}

const isGin = (statement: string) => / USING gin /i.test(statement);

export async function firstLoadRun(r: StagedRun, session: PgBulkSession, name: string): Promise<void> {
  const { spec, partner, tables, report, run } = r;
  const firstLoad = spec.firstLoad;
  if (!firstLoad) throw new Error(`${spec.mapper} has no first load`);
  const table = `${SCHEMA}.${name}`;
  await session.use(async (c) => {
    await dropStaleLoadTables(c, partner.id, name);
    await createBareProductTable(c, partner.id, name);
  });
  const chunkStep = async (c: BulkConnection): Promise<MergeCounts> => {
    await r.fence(c);
    const rows = await firstLoad.chunk(c, tables.stage, partner, table);
    await c.query(`truncate ${tables.stage}`);
    return { new: rows, changed: 0 };
  };
  const totals = await stageFeed(r, {
    enqueue: () => session.enqueueTransaction(chunkStep),
    countsUnchanged: true,
  });

  // The keys, then the other indexes in bulk, each its own statement (a stop ends the run between
  // two). The indexes on two connections at once: the feed thread is done, and each build is one
  // core's sort. (Not the keys: ALTER TABLE … ADD takes the table whole, so they go first, alone.)
  const { keys, indexes } = await session.use((c) => partitionKeysAndIndexes(c, name));
  await session.use(async (c) => {
    await raiseMaintenanceMemory(c);
    await buildKeys(
      c,
      keys,
      () => run.checkpoint(),
      (dropped) => (report.counts.new -= dropped),
      table,
    );
  });
  // One queue, the slowest builds first (the trigram indexes: 1.1–2.8 s each for 1M products, a
  // B-tree 0.5–2.3 s), each connection taking the next as it is free: the two end close together.
  const queue = [...indexes].sort((a, b) => Number(isGin(b)) - Number(isGin(a)));
  const build = async (c: BulkConnection) => {
    for (let statement = queue.shift(); statement; statement = queue.shift()) {
      await run.checkpoint();
      await c.query(statement);
    }
  };
  await Promise.all([
    session.use(build),
    r.deps.knex.transaction(async (trx) => {
      const c = knexConnection(trx);
      await raiseMaintenanceMemory(c, { local: true });
      await build(c);
    }),
  ]);
  await session.use((c) => c.query(`analyze ${table}`));
  await run.checkpoint();
  await writeSeenAttributes(r, 'session');
  // Attached in the finish's transaction, after its fence and the partner's product-writes lock:
  // only the run that holds the fence attaches, and the stats row commits with the products.
  await finishRun(r, totals, 0, async (c) => {
    if (!(await partnerStillExists(c, partner.id)))
      throw new JobFailure('import_partner_not_found', { id: partner.id });
    if ((await partitionState(c, partner.id)) !== 'attached') return attachPartition(c, partner.id, name);
    const merged = await firstLoad.mergeInto(c, partner, table);
    report.counts.new = merged.new;
    report.counts.changed = merged.changed;
    report.counts.unchanged = totals.total - merged.new - merged.changed;
    await c.query(`drop table ${table}`);
  });
}
