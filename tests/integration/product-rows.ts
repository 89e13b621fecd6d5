import type { Knex } from '@feedhub/db';
import { ensurePartnerProducts } from '../../svc-catalog/src/products/product-partitions.repo';

/**
 * Writes product rows straight into catalog.partner_products, as a test's fixture: each partner's
 * products table (a partition, created by its first import in the app) is made first.
 */
export async function insertProducts(
  knex: Knex,
  rows: Record<string, unknown> | readonly Record<string, unknown>[],
): Promise<void> {
  const list = Array.isArray(rows) ? rows : [rows];
  for (const partnerId of new Set(list.map((row) => Number(row.partner_id))))
    await ensurePartnerProducts(knex, partnerId);
  await knex.withSchema('catalog').table('partner_products').insert(list);
}
