import type { DefinedJob } from '@feedhub/jobs';
import { embeddedReferencePim } from '../pim/configured-pim';
import { syncPim } from '../pim/sync-pim.job';
import type { ImportDeps } from './feed-run';
import { importAttributes, importCategories } from './import-catalog';
import { importProducts } from './import-products';
import { updateAmounts, updatePrices } from './update-products';

export type { ImportDeps };

/** The task methods the catalog's workers run (DESIGN §5 Task methods). */
export function importJobs(deps: ImportDeps): DefinedJob[] {
  return [
    importCategories(deps),
    importAttributes(deps),
    importProducts(deps),
    updatePrices(deps),
    updateAmounts(deps),
    syncPim({ knex: deps.knex, pim: deps.pim ?? (() => Promise.resolve(embeddedReferencePim())) }),
  ];
}
