import { randomUUID } from 'node:crypto';
import { defaultFixture } from './fixture';
import type { AkeneoFixture, AkeneoProduct } from './types';

/** The fake's mutable store: fixtures plus products keyed by identifier (insertion order = primary key order). */
export interface AkeneoState extends Omit<AkeneoFixture, 'products'> {
  /** Products by identifier. */
  products: Map<string, AkeneoProduct>;
  /** Adds or replaces a product given in (partial) standard format. */
  putProduct(p: Partial<AkeneoProduct> & { identifier: string }): AkeneoProduct;
}

/** Builds the state from a fixture (the default one when none is given; fields given replace the default's). */
export function createState(seed: Partial<AkeneoFixture> = {}): AkeneoState {
  const { products, ...rest } = { ...defaultFixture(), ...seed };
  const state: AkeneoState = {
    ...structuredClone(rest),
    products: new Map(),
    putProduct(p) {
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
        ...structuredClone(p),
      };
      state.products.set(product.identifier, product);
      return product;
    },
  };
  for (const p of products) state.putProduct(p);
  return state;
}
