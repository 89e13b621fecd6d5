import type { JobHandlers } from '@feedhub/jobs';
import { embeddedReferencePim } from '../pim/configured-pim';
import { syncPim } from '../pim/sync-pim.job';
import type { ImportDeps } from './feed-run';
import { importAttributes, importCategories } from './import-catalog';
import { importProducts } from './import-products';
import { updateAmounts, updatePrices } from './update-products';

export type { ImportDeps };

/** The task methods the catalog's workers run (DESIGN §5 Task methods). */
export function importHandlers(deps: ImportDeps): JobHandlers {
  return {
    importCategories: importCategories(deps),
    importAttributes: importAttributes(deps),
    importProducts: importProducts(deps),
    updatePrices: updatePrices(deps),
    updateAmounts: updateAmounts(deps),
    syncPim: syncPim({ knex: deps.knex, pim: deps.pim ?? (() => Promise.resolve(embeddedReferencePim())) }),
  };
}
