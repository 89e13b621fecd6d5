import type { PimProduct } from '@feedhub/contracts';
import type { PimAdapter, PimLineResult } from '../adapter';
import type { PimReferenceData } from '../model';
import { EMBEDDED_TAXONOMY } from './taxonomy';

/** Rows a page holds (Akeneo's list maximum). */
export const PIM_PAGE_SIZE = 100;

async function* pages<T>(rows: readonly T[]): AsyncGenerator<T[]> {
  for (let start = 0; start < rows.length; start += PIM_PAGE_SIZE)
    yield rows.slice(start, start + PIM_PAGE_SIZE);
}

/**
 * Where the embedded PIM keeps its products: the catalog's tables (svc-catalog pim-products), with
 * the same validation as the export's own check, so the embedded PIM refuses what Akeneo would.
 */
export interface EmbeddedProductStore {
  upsert(products: readonly PimProduct[]): Promise<PimLineResult[]>;
  get(identifier: string): Promise<PimProduct | null>;
}

/** A store for reads of reference data only: writes are refused (a product store comes from the catalog). */
const NO_STORE: EmbeddedProductStore = {
  upsert: () => Promise.reject(new Error('the embedded PIM was started without a product store')),
  get: () => Promise.resolve(null),
};

/**
 * The embedded PIM (the default adapter): its reference data is the repository's demo taxonomy,
 * read in pages like any PIM; its products live in the store the catalog gives it.
 */
export function embeddedPim(
  data: Readonly<PimReferenceData> = EMBEDDED_TAXONOMY,
  store: EmbeddedProductStore = NO_STORE,
): PimAdapter {
  return {
    kind: 'embedded',
    categories: () => pages(data.categories),
    families: () => pages(data.families),
    attributes: () => pages(data.attributes),
    attributeOptions: (attributeCode) =>
      pages(data.options.filter((option) => option.attribute === attributeCode)),
    locales: () => Promise.resolve([...data.locales]),
    channels: () => Promise.resolve(data.channels.map((channel) => ({ ...channel }))),
    currencies: () => Promise.resolve([...data.currencies]),
    upsertProducts: (products) => store.upsert(products),
    product: (identifier) => store.get(identifier),
  };
}
