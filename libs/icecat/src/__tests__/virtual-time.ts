/** A virtual clock: `sleep` parks until `run` advances time to it, so tests never wait on wall-clock time. */
export class VirtualTime {
  now = 0;
  private timers: Array<{ at: number; resolve: () => void; reject: (reason: unknown) => void }> = [];

  /** The clock to inject. */
  readonly clock = () => this.now;

  /** The sleep to inject. */
  readonly sleep = (ms: number, signal?: AbortSignal): Promise<void> => {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = { at: this.now + ms, resolve, reject };
      this.timers.push(timer);
      signal?.addEventListener('abort', () => {
        this.timers = this.timers.filter((t) => t !== timer);
        reject(signal.reason);
      });
    });
  };

  /** Settles `work`, advancing time to the next parked sleeper whenever everything else is idle. */
  async run<T>(work: Promise<T>): Promise<T> {
    let done = false;
    const settled = work.finally(() => (done = true));
    settled.catch(() => undefined);
    while (!done) {
      await new Promise((resolve) => setImmediate(resolve));
      if (done || this.timers.length === 0) continue;
      const at = Math.min(...this.timers.map((t) => t.at));
      this.now = at;
      const due = this.timers.filter((t) => t.at <= at);
      this.timers = this.timers.filter((t) => t.at > at);
      for (const t of due) t.resolve();
    }
    return settled;
  }
}
