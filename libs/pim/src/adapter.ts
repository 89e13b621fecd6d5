import type { PimAttribute, PimAttributeOption, PimCategory, PimFamily } from './model';

/**
 * One interface for the PIM (DESIGN §5 PIM adapters): `embedded` (local data, the default) and
 * `akeneo` (REST API, the export issue). Reads come in pages, as Akeneo's lists do (at most 100 items
 * a page there), so a large PIM is never held whole by the adapter.
 */
export interface PimAdapter {
  readonly kind: 'embedded' | 'akeneo';
  categories(): AsyncIterable<PimCategory[]>;
  families(): AsyncIterable<PimFamily[]>;
  attributes(): AsyncIterable<PimAttribute[]>;
  /** Options of one select attribute. */
  attributeOptions(attributeCode: string): AsyncIterable<PimAttributeOption[]>;
}

/** Every page of a paged read, as one array (reference data is small: thousands of rows at most). */
export async function readAll<T>(pages: AsyncIterable<T[]>): Promise<T[]> {
  const all: T[] = [];
  for await (const page of pages) all.push(...page);
  return all;
}
