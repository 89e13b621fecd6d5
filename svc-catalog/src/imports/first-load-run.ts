import { JobFailure } from '@feedhub/jobs';
import { SCHEMA } from '../schema';
import {
  attachPartition,
  createBareProductTable,
  dropStaleLoadTables,
  firstLoadIndexes,
  partitionState,
  productPartition,
} from '../products/product-partitions.repo';
import type { BulkConnection, PgBulkSession } from './bulk-session';
import { knexConnection } from '../sql-connection';
import { dropRepeatedLoadedCodes } from './import-products.repo';
import { finishRun } from './plain-run';
import { stageFeed, writeSeenAttributes, type StagedRun } from './stage-feed';
import { partnerStillExists, raiseMaintenanceMemory } from './staged-import.repo';
import type { MergeCounts } from './staged-import.types';

/**
 * The keys' unique indexes, on a connection outside a transaction: a code repeated after cleaning
 * (the reader saw two) makes the unique one fail once; the later row stays, as the upsert would keep
 * it, and the index is built again.
 */
async function buildKeys(
  c: BulkConnection,
  statements: string[],
  checkpoint: () => Promise<void>,
  table: string,
  onDropped: (rows: number) => void,
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

/**
 * A partner's first import on PostgreSQL (its products' table is not attached yet; docs/imports.md
 * "First load"): the chunks go into a new bare table of this attempt (no index: each row costs its
 * heap write only), then its keys and indexes are built in bulk, then it is attached to
 * partner_products in the transaction that writes the stats row. Until that commit nobody sees any of
 * it; a run that fails, is stopped or is cut off attaches nothing (its table is dropped at its end, or
 * by the partner's next first load). Another run that gave the partner a table meanwhile wins the
 * attach: this run's rows are then merged into it.
 */
export async function firstLoadRun(
  r: StagedRun,
  session: PgBulkSession,
  name: string,
): Promise<{ statistics: Promise<void> }> {
  const { spec, partner, tables, report, run } = r;
  const firstLoad = spec.firstLoad;
  if (!firstLoad) throw new Error(`${spec.mapper} has no first load`);
  const table = `${SCHEMA}.${name}`;
  const plan = await session.use(async (c) => {
    await dropStaleLoadTables(c, partner.id, name);
    await createBareProductTable(c, partner.id, name);
    const indexes = await firstLoadIndexes(c, name);
    for (const statement of indexes.beforeLoad) await c.query(statement);
    return indexes;
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

  // The keys and the other indexes in bulk, each its own statement (a stop ends the run between
  // two), on two connections at once: the feed thread is done, and each build is one core's sort.
  // The keys are built as unique indexes on the session (outside a transaction: a repeated code's
  // failure is handled there), then made constraints at once: ALTER TABLE … ADD UNIQUE takes the
  // table whole and built them alone (0.16 s of 200k with the other connection idle, measured).
  // The other indexes in one queue, the slowest first (the trigram indexes: 1.1–2.8 s each for 1M
  // products, a B-tree 0.5–2.3 s), each connection taking the next as it is free: the two end close
  // together.
  const queue = [...plan.indexes].sort((a, b) => Number(isGin(b)) - Number(isGin(a)));
  const build = async (c: BulkConnection) => {
    for (let statement = queue.shift(); statement; statement = queue.shift()) {
      await run.checkpoint();
      await c.query(statement);
    }
  };
  await Promise.all([
    session.use(async (c) => {
      await raiseMaintenanceMemory(c);
      await buildKeys(
        c,
        plan.keys,
        () => run.checkpoint(),
        table,
        (dropped) => (report.counts.new -= dropped),
      );
      await build(c);
    }),
    r.deps.knex.transaction(async (trx) => {
      const c = knexConnection(trx);
      await raiseMaintenanceMemory(c, { local: true });
      await build(c);
    }),
  ]);
  await session.use((c) => c.query(plan.constraints));
  await run.checkpoint();
  await writeSeenAttributes(r, 'session');
  // Attached in the finish's transaction, after its fence and the partner's product-writes lock:
  // only the run that holds the fence attaches, and the stats row commits with the products.
  let attached = false;
  await finishRun(r, totals, 0, async (c) => {
    if (!(await partnerStillExists(c, partner.id)))
      throw new JobFailure('import_partner_not_found', { id: partner.id });
    if ((await partitionState(c, partner.id)) !== 'attached') {
      attached = true;
      return attachPartition(c, partner.id, name);
    }
    const merged = await firstLoad.mergeInto(c, partner, table);
    report.counts.new = merged.new;
    report.counts.changed = merged.changed;
    report.counts.unchanged = totals.total - merged.new - merged.changed;
    await c.query(`drop table ${table}`);
  });
  // The attached table's statistics, on a connection of the pool while the job scores the
  // suggestions (the job ends once both are done). Until then the planner knows its row count (the
  // index builds set it). Alone, before the attach, this was 0.3–0.4 s of a 200k first import on
  // one core, the other idle (measured).
  const statistics = attached
    ? r.deps.knex.raw(`analyze ${productPartition(partner.id)}`).then(() => undefined)
    : Promise.resolve();
  // Awaited by the job; a failure before that must not go unhandled.
  statistics.catch(() => undefined);
  return { statistics };
}
