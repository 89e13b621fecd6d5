/** How the fake answered a call. */
export type FakeOutcome =
  'found' | 'not_found' | 'restricted' | 'unauthorized' | 'bad_request' | 'rate_limited' | 'server_error';

/** One logged call. Token values are never logged, only whether they came. */
export interface LoggedIcecatRequest {
  /** Query parameters as received (decoded). */
  query: Record<string, string>;
  /** An Api-Token header came. */
  apiToken: boolean;
  /** A Content-Token header came. */
  contentToken: boolean;
  /** HTTP status answered. */
  status: number;
  /** What it came to. */
  outcome: FakeOutcome;
  /** Arrival time (epoch ms). */
  at: number;
  /** Time to answer in ms. */
  durationMs: number;
}

/** Every call and its counters. */
export class IcecatRequestLog {
  /** The calls in the order they were answered. */
  readonly entries: LoggedIcecatRequest[] = [];
  /** Calls per outcome. */
  readonly byOutcome: Partial<Record<FakeOutcome, number>> = {};

  /** Records a call. */
  add(entry: LoggedIcecatRequest): void {
    this.entries.push(entry);
    this.byOutcome[entry.outcome] = (this.byOutcome[entry.outcome] ?? 0) + 1;
  }

  /** Calls with this outcome. */
  count(outcome: FakeOutcome): number {
    return this.byOutcome[outcome] ?? 0;
  }

  /** Every call. */
  get total(): number {
    return this.entries.length;
  }

  /** The most arrivals within any one-second window (what a rate cap sees). */
  peakPerSecond(): number {
    const arrivals = this.entries.map((e) => e.at).sort((a, b) => a - b);
    let peak = 0;
    for (let start = 0, end = 0; end < arrivals.length; end += 1) {
      while (arrivals[end] - arrivals[start] >= 1000) start += 1;
      peak = Math.max(peak, end - start + 1);
    }
    return peak;
  }

  /** Forgets every call. */
  clear(): void {
    this.entries.length = 0;
    for (const key of Object.keys(this.byOutcome) as FakeOutcome[]) delete this.byOutcome[key];
  }
}
