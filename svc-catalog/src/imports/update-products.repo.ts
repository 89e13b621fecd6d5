import { SCHEMA } from '../schema';
import type { BulkConnection } from './bulk-session';

const PRODUCTS = `${SCHEMA}.partner_products`;

/** Runs a merge statement that answers `changed` ($1 partner, $2 the run's time); its count. */
async function changedBy(c: BulkConnection, sql: string, partnerId: number, now: string): Promise<number> {
  const { rows } = await c.query<{ changed: number }>(sql, [partnerId, now]);
  return Number(rows[0].changed);
}

/** The staged price fields onto the partner's products by code (a missing value keeps the stored one); counts changed. */
export const mergeStagedPrices = (c: BulkConnection, stage: string, partnerId: number, now: string) =>
  changedBy(
    c,
    `with s as (
             select distinct on (code) code, price, rrp_price, supplier_price, vat_rate, currency
             from ${stage} order by code
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
    partnerId,
    now,
  );

/** The staged stock onto the partner's products by code; counts changed. */
export const mergeStagedAmounts = (c: BulkConnection, stage: string, partnerId: number, now: string) =>
  changedBy(
    c,
    `with s as (
             select distinct on (code) code, amount from ${stage} where amount is not null order by code
           ), up as (
             update ${PRODUCTS} p set amount = s.amount, missing_since = null, changed_at = $2::timestamptz
             from s
             where p.partner_id = $1 and p.code = s.code
               and (p.amount is distinct from s.amount or p.missing_since is not null)
             returning 1
           ) select count(*)::int as changed from up`,
    partnerId,
    now,
  );
