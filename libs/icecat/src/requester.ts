import { lookupSheet, type IcecatConfig, type IcecatKey } from './client';
import type { IcecatLookup } from './outcome';
import { RateCap } from './rate-cap';

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Settings of an `IcecatRequester`. */
export interface IcecatRequesterOptions {
  /** Where and as whom to ask. */
  config: IcecatConfig;
  /** Starts per second across every concurrent caller. */
  requestsPerSecond: number;
  /** Starts allowed back to back after an idle spell (1–2; default 1). */
  burst?: number;
  /** Attempts per lookup, the first included (default 4). */
  maxAttempts?: number;
  /** First backoff in ms, doubled per retry (default 1000). */
  backoffBaseMs?: number;
  /** Longest backoff in ms (default 30 s). */
  maxBackoffMs?: number;
  /** Timeout of one attempt in ms (default 20 s). */
  timeoutMs?: number;
  /** The fetch to use (default global fetch). */
  fetch?: typeof fetch;
  /** Clock in ms (default Date.now). */
  clock?: () => number;
  /** Sleep (default a timer); tests pass one that advances a fake clock. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Random in [0, 1) for the jitter (default Math.random). */
  random?: () => number;
  /** Called for every retry as it is decided (a job log line). */
  onRetry?: (retry: IcecatRetry & { key: IcecatKey }) => void;
}

/** One retry: why, and how long it waited before the next attempt. */
export interface IcecatRetry {
  /** The attempt that failed (1 = first). */
  attempt: number;
  /** What it came to. */
  outcome: 'rate_limited' | 'unavailable';
  /** The wait before the next attempt, in ms (rate-cap waits not included). */
  waitMs: number;
  /** `retry_after`: Icecat's Retry-After; `backoff`: exponential backoff with jitter. */
  source: 'retry_after' | 'backoff';
}

/** What a lookup cost, for a job log. */
export interface IcecatRequestReport {
  /** Attempts made (1 when the first answered). */
  attempts: number;
  /** Time spent waiting for the shared rate cap, in ms. */
  rateWaitMs: number;
  /** Each retry in order. */
  retries: IcecatRetry[];
}

/** A lookup's last outcome and its report. */
export interface IcecatRequestResult {
  /** The outcome of the last attempt. */
  result: IcecatLookup;
  /** Attempts and waits. */
  report: IcecatRequestReport;
}

/** Totals over every lookup of a requester. */
export interface IcecatRequesterStats {
  /** Lookups asked for. */
  lookups: number;
  /** HTTP attempts made. */
  attempts: number;
  /** Retries made. */
  retries: number;
  /** Attempts answered 429. */
  rateLimited: number;
  /** Time waited for the rate cap, summed over callers, in ms. */
  rateWaitMs: number;
  /** Time waited between attempts, summed over callers, in ms. */
  retryWaitMs: number;
}

/**
 * Lookups under one shared rate cap with retries of `rate_limited` and `unavailable` (exponential
 * backoff with equal jitter; a Retry-After is honoured and holds every caller). Other outcomes are
 * final at once: not found, restricted and unauthorized do not change by asking again.
 */
export class IcecatRequester {
  private readonly cap: RateCap;
  private readonly clock: () => number;
  private readonly wait: (ms: number, signal?: AbortSignal) => Promise<void>;
  private readonly random: () => number;
  /** Totals over every lookup so far. */
  readonly stats: IcecatRequesterStats = {
    lookups: 0,
    attempts: 0,
    retries: 0,
    rateLimited: 0,
    rateWaitMs: 0,
    retryWaitMs: 0,
  };

  constructor(private readonly options: IcecatRequesterOptions) {
    this.clock = options.clock ?? Date.now;
    this.wait = options.sleep ?? sleep;
    this.random = options.random ?? Math.random;
    this.cap = new RateCap(options.requestsPerSecond, Math.min(2, options.burst ?? 1), this.clock);
  }

  /** Backoff before retry `attempt` (1 = after the first attempt): half fixed, half random, so callers spread out. */
  backoffMs(attempt: number): number {
    const base = this.options.backoffBaseMs ?? 1000;
    const exp = Math.min(base * 2 ** (attempt - 1), this.options.maxBackoffMs ?? 30_000);
    return Math.round(exp * (0.5 + this.random() / 2));
  }

  /** Looks a product up, retrying what may pass; throws only the signal's reason when aborted. */
  async lookup(
    key: IcecatKey,
    { language, signal }: { language: string; signal?: AbortSignal },
  ): Promise<IcecatRequestResult> {
    const maxAttempts = Math.max(1, this.options.maxAttempts ?? 4);
    const report: IcecatRequestReport = { attempts: 0, rateWaitMs: 0, retries: [] };
    this.stats.lookups += 1;
    for (;;) {
      const capWait = this.cap.reserve();
      report.rateWaitMs += capWait;
      this.stats.rateWaitMs += capWait;
      await this.wait(capWait, signal);
      report.attempts += 1;
      this.stats.attempts += 1;
      const result = await lookupSheet(this.options.config, key, {
        language,
        signal,
        timeoutMs: this.options.timeoutMs,
        fetch: this.options.fetch,
        now: this.clock,
      });
      if (result.kind === 'rate_limited') this.stats.rateLimited += 1;
      if ((result.kind !== 'rate_limited' && result.kind !== 'unavailable') || report.attempts >= maxAttempts)
        return { result, report };
      const retryAfter = result.kind === 'rate_limited' ? result.retryAfterMs : null;
      const retry: IcecatRetry = {
        attempt: report.attempts,
        outcome: result.kind,
        waitMs: retryAfter ?? this.backoffMs(report.attempts),
        source: retryAfter === null ? 'backoff' : 'retry_after',
      };
      report.retries.push(retry);
      this.stats.retries += 1;
      this.stats.retryWaitMs += retry.waitMs;
      this.options.onRetry?.({ ...retry, key });
      // Retry-After speaks for the account, not this caller: no one else starts before it passes either.
      if (retryAfter !== null) this.cap.holdFor(retryAfter);
      await this.wait(retry.waitMs, signal);
    }
  }
}
