/** Faults of the fake, changeable while it runs. */
export class IcecatFaults {
  private tooMany: Array<{ left: number; retryAfterSeconds?: number }> = [];
  private serverErrors: Array<{ left: number; status: number }> = [];
  /** Delay before every answer, in ms (a slow Icecat). */
  latencyMs = 0;
  /** Requests per second allowed (a sliding one-second window over arrivals); above it: 429 with Retry-After: 1. Null = no cap. */
  requestsPerSecond: number | null = null;

  /** The next `times` requests answer 429, with `Retry-After: retryAfterSeconds` when given. */
  tooManyRequests(times: number, retryAfterSeconds?: number): void {
    this.tooMany.push({ left: times, retryAfterSeconds });
  }

  /** The next `times` requests answer `status` (default 503) with an HTML body, as a proxy in front would. */
  serverError(times: number, status = 503): void {
    this.serverErrors.push({ left: times, status });
  }

  /** Takes the queued 429 for this request, if any (oldest rule first). */
  takeTooMany(): { retryAfterSeconds?: number } | undefined {
    return this.take(this.tooMany);
  }

  /** Takes the queued 5xx for this request, if any. */
  takeServerError(): { status: number } | undefined {
    return this.take(this.serverErrors);
  }

  /** Clears every rule and setting. */
  clear(): void {
    this.tooMany = [];
    this.serverErrors = [];
    this.latencyMs = 0;
    this.requestsPerSecond = null;
  }

  private take<T extends { left: number }>(rules: T[]): T | undefined {
    const rule = rules.find((r) => r.left > 0);
    if (!rule) return undefined;
    rule.left -= 1;
    if (rule.left === 0) rules.splice(rules.indexOf(rule), 1);
    return rule;
  }
}
