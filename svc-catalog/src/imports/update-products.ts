import type { JobRun } from '@feedhub/service-kit';
import { SCHEMA } from '../schema';
import type { ImportDeps } from './feed-run';
import { zeroMissing } from './import-products';
import { rowsToMerge, runStagedImport } from './staged-import';

const PRODUCTS = `${SCHEMA}.partner_products`;

/**
 * updatePrices (queue low): the price fields of products the partner already has, by code; a value
 * the feed does not give keeps the stored one. Nothing is added, nothing zeroed, no stats row.
 */
export function updatePrices(deps: ImportDeps) {
  return (run: JobRun) => {
    const now = new Date().toISOString();
    return runStagedImport(run, deps, {
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
        const { rows } = await c.query<{ changed: number }>(
          `with s as (
             select distinct on (code) code, price, rrp_price, supplier_price, vat_rate, currency
             from ${rowsToMerge(tables)} order by code
           ), up as (
             update ${PRODUCTS} p set
               price = coalesce(s.price, p.price), rrp_price = coalesce(s.rrp_price, p.rrp_price),
               supplier_price = coalesce(s.supplier_price, p.supplier_price),
               vat_rate = coalesce(s.vat_rate, p.vat_rate), currency = coalesce(s.currency, p.currency),
               changed_at = $2::timestamptz
             from s
             where p.partner_id = $1 and p.code = s.code
               and (p.price, p.rrp_price, p.supplier_price, p.vat_rate, p.currency) is distinct from
                   (coalesce(s.price, p.price), coalesce(s.rrp_price, p.rrp_price),
                    coalesce(s.supplier_price, p.supplier_price), coalesce(s.vat_rate, p.vat_rate),
                    coalesce(s.currency, p.currency))
             returning 1
           ) select count(*)::int as changed from up`,
          [partner.id, now],
        );
        return { new: 0, changed: Number(rows[0].changed) };
      },
    });
  };
}

/**
 * updateAmounts (queue low): the stock of products the partner already has, by code; after a
 * complete feed, products missing from it get amount 0 (as after importProducts). No stats row.
 */
export function updateAmounts(deps: ImportDeps) {
  return (run: JobRun) => {
    const now = new Date().toISOString();
    return runStagedImport(run, deps, {
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
        const { rows } = await c.query<{ changed: number }>(
          `with s as (
             select distinct on (code) code, amount from ${rowsToMerge(tables)} where amount is not null order by code
           ), up as (
             update ${PRODUCTS} p set amount = s.amount, missing_since = null, changed_at = $2::timestamptz
             from s
             where p.partner_id = $1 and p.code = s.code
               and (p.amount is distinct from s.amount or p.missing_since is not null)
             returning 1
           ) select count(*)::int as changed from up`,
          [partner.id, now],
        );
        return { new: 0, changed: Number(rows[0].changed) };
      },
      async finish(c, tables, partner, totals) {
        if (totals.knownGone === 0) return { missing: 0, missingInStock: 0 };
        const missing = await zeroMissing(c, tables, partner.id);
        return { missing: missing.count, missingInStock: missing.inStock };
      },
    });
  };
}
