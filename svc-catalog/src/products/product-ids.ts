import { SCHEMA } from '../schema';

/**
 * A product's id tells its partner: `partnerId × 2^36 + n`, n from the one sequence of
 * partner_products. partner_products is partitioned by partner (product-partitions.repo.ts), and a
 * look-up by id alone would plan and probe every partner's table (50 ms planning + 16 ms at 500
 * partners, measured); with the partner read off the id it reads one. Ids stay below 2^53 (exact in
 * JavaScript) for partner ids up to MAX_PARTNER_ID. Products written before the partitioning keep their
 * smaller ids; for them (partnerOfProductId null) a look-up reads every partition, as before.
 */
export const PRODUCT_ID_PARTNER_FACTOR = 2 ** 36;

/** The largest partner id whose product ids stay exact in JavaScript. */
export const MAX_PARTNER_ID = Math.floor(Number.MAX_SAFE_INTEGER / PRODUCT_ID_PARTNER_FACTOR) - 1;

/** The partner a product id names, or null for an id from before the partitioning. */
export function partnerOfProductId(id: number): number | null {
  const partnerId = Math.floor(id / PRODUCT_ID_PARTNER_FACTOR);
  return partnerId > 0 ? partnerId : null;
}

/** SQL for a new product id of the partner given by `partnerSql` (an int expression). */
export function newProductIdSql(partnerSql: string): string {
  return `(${partnerSql}::bigint * ${PRODUCT_ID_PARTNER_FACTOR} + nextval('${SCHEMA}.partner_products_id_seq'))`;
}

/**
 * The partners these product ids name (each once), for a `partner_id in (…)` beside `id in (…)` that
 * lets PostgreSQL read only their tables; null when an id is from before the partitioning.
 */
export function partnersOfProductIds(ids: readonly number[]): number[] | null {
  const partners = new Set<number>();
  for (const id of ids) {
    const partnerId = partnerOfProductId(id);
    if (partnerId === null) return null;
    partners.add(partnerId);
  }
  return [...partners];
}
