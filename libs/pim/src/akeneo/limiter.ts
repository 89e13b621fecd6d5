import { RateCap, sleep } from '@feedhub/icecat';

// One abortable sleep and one GCRA token bucket for every outbound rate cap (Icecat's requester too).
export { sleep };

/** Runs work under the connection's limits. */
export interface Limiter {
  /** Runs `work` once a slot is free and the rate allows it; rejects with the signal's reason when aborted while waiting. */
  run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Work running now (for tests). */
  readonly inFlight: number;
}

/**
 * At most `maxInFlight` at once (a FIFO semaphore) and at most `perSecond` starts a second (a token
 * bucket as GCRA: each start reserves the next slot, so no timer runs while idle) with a burst of a
 * tenth of a second's worth (Akeneo tolerates bursts, not sustained overuse: PIM.md §1.6).
 */
export function createLimiter(maxInFlight: number, perSecond: number): Limiter {
  const rate = new RateCap(perSecond, Math.max(1, Math.round(perSecond / 10)), Date.now);
  let inFlight = 0;
  const waiting: Array<() => void> = [];

  const acquire = (signal?: AbortSignal): Promise<void> => {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (inFlight < maxInFlight) {
      inFlight += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      const onAbort = () => {
        waiting.splice(waiting.indexOf(grant), 1);
        reject(signal?.reason);
      };
      waiting.push(grant);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  };

  // The slot passes straight to the next waiter, so inFlight only drops when nobody waits.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else inFlight -= 1;
  };

  return {
    get inFlight() {
      return inFlight;
    },
    async run(work, signal) {
      await acquire(signal);
      try {
        await sleep(rate.reserve(), signal);
        return await work();
      } finally {
        release();
      }
    },
  };
}
