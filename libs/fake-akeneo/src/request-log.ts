/** One logged call. */
export interface LoggedRequest {
  /** HTTP method. */
  method: string;
  /** Path without query. */
  path: string;
  /** Route key ("PATCH /api/rest/v1/products"), or the path when no route matched. */
  route: string;
  /** Answered status (0 when the connection was reset). */
  status: number;
  /** NDJSON lines of a PATCH-list, else 0. */
  lines: number;
  /** Request body size in bytes. */
  bytes: number;
  /** Start time (epoch ms). */
  at: number;
  /** Duration in ms. */
  durationMs: number;
}

/** Every call plus the counters tests and the benchmark assert on. */
export class RequestLog {
  /** The calls, in arrival order of their answers. */
  readonly entries: LoggedRequest[] = [];
  /** Calls per route key. */
  readonly callsByRoute: Record<string, number> = {};
  /** Successful password grants. */
  tokenGrants = 0;
  /** Successful refresh grants. */
  tokenRefreshes = 0;
  /** Most requests in flight at once. */
  peakConcurrency = 0;
  /** Lines of every PATCH-list received. */
  readonly batchSizes: number[] = [];
  /** Requests in flight now. */
  inFlight = 0;

  /** Records a finished call. */
  add(entry: LoggedRequest): void {
    this.entries.push(entry);
    this.callsByRoute[entry.route] = (this.callsByRoute[entry.route] ?? 0) + 1;
  }

  /** Calls to one route key. */
  count(route: string): number {
    return this.callsByRoute[route] ?? 0;
  }
}
