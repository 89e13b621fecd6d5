import { updateAmountsJob, updatePricesJob } from '@feedhub/contracts';
import { defineJob } from '@feedhub/jobs';
import type { ImportDeps } from './feed-run';
import { zeroMissing } from './import-products.repo';
import { mergeStagedAmounts, mergeStagedPrices } from './update-products.repo';
import { runStagedImport } from './staged-import';
import { rowsToMerge } from './staged-import.types';

/**
 * updatePrices (queue low): the price fields of products the partner already has, by code; a value
 * the feed does not give keeps the stored one. Nothing is added, nothing zeroed, no stats row.
 */
export function updatePrices(deps: ImportDeps) {
  return defineJob(updatePricesJob, async (run) => {
    const now = new Date().toISOString();
    await runStagedImport(run, deps, {
      stageColumns: [
        ['code', 'text'],
        ['price', 'numeric(14,4)'],
        ['rrp_price', 'numeric(14,4)'],
        ['supplier_price', 'numeric(14,4)'],
        ['vat_rate', 'numeric(14,4)'],
        ['currency', 'text'],
      ],
      mapper: 'prices',
      guard: {
        columns: ['price'],
        unchanged: `(u.price, u.rrp_price, u.supplier_price, u.vat_rate, u.currency) is not distinct from
          (coalesce(s.price, u.price), coalesce(s.rrp_price, u.rrp_price), coalesce(s.supplier_price, u.supplier_price),
           coalesce(s.vat_rate, u.vat_rate), coalesce(s.currency, u.currency))`,
        amount: null,
        price: 's.price',
        adds: false,
        zeroesMissing: false,
      },
      async merge(c, tables, partner) {
        return { new: 0, changed: await mergeStagedPrices(c, rowsToMerge(tables), partner.id, now) };
      },
    });
  });
}

/**
 * updateAmounts (queue low): the stock of products the partner already has, by code; after a
 * complete feed, products missing from it get amount 0 (as after importProducts). No stats row.
 */
export function updateAmounts(deps: ImportDeps) {
  return defineJob(updateAmountsJob, async (run) => {
    const now = new Date().toISOString();
    await runStagedImport(run, deps, {
      stageColumns: [
        ['code', 'text'],
        ['amount', 'integer'],
      ],
      mapper: 'amounts',
      guard: {
        columns: ['amount'],
        unchanged: '(s.amount is null or u.amount = s.amount) and u.missing_since is null',
        amount: 's.amount',
        price: null,
        adds: false,
        zeroesMissing: true,
      },
      async merge(c, tables, partner) {
        return { new: 0, changed: await mergeStagedAmounts(c, rowsToMerge(tables), partner.id, now) };
      },
      async finish(c, tables, partner, totals) {
        if (totals.knownGone === 0) return { missing: 0, missingInStock: 0 };
        const missing = await zeroMissing(c, tables, partner.id);
        return { missing: missing.count, missingInStock: missing.inStock };
      },
    });
  });
}
