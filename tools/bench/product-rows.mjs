// Product rows written straight into catalog.partner_products by a benchmark's seed: each partner's
// products table (a partition, made by its first import in the app) is created first.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { ensurePartnerProducts } = require('../../svc-catalog/dist/products/product-partitions.repo.js');

const ready = new WeakMap();

/** Inserts the rows (objects with partner_id), making their partners' partitions first. */
export async function insertProductRows(knex, rows) {
  const made = ready.get(knex) ?? new Set();
  ready.set(knex, made);
  for (const partnerId of new Set(rows.map((row) => Number(row.partner_id)))) {
    if (made.has(partnerId)) continue;
    await ensurePartnerProducts(knex, partnerId);
    made.add(partnerId);
  }
  await knex('catalog.partner_products').insert(rows);
}
