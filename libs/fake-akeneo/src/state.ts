import { randomUUID } from 'node:crypto';
import { defaultFixture } from './fixture';
import type { AkeneoFixture, AkeneoProduct } from './types';

/** The fake's mutable store: fixtures plus products keyed by identifier (insertion order = primary key order). */
export interface AkeneoState extends Omit<AkeneoFixture, 'products'> {
  /** Products by identifier. */
  products: Map<string, AkeneoProduct>;
  /** Adds or replaces a product given in (partial) standard format (a copy of it is stored). */
  putProduct(p: Partial<AkeneoProduct> & { identifier: string }): AkeneoProduct;
  /**
   * putProduct without the copy, for a product nobody else holds (built for this request). Stored
   * products are never changed in place, only replaced, so they may share parts with their successor.
   */
  putOwnedProduct(p: Partial<AkeneoProduct> & { identifier: string }): AkeneoProduct;
  /** Which product holds a value of a unique attribute (kept by putProduct, so clashes cost O(1) at bulk sizes). */
  uniqueHolder(attribute: string, data: unknown): string | undefined;
}

const uniqueKey = (attribute: string, data: unknown) => `${attribute}\u0000${JSON.stringify(data)}`;

/** Builds the state from a fixture (the default one when none is given; fields given replace the default's). */
export function createState(seed: Partial<AkeneoFixture> = {}): AkeneoState {
  const { products, ...rest } = { ...defaultFixture(), ...seed };
  const holders = new Map<string, string>();
  const state: AkeneoState = {
    ...structuredClone(rest),
    products: new Map(),
    putProduct: (p) => state.putOwnedProduct(structuredClone(p)),
    putOwnedProduct(p) {
      const now = new Date().toISOString();
      const product: AkeneoProduct = {
        uuid: randomUUID(),
        enabled: true,
        family: null,
        categories: [],
        groups: [],
        parent: null,
        values: {},
        associations: {},
        created: now,
        updated: now,
        ...p,
      };
      const unique = new Set(state.attributes.filter((a) => a.unique).map((a) => a.code));
      const old = state.products.get(product.identifier);
      for (const [code, vs] of Object.entries(old?.values ?? {}))
        if (unique.has(code)) for (const v of vs) holders.delete(uniqueKey(code, v.data));
      for (const [code, vs] of Object.entries(product.values))
        if (unique.has(code)) for (const v of vs) holders.set(uniqueKey(code, v.data), product.identifier);
      state.products.set(product.identifier, product);
      return product;
    },
    uniqueHolder: (attribute, data) => holders.get(uniqueKey(attribute, data)),
  };
  for (const p of products) state.putProduct(p);
  return state;
}
