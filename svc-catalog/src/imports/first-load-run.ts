import { JobFailure } from '@feedhub/jobs';
import {
  attachPartition,
  createBareProductTable,
  partitionIndexStatements,
  productPartition,
} from '../products/product-partitions.repo';
import type { BulkConnection, PgBulkSession } from './bulk-session';
import { dropRepeatedLoadedCodes } from './import-products.repo';
import { finishRun } from './plain-run';
import { stageFeed, writeSeenAttributes, type StagedRun } from './stage-feed';
import { partnerStillExists, raiseMaintenanceMemory } from './staged-import.repo';
import type { MergeCounts } from './staged-import.types';

/**
 * A partner's first import on PostgreSQL (its products' table does not exist yet; docs/imports.md
 * "First load"): the chunks go into a new bare table (no index: each row costs its heap write only),
 * then its keys and indexes are built in bulk, then it is attached to partner_products in the
 * transaction that writes the stats row. Until that commit nobody sees any of it; a run that fails,
 * is stopped or is cut off leaves no partition (its table is dropped, or by the partner's next run).
 * The caller holds the partner's first-load lock (staged-import.ts) for the whole run.
 */
export async function firstLoadRun(r: StagedRun, session: PgBulkSession): Promise<void> {
  const { spec, partner, tables, report, run } = r;
  const load = spec.load;
  if (!load) throw new Error(`${spec.mapper} has no first load`);
  const table = productPartition(partner.id);
  await session.use((c) => createBareProductTable(c, partner.id));
  const chunkStep = async (c: BulkConnection): Promise<MergeCounts> => {
    await r.fence(c);
    const rows = await load(c, tables.stage, partner, table);
    await c.query(`truncate ${tables.stage}`);
    return { new: rows, changed: 0 };
  };
  const totals = await stageFeed(r, {
    enqueue: () => session.enqueueTransaction(chunkStep),
    countsUnchanged: true,
  });

  // The keys and indexes, in bulk, each its own statement (a stop ends the run between two).
  await session.use((c) => raiseMaintenanceMemory(c));
  for (const statement of await session.use((c) => partitionIndexStatements(c, partner.id))) {
    await run.checkpoint();
    try {
      await session.use((c) => c.query(statement));
    } catch (error) {
      if ((error as { code?: string }).code !== '23505') throw error;
      // A code repeated after cleaning (the reader saw two): the later row stays, the key is built again.
      report.counts.new -= await session.use((c) => dropRepeatedLoadedCodes(c, table));
      await session.use((c) => c.query(statement));
    }
  }
  await session.use((c) => c.query(`analyze ${table}`));
  await run.checkpoint();
  await writeSeenAttributes(r, 'session');
  // Attached in the finish's transaction, after its fence: only the run that holds the fence attaches,
  // and the stats row commits with the products. A partner deleted meanwhile gets nothing attached.
  await finishRun(r, totals, 0, async (c) => {
    if (!(await partnerStillExists(c, partner.id)))
      throw new JobFailure('import_partner_not_found', { id: partner.id });
    await attachPartition(c, partner.id);
  });
}
