import type { PimProduct } from '@feedhub/contracts';
import type { PimAttribute, PimAttributeOption, PimCategory, PimChannel, PimFamily } from './model';

/** The PIM's answer for one product of an upsert (Akeneo's PATCH-list line, PIM.md §1.5). */
export interface PimLineResult {
  identifier: string;
  /** 201 created, 204 updated, 4xx refused (that product only). */
  status: number;
  /** The PIM's message for a refused line. */
  message?: string;
  /** Validation errors of a refused line (Akeneo `errors[]`). */
  errors?: PimLineError[];
}

/** One validation error of a refused line. */
export interface PimLineError {
  property: string;
  message: string;
  attribute?: string;
  locale?: string | null;
  scope?: string | null;
}

/**
 * One interface for the PIM (DESIGN §5 PIM adapters): `embedded` (local data, the default) and
 * `akeneo` (REST API). Reads come in pages, as Akeneo's lists do (at most 100 items a page there), so a
 * large PIM is never held whole by the adapter. Calls that cannot reach the PIM, or are refused as a
 * whole, throw a PimConnectionError (errors.ts): the export ends in error and says what to fix.
 */
export interface PimAdapter {
  readonly kind: 'embedded' | 'akeneo';
  categories(): AsyncIterable<PimCategory[]>;
  families(): AsyncIterable<PimFamily[]>;
  attributes(): AsyncIterable<PimAttribute[]>;
  /** Options of one select attribute. */
  attributeOptions(attributeCode: string): AsyncIterable<PimAttributeOption[]>;
  /** Enabled locale codes (`en_US`, `et_EE`…). */
  locales(): Promise<string[]>;
  /** Channels (scopes) with their locales and currencies. */
  channels(): Promise<PimChannel[]>;
  /** Enabled currency codes. */
  currencies(): Promise<string[]>;
  /**
   * Creates or updates products (upsert, PIM.md §1.4): one result per product, in the order given.
   * A product the PIM refused has a 4xx result; the others are stored. Any number of products: the
   * adapter splits them into requests as its PIM allows.
   */
  upsertProducts(products: readonly PimProduct[], signal?: AbortSignal): Promise<PimLineResult[]>;
  /** What the PIM holds for an identifier now, or null. */
  product(identifier: string): Promise<PimProduct | null>;
}

/** Every page of a paged read, as one array (reference data is small: thousands of rows at most). */
export async function readAll<T>(pages: AsyncIterable<T[]>): Promise<T[]> {
  const all: T[] = [];
  for await (const page of pages) all.push(...page);
  return all;
}
