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
  const interval = 1000 / perSecond;
  const burst = Math.max(1, Math.round(perSecond / 10));
  let inFlight = 0;
  let nextSlot = 0;
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

  /** Reserves the next start time and returns how long to wait for it. */
  const reserve = (): number => {
    const now = Date.now();
    const slot = Math.max(nextSlot, now);
    nextSlot = slot + interval;
    return slot - now - (burst - 1) * interval;
  };

  return {
    get inFlight() {
      return inFlight;
    },
    async run(work, signal) {
      await acquire(signal);
      try {
        await sleep(reserve(), signal);
        return await work();
      } finally {
        release();
      }
    },
  };
}
