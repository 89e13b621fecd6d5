import type { HeldDiff } from '@feedhub/contracts';
import { JobFailure, JobHeld, type JobRun } from '@feedhub/jobs';
import type { Partner } from '../partners/partners.model';
import { openBulkSession } from './bulk-session';
import { ImportReport, type ImportDeps } from './feed-run';
import { dropHeldRun, heldRunOf, keepHeldRun } from './held-run.repo';
import type { FeedTotals, StagedRun } from './stage-feed';
import { commitSynchronously, fenceJob, lockProductWrites } from './staged-import.repo';
import type { StageTables, StagedImportSpec } from './staged-import.types';

/**
 * A held run, from its hold to its decision: the run the guard held keeps its rows in tables of its
 * own (keepHeldRun) and ends as JobHeld; when a person applies or discards it (svc-jobs records the
 * decision on the job: recordHeldDecision), the job comes back with `params.decision` and
 * applyHeldDecision carries it out.
 */

/**
 * Holds a judged run: what it would have done on the desktop row of the held job, its pending rows
 * and seen codes saved (fenced like a merge, but not marked committed: a later attempt of this job
 * judges again), and a log line. Answers the JobHeld the run ends with.
 */
export async function holdRun(
  r: StagedRun,
  diff: HeldDiff,
  judged: { added: number; changed: number },
  totals: FeedTotals,
): Promise<JobHeld> {
  const { run, report } = r;
  report.counts.new = judged.added;
  report.counts.changed = judged.changed;
  report.counts.unchanged = totals.total - judged.added - judged.changed;
  report.publish();
  await r.session.transaction(async (c) => {
    await r.fence(c);
    await keepHeldRun(c, r.tables, run.job.id, r.partner.id, run.job.methodName, {
      total: totals.total,
      inStock: totals.inStock,
    });
  });
  return heldRun(run, diff);
}

/** The run's end as held: a log line with what it would change, then JobHeld for the worker to report. */
function heldRun(run: JobRun, diff: HeldDiff): JobHeld {
  run.log({
    type: 'warning',
    key: diff.reasons.includes('stock') ? 'import_held_stock' : 'import_held_price',
    params: {
      toZero: diff.counts.toZero,
      inStock: diff.base.inStock,
      moved: diff.counts.priceUp + diff.counts.priceDown,
      priced: diff.base.priced,
      factor: diff.limits.priceFactor,
    },
  });
  return new JobHeld(diff);
}

/**
 * Carries out the decision on a held run (the job came back with `params.decision`, recorded by
 * svc-jobs's recordHeldDecision): apply merges the rows it kept exactly as they were read — not a
 * fresh download — and finishes as the run would have (the missing products zeroed against the codes
 * it saw, the stats row); discard drops them. Both fenced; the held tables go in the same transaction
 * as the merge's finish, so Apply never runs twice.
 */
export async function applyHeldDecision(
  run: JobRun,
  deps: ImportDeps,
  spec: StagedImportSpec,
  partner: Partner,
  decision: 'apply' | 'discard',
): Promise<void> {
  const report = new ImportReport(run);
  const session = await openBulkSession(deps.knex);
  try {
    const held = await session.use((c) => heldRunOf(c, run.job.id));
    if (!held) throw new JobFailure('import_held_missing', { id: run.job.id });
    if (decision === 'discard') {
      await session.transaction(async (c) => {
        await fenceJob(c, run, { commit: true });
        await dropHeldRun(c, run.job.id);
      });
      run.log({ type: 'info', key: 'import_held_discarded', params: { count: held.total } });
      return;
    }
    // The kept rows were the changed ones when the run was read (the merge's conflict rule still
    // leaves a product alone that has the same content by now).
    const tables: StageTables = { stage: held.rows, seen: held.seen, changed: held.rows };
    const extra = await session.transaction(async (c) => {
      await commitSynchronously(c);
      await lockProductWrites(c, partner.id);
      await fenceJob(c, run, { commit: true });
      const counts = await spec.merge(c, tables, partner, 'chunk');
      report.counts.read = held.total;
      report.counts.new = counts.new;
      report.counts.changed = counts.changed;
      report.counts.unchanged = held.total - counts.new - counts.changed;
      const finished = spec.finish
        ? await spec.finish(
            c,
            tables,
            partner,
            {
              new: counts.new,
              changed: counts.changed,
              total: held.total,
              inStock: held.inStock,
            },
            'chunk',
          )
        : { missing: undefined };
      await dropHeldRun(c, run.job.id);
      return finished;
    });
    run.log({ type: 'info', key: 'import_held_applied', params: {} });
    report.finish(extra.missing);
  } finally {
    await session.close();
  }
}
