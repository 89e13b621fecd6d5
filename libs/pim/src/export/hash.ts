import { createHash } from 'node:crypto';
import type { PimProduct } from '@feedhub/contracts';

/**
 * A payload's JSON, made once per payload object: the export fingerprints it and the Akeneo adapter
 * sends it, and serialising a 2–3 KB payload twice was a tenth of the export's CPU (`npm run bench --
 * export` profile). Payloads are never changed after they are built, so the cached text stays true.
 */
const serialised = new WeakMap<PimProduct, string>();
export function productJson(product: PimProduct): string {
  let json = serialised.get(product);
  if (json === undefined) {
    json = JSON.stringify(product);
    serialised.set(product, json);
  }
  return json;
}

/**
 * The payload's fingerprint: what the PIM last accepted is stored as this, and a product whose new
 * payload has the same one is not sent again. The builder writes keys in a fixed order, so equal
 * payloads serialise equally. SHA-1 is enough: not a secret, only a change detector (and fast).
 */
export function payloadHash(product: PimProduct): string {
  return createHash('sha1').update(productJson(product)).digest('base64url');
}
