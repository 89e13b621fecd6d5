import { z } from 'zod';

/** Where the adapter reports retries, splits and dropped rows (pino's `(obj, msg)` order). Never given secrets. */
export interface AkeneoLog {
  warn(obj: object, msg: string): void;
  info?(obj: object, msg: string): void;
}

/**
 * What the adapter did on its own to get a batch through, for the export's job log (a person reads
 * it there: why an export took longer, that nothing was lost). Never carries a token or a secret.
 */
export type AkeneoEvent =
  /** A request sent again after a network error, 408/429/5xx or an unreadable answer. */
  | { kind: 'retried'; method: string; path: string; attempt: number; why: string; retryAfterMs?: number }
  /** A PATCH-list the PIM found too large (413, or 403 from a proxy's body limit), sent in halves. */
  | { kind: 'split'; lines: number; why: string }
  /** A PATCH-list answer cut short: the lines it did not answer were sent again. */
  | { kind: 'resent'; sent: number; missing: number; round: number }
  /** The refresh token was refused; a password grant followed. */
  | { kind: 'token-refresh-refused' };

const isFunction = (value: unknown) => typeof value === 'function';
const isLog = (value: unknown) =>
  typeof value === 'object' && value !== null && isFunction((value as { warn?: unknown }).warn);

/** Options of `akeneoPim` (PIM.md §6): the connection, and the limits Akeneo's fair use asks for. */
export const AkeneoOptionsSchema = z.object({
  /** Base URL of the PIM, e.g. https://pim.example.com (a trailing slash is dropped). */
  url: z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, '')),
  /** The connection's client id and secret (PIM > Connect > Connection settings). */
  clientId: z.string().min(1),
  secret: z.string().min(1),
  /** The connection's API user. */
  username: z.string().min(1),
  password: z.string().min(1),
  /** Requests in flight at once (Akeneo fair use: 4 per connection). */
  maxInFlight: z.number().int().min(1).max(10).default(4),
  /** Token bucket rate, requests per second (Akeneo: under 100/s per instance). */
  requestsPerSecond: z.number().positive().max(100).default(90),
  /** Products per PATCH-list request (Akeneo refuses more than 100). */
  batchLines: z.number().int().min(1).max(100).default(100),
  /** Byte budget of one PATCH-list body (big bodies get 403/413 from platforms, PIM.md §1.5). */
  batchBytes: z.number().int().min(1024).default(2_000_000),
  /** Attempts per request, the first included (Akeneo advises 5-8). */
  maxAttempts: z.number().int().min(1).max(10).default(6),
  /** Time limit of one attempt, body included. */
  timeoutMs: z.number().int().positive().default(30_000),
  /** First backoff delay; doubles on each retry, with jitter. */
  backoffBaseMs: z.number().min(0).default(500),
  /** The fetch to use (tests inject one); the global fetch by default. */
  fetch: z.custom<typeof fetch>(isFunction, 'fetch must be a function').optional(),
  /** Retries, splits and dropped rows are reported here. */
  log: z.custom<AkeneoLog>(isLog, 'log must have a warn method').optional(),
  /** Retries, splits, re-sends and refused refreshes as structured events (the export's job log). */
  onEvent: z.custom<(event: AkeneoEvent) => void>(isFunction, 'onEvent must be a function').optional(),
  /**
   * Awaited before every request goes out: a first attempt, a retry, a split half, a re-send, a token
   * call. A rejection stops the call (not retried): an export whose job lost its fence (a worker
   * paused past its lease) sends nothing more, not even a retry whose timer was already running.
   */
  beforeSend: z.custom<() => Promise<void>>(isFunction, 'beforeSend must be a function').optional(),
});

/** Options as given (defaults optional). */
export type AkeneoOptions = z.input<typeof AkeneoOptionsSchema>;
/** Options with their defaults filled in. */
export type AkeneoSettings = z.output<typeof AkeneoOptionsSchema>;

/** What the adapter did so far (the export's log and the benchmark read it). */
export interface AkeneoStats {
  /** HTTP requests sent, token calls and retries included. */
  requests: number;
  /** Requests sent again: after a network error, 408/429/5xx, an unreadable answer or a truncated PATCH-list answer. */
  retries: number;
  /** Password grants obtained. */
  tokenGrants: number;
  /** Refresh grants obtained. */
  tokenRefreshes: number;
}
