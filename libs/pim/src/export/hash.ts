import { createHash } from 'node:crypto';
import type { PimProduct } from '@feedhub/contracts';

/**
 * The payload's fingerprint: what the PIM last accepted is stored as this, and a product whose new
 * payload has the same one is not sent again. The builder writes keys in a fixed order, so equal
 * payloads serialise equally. SHA-1 is enough: not a secret, only a change detector (and fast).
 */
export function payloadHash(product: PimProduct): string {
  return createHash('sha1').update(JSON.stringify(product)).digest('base64url');
}
