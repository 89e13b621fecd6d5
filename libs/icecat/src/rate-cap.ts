/**
 * A token bucket shared by every caller of one requester, kept as GCRA (the "theoretical arrival
 * time"): each start reserves the next slot synchronously, so concurrent callers queue in call order
 * and no timer runs while idle. Time comes from an injected clock, so tests run on a fake one.
 */
export class RateCap {
  private readonly interval: number;
  private readonly tolerance: number;
  private tat = -Infinity;

  /**
   * @param requestsPerSecond sustained starts per second (> 0)
   * @param burst starts allowed back to back after an idle spell (≥ 1)
   * @param clock milliseconds, monotonic enough for scheduling
   */
  constructor(
    requestsPerSecond: number,
    burst: number,
    private readonly clock: () => number,
  ) {
    if (!(requestsPerSecond > 0)) throw new RangeError('requestsPerSecond must be above 0');
    this.interval = 1000 / requestsPerSecond;
    this.tolerance = (Math.max(1, Math.floor(burst)) - 1) * this.interval;
  }

  /** Reserves the next start and returns how long to wait for it (0 = start now). */
  reserve(): number {
    const now = this.clock();
    const start = Math.max(now, this.tat - this.tolerance);
    this.tat = Math.max(this.tat, start) + this.interval;
    return start - now;
  }

  /** No start before `ms` from now for anyone (a Retry-After applies to the whole account, not one caller). */
  holdFor(ms: number): void {
    this.tat = Math.max(this.tat, this.clock() + ms + this.tolerance);
  }
}
