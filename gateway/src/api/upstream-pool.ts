import type { ServiceName } from '@feedhub/contracts';
import type { Logger } from '@feedhub/service-kit';

/** How a pool watches its replicas. */
export interface UpstreamPoolOptions {
  /** How often each replica's health is asked (ms); only pools of more than one replica probe. */
  probeEveryMs: number;
  /** How long one probe may take before the replica counts as down (ms). */
  probeTimeoutMs?: number;
}

/**
 * The replicas of one service behind the gateway (DESIGN §4, several processes of each service):
 * calls go round-robin to the replicas that are up. A replica is down from the moment a call could
 * not connect to it (the proxy reports that) or its health check failed or hung (a stopped process
 * accepts connections but never answers), and up again once a health check answers. With every
 * replica down the pool still hands them out in turn: the call fails fast and says so, and a replica
 * that came back is found at once.
 */
export class UpstreamPool {
  private readonly down = new Set<string>();
  private next = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    readonly service: ServiceName,
    readonly replicas: readonly URL[],
    private readonly log: Logger,
    private readonly options: UpstreamPoolOptions,
  ) {
    if (replicas.length === 0) throw new Error(`${service}: no upstream`);
  }

  /** The replica for the next call. */
  pick(): URL {
    const up = this.replicas.filter((url) => !this.down.has(url.href));
    const candidates = up.length ? up : this.replicas;
    this.next = (this.next + 1) % candidates.length;
    return candidates[this.next] as URL;
  }

  /** The replicas to try, in turn, for one call: the picked one first, then the others that are up. */
  attempts(): URL[] {
    const first = this.pick();
    return [first, ...this.replicas.filter((url) => url !== first && !this.down.has(url.href))];
  }

  /** A call could not reach this replica: leave it out until a health check answers again. */
  markDown(url: URL, reason: string): void {
    if (this.down.has(url.href) || this.replicas.length < 2) return;
    this.down.add(url.href);
    this.log.warn({ service: this.service, upstream: url.origin, reason }, 'upstream replica down');
  }

  /** Whether a replica is in rotation. */
  isUp(url: URL): boolean {
    return !this.down.has(url.href);
  }

  /** Asks every replica's health now; returns how many answered. */
  async probe(): Promise<number> {
    const results = await Promise.all(
      this.replicas.map(async (url) => {
        const ok = await fetch(new URL(`/api/${this.service}/health`, url), {
          signal: AbortSignal.timeout(this.options.probeTimeoutMs ?? 1000),
        })
          .then((res) => res.ok)
          .catch(() => false);
        if (ok && this.down.delete(url.href)) {
          this.log.info({ service: this.service, upstream: url.origin }, 'upstream replica up again');
        }
        if (!ok) this.markDown(url, 'health check failed');
        return ok;
      }),
    );
    return results.filter(Boolean).length;
  }

  /** Starts the periodic health checks (a single replica has nothing to fail over to: no checks). */
  start(): void {
    if (this.replicas.length < 2 || this.timer) return;
    let running = false;
    this.timer = setInterval(() => {
      if (running) return;
      running = true;
      void this.probe().finally(() => (running = false));
    }, this.options.probeEveryMs);
    this.timer.unref();
  }

  /** Stops the health checks. */
  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
