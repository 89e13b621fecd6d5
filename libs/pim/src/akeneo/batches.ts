import type { PimProduct } from '@feedhub/contracts';
import { productJson } from '../export/hash';

/** One product as a PATCH-list line: serialised once, its size counted from that one string. */
export interface Line {
  identifier: string;
  json: string;
  /** UTF-8 bytes of `json`. */
  bytes: number;
}

/**
 * One line per identifier, the last product given for it winning (PIM.md §6: dedupe inside a batch;
 * two lines of one product in one request would race inside the PIM), in first-seen order.
 */
export function toLines(products: readonly PimProduct[]): Line[] {
  const last = new Map<string, PimProduct>();
  for (const product of products) last.set(product.identifier, product);
  return [...last].map(([identifier, product]) => {
    const json = productJson(product);
    return { identifier, json, bytes: Buffer.byteLength(json) };
  });
}

/** NDJSON body of some lines. */
export const bodyOf = (lines: readonly Line[]): string => lines.map((line) => line.json).join('\n');

/**
 * Consecutive requests of at most `maxLines` lines and `maxBytes` body bytes (newlines counted). A
 * line larger than the budget goes alone: the PIM then answers for it (413 "Line is too long").
 */
export function chunk(lines: readonly Line[], maxLines: number, maxBytes: number): Line[][] {
  const chunks: Line[][] = [];
  let current: Line[] = [];
  let bytes = 0;
  for (const line of lines) {
    const added = current.length === 0 ? line.bytes : bytes + 1 + line.bytes;
    if (current.length > 0 && (current.length >= maxLines || added > maxBytes)) {
      chunks.push(current);
      current = [line];
      bytes = line.bytes;
    } else {
      current.push(line);
      bytes = added;
    }
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}
