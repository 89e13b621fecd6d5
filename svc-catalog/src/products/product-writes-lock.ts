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

/** Advisory locks' first key for a partner's first load (imports/first-load-run.ts). */
const FIRST_LOAD = 0x46480002;

/**
 * A partner's first load holds this for its whole run on its own connection (a session lock), while
 * its table is built detached: no one else creates, attaches or drops that table meanwhile. Answers
 * `taken` (true or false): false when another run loads the partner's first products right now.
 */
export function tryLockFirstLoadSql(partnerId: number): string {
  if (!Number.isSafeInteger(partnerId)) throw new Error(`not a partner id: ${partnerId}`);
  return `select pg_try_advisory_lock(${FIRST_LOAD}, ${partnerId}) as taken`;
}

/** Releases a first load's session lock (closing its connection releases it too). */
export function unlockFirstLoadSql(partnerId: number): string {
  if (!Number.isSafeInteger(partnerId)) throw new Error(`not a partner id: ${partnerId}`);
  return `select pg_advisory_unlock(${FIRST_LOAD}, ${partnerId})`;
}

/** Waits, in a transaction, for a first load of the partner under way to end (its session lock). */
export function awaitFirstLoadSql(partnerId: number): string {
  if (!Number.isSafeInteger(partnerId)) throw new Error(`not a partner id: ${partnerId}`);
  return `select pg_advisory_xact_lock(${FIRST_LOAD}, ${partnerId})`;
}
