/**
 * One writer of a partner's products at a time, for writes that touch many of them: import merges
 * (a guarded import's transaction spans its whole run, docs/imports.md) and add-export. Taken first in
 * the transaction (an advisory lock, released at its end), it orders those writers before any row
 * lock, so two of them never wait on each other's rows (a deadlock); they queue instead.
 */

/** Advisory locks' first key for this lock (the second is the partner id). */
const PRODUCT_WRITES = 0x46480001;

/** The statement that waits for, then holds until its transaction ends, the partner's product-writes lock. */
export function lockProductWritesSql(partnerId: number): string {
  if (!Number.isSafeInteger(partnerId)) throw new Error(`not a partner id: ${partnerId}`);
  return `select pg_advisory_xact_lock(${PRODUCT_WRITES}, ${partnerId})`;
}
