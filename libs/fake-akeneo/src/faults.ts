/** A fault that answers the next `times` matching requests (every one when `times` is omitted). */
export type FaultRule = {
  /** Route key such as "PATCH /api/rest/v1/products", or omitted for every route. */
  route?: string;
  /** How many answers it affects; omitted = until cleared. */
  times?: number;
  /** Matching requests let through before the rule applies (a fault on the second call, say). */
  skip?: number;
} & (
  | { kind: 'status'; status: number; retryAfter?: number }
  | { kind: 'delay'; ms: number }
  | { kind: 'reset' }
  | {
      kind: 'truncate';
      /** Lines answered (and applied) before the cut. */
      afterLines: number;
      /** Reset the connection at the cut instead of ending the body cleanly. */
      abort?: boolean;
    }
);

/** The latency model of a real PIM: `latencyMs + perLineMs × lines` before the answer. */
export interface LatencyModel {
  /** Fixed cost of any request in ms. */
  latencyMs: number;
  /** Extra cost per PATCH-list line in ms. */
  perLineMs: number;
}

/** Fault settings and one-shot rules, changeable while the server runs. */
export class Faults {
  private rules: Array<FaultRule & { left: number; skipLeft: number }> = [];
  /** Body size above which the platform answers 403 (PIM.md §1.5); null = no limit. */
  maxBodyBytes: number | null = null;
  /** Concurrent requests above this get 429 (Akeneo's fair use: 4 per connection); null = no cap. */
  maxConcurrent: number | null = 4;
  /** Requests per second above this get 429; null = no cap. */
  maxRequestsPerSecond: number | null = null;
  /** Latency model; null = answer at once. */
  latency: LatencyModel | null = null;
  /** Search-index lag in ms: product lists leave out products written less than this ago (GET by id still sees them). */
  searchLagMs = 0;

  /** Adds a rule; several rules of different kinds may apply to the same request. */
  inject(rule: FaultRule): void {
    this.rules.push({ ...rule, left: rule.times ?? Infinity, skipLeft: rule.skip ?? 0 });
  }

  /** Shorthand: the next `times` answers of a route are 429, with `Retry-After` when given. */
  tooManyRequests(times: number, retryAfter?: number, route?: string): void {
    this.inject({ kind: 'status', status: 429, retryAfter, times, route });
  }

  /** Removes every rule and resets every setting to its default. */
  clear(): void {
    this.rules = [];
    this.maxBodyBytes = null;
    this.maxConcurrent = 4;
    this.maxRequestsPerSecond = null;
    this.latency = null;
    this.searchLagMs = 0;
  }

  /** Takes the rules that match this request (one per kind), using up one of each one's `times`. */
  take(route: string): FaultRule[] {
    // At most one rule of each kind, oldest first: two queued 429 rules answer two calls, not one.
    const hits: Array<FaultRule & { left: number }> = [];
    for (const r of this.rules) {
      if (r.left <= 0 || (r.route !== undefined && r.route !== route) || hits.some((h) => h.kind === r.kind))
        continue;
      if (r.skipLeft > 0) r.skipLeft -= 1;
      else hits.push(r);
    }
    for (const r of hits) r.left -= 1;
    this.rules = this.rules.filter((r) => r.left > 0);
    return hits;
  }
}
