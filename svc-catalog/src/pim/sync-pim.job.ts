import type { Knex } from '@feedhub/db';
import type { PimAdapter } from '@feedhub/pim';
import type { JobRun } from '@feedhub/service-kit';
import { syncPimReference } from './pim-sync';

/** syncPim (queue high): refreshes the catalog's copy of the PIM's reference data. */
export function syncPim(deps: { knex: Knex; pim: PimAdapter }) {
  return async (run: JobRun): Promise<void> => {
    run.log({ type: 'info', key: 'pim_sync_started', params: { adapter: deps.pim.kind } });
    const counts = await syncPimReference(deps.knex, deps.pim);
    await run.checkpoint();
    run.log({ type: 'info', key: 'pim_sync_finished', params: { ...counts } });
  };
}
