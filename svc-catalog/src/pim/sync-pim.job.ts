import { syncPimJob } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import type { PimAdapter } from '@feedhub/pim';
import { defineJob } from '@feedhub/jobs';
import { syncPimReference } from './pim-sync';

/** syncPim (queue high): refreshes the catalog's copy of the PIM's reference data. */
export function syncPim(deps: { knex: Knex; pim: () => Promise<PimAdapter> }) {
  return defineJob(syncPimJob, async (run) => {
    const pim = await deps.pim();
    run.log({ type: 'info', key: 'pim_sync_started', params: { adapter: pim.kind } });
    // Replaced only inside a fenced transaction: a run that lost its lease replaces nothing.
    const counts = await syncPimReference(deps.knex, pim, (work) => run.transaction(work));
    await run.checkpoint();
    run.log({ type: 'info', key: 'pim_sync_finished', params: { ...counts } });
  });
}
