import type { Knex } from '@feedhub/db';
import { SCHEMA } from '../schema';

/** Login throttling policy (SECURITY: Laravel-like per user+IP, plus a per-account cap across IPs). */
export const THROTTLE = {
  /** Failures per user name and IP… */
  perClient: 5,
  /** …within this window; then locked until it ends. */
  clientWindowMs: 15 * 60_000,
  /** Failures per user name from any IP… */
  perAccount: 50,
  /** …within this window. */
  accountWindowMs: 60 * 60_000,
} as const;

const attempts = (k: Knex) => k.withSchema(SCHEMA).table('login_attempts');

/** The throttle keys of one login attempt. */
export function throttleKeys(
  usernameKey: string,
  ip: string,
): { key: string; limit: number; windowMs: number }[] {
  return [
    { key: `client:${usernameKey}|${ip}`, limit: THROTTLE.perClient, windowMs: THROTTLE.clientWindowMs },
    { key: `account:${usernameKey}`, limit: THROTTLE.perAccount, windowMs: THROTTLE.accountWindowMs },
  ];
}

/** Seconds until the caller may try again, or 0 when not locked. */
export async function lockedForSeconds(k: Knex, usernameKey: string, ip: string): Promise<number> {
  const keys = throttleKeys(usernameKey, ip).map((t) => t.key);
  const rows: { locked_until: Date | null }[] = await attempts(k).whereIn('key', keys).select('locked_until');
  const until = Math.max(0, ...rows.map((r) => (r.locked_until ? new Date(r.locked_until).getTime() : 0)));
  return until > Date.now() ? Math.ceil((until - Date.now()) / 1000) : 0;
}

/** Counts a failure; locks the key once its limit is reached inside the window. */
export async function recordFailure(k: Knex, usernameKey: string, ip: string): Promise<void> {
  const now = new Date();
  for (const { key, limit, windowMs } of throttleKeys(usernameKey, ip)) {
    const windowStart = new Date(now.getTime() - windowMs);
    // One statement per key: a new window starts when the old one is over.
    await k.raw(
      `insert into ??.login_attempts (key, failures, window_started_at) values (?, 1, ?)
       on conflict (key) do update set
         failures = case when login_attempts.window_started_at < ? then 1 else login_attempts.failures + 1 end,
         window_started_at = case when login_attempts.window_started_at < ? then excluded.window_started_at else login_attempts.window_started_at end`,
      [SCHEMA, key, now, windowStart, windowStart],
    );
    await attempts(k)
      .where({ key })
      .where('failures', '>=', limit)
      .update({ locked_until: k.raw('window_started_at + make_interval(secs => ?)', [windowMs / 1000]) });
  }
}

/** Forgets the per-client failures after a successful login (the account cap stays). */
export async function clearFailures(k: Knex, usernameKey: string, ip: string): Promise<void> {
  await attempts(k)
    .where({ key: throttleKeys(usernameKey, ip)[0].key })
    .delete();
}
