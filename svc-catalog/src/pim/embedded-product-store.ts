import type { PimProduct, PimValue } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import {
  productProblems,
  type EmbeddedProductStore,
  type PimLineResult,
  type PimStructure,
} from '@feedhub/pim';
import {
  lockStoredPimProducts,
  storedPimProduct,
  upsertPimProductRows,
  type StoredPimProduct,
} from './pim-products.repo';

/** Values merge per (attribute, locale, scope); `data: null` clears one (PIM.md §1.4, as Akeneo does). */
function mergeValues(
  base: Record<string, PimValue[]>,
  patch: Record<string, PimValue[]>,
): Record<string, PimValue[]> {
  const merged = { ...base };
  for (const [code, entries] of Object.entries(patch)) {
    let list = [...(merged[code] ?? [])];
    for (const entry of entries) {
      list = list.filter((v) => v.locale !== entry.locale || v.scope !== entry.scope);
      if (entry.data !== null) list.push(entry);
    }
    if (list.length) merged[code] = list;
    else delete merged[code];
  }
  return merged;
}

/** The first `name` value, lower-cased, for the browser's filter. */
const nameSearch = (values: Record<string, PimValue[]>) => {
  const name = values.name?.find((v) => typeof v.data === 'string')?.data;
  return typeof name === 'string' ? name.toLowerCase() : null;
};

/**
 * The embedded PIM's products in `catalog.pim_products`: an upsert checks each product as Akeneo
 * would (productProblems against the synced structure: 422 with its errors) and stores the rest with
 * Akeneo's merge rules (scalars and arrays replace, values merge), 201 when new and 204 when updated.
 */
export function embeddedProductStore(
  knex: Knex,
  structure: () => Promise<PimStructure>,
): EmbeddedProductStore {
  return {
    async upsert(products) {
      const pim = await structure();
      const results: PimLineResult[] = [];
      const valid: PimProduct[] = [];
      for (const product of products) {
        const errors = productProblems(pim, product);
        if (errors.length)
          results.push({
            identifier: product.identifier,
            status: 422,
            message: 'Validation failed.',
            errors,
          });
        else {
          results.push({ identifier: product.identifier, status: 0 });
          valid.push(product);
        }
      }
      if (!valid.length) return results;
      const created = await knex.transaction(async (trx) => {
        const existing = new Map<string, StoredPimProduct>(
          (
            await lockStoredPimProducts(
              trx,
              valid.map((p) => p.identifier),
            )
          ).map((row) => [row.identifier, row]),
        );
        const now = new Date().toISOString();
        const rows = new Map<string, Record<string, unknown>>();
        // A product twice in one batch: the second merges over the first (as two PATCHes would).
        const merged = new Map<string, Record<string, PimValue[]>>();
        for (const product of valid) {
          const base = merged.get(product.identifier) ?? existing.get(product.identifier)?.values ?? {};
          const values = mergeValues(base, product.values);
          merged.set(product.identifier, values);
          rows.set(product.identifier, {
            identifier: product.identifier,
            enabled: product.enabled,
            family: product.family,
            categories: JSON.stringify(product.categories),
            values: JSON.stringify(values),
            name_search: nameSearch(values),
            updated_at: now,
          });
        }
        await upsertPimProductRows(trx, [...rows.values()]);
        return new Set(valid.map((p) => p.identifier).filter((id) => !existing.has(id)));
      });
      for (const result of results)
        if (result.status === 0) result.status = created.has(result.identifier) ? 201 : 204;
      return results;
    },
    async get(identifier) {
      return (await storedPimProduct(knex, identifier)) ?? null;
    },
  };
}
