/**
 * The pace a feed download must keep: a rate floor averaged over a window, and a ceiling on its
 * length. Pure (the caller passes the times), so the rules are tested without a network.
 */

/** How slow and how long a download may be. */
export interface DownloadPace {
  /** Lowest average rate, bytes per second over the last `windowMs` of reading; 0: no floor. */
  minBytesPerSecond: number;
  /** The span the rate is averaged over, in ms of reading (time spent waiting for the feed's bytes). */
  windowMs: number;
  /** Longest download, ms from its start (our own work included); null: no ceiling. */
  maxDurationMs: number | null;
}

/** Why a download must stop, with what was measured. */
export type PaceBreach =
  | { reason: 'too_slow'; bytesPerSecond: number; windowMs: number }
  | { reason: 'too_long'; elapsedMs: number };

/**
 * Watches one download. The rate is measured on a clock that runs only while the reader waits for
 * bytes: while the consumer digests a chunk (a database merge, backpressure) the feed is not asked
 * for more, so a slow consumer never makes a fast feed look slow. The floor is judged only once a
 * whole window of reading has passed; the ceiling counts wall time from the start.
 */
export class StreamGuard {
  /** Reading time so far, ms. */
  private reading = 0;
  /** Chunks that arrived within the last window: when (reading clock) and how many bytes. */
  private readonly recent: { at: number; bytes: number }[] = [];
  private recentBytes = 0;

  constructor(
    private readonly pace: DownloadPace,
    private readonly startedAt: number,
  ) {
    if (pace.minBytesPerSecond > 0 && !(pace.windowMs > 0))
      throw new RangeError('a rate floor needs a window of at least 1 ms');
  }

  /** A chunk of `bytes` arrived at `now`, after the reader had waited `waitedMs` for it. */
  chunk(bytes: number, waitedMs: number, now: number): PaceBreach | null {
    this.reading += Math.max(0, waitedMs);
    this.recent.push({ at: this.reading, bytes });
    this.recentBytes += bytes;
    return this.elapsed(now) ?? this.rate();
  }

  /** The ceiling alone (a timer while nothing arrives). */
  elapsed(now: number): PaceBreach | null {
    const { maxDurationMs } = this.pace;
    const elapsedMs = now - this.startedAt;
    return maxDurationMs !== null && elapsedMs > maxDurationMs ? { reason: 'too_long', elapsedMs } : null;
  }

  /** The floor over the last window of reading, once there was a whole window. */
  private rate(): PaceBreach | null {
    const { minBytesPerSecond, windowMs } = this.pace;
    if (minBytesPerSecond <= 0) return null;
    const from = this.reading - windowMs;
    while (this.recent.length && this.recent[0].at <= from) this.recentBytes -= this.recent.shift()!.bytes;
    if (from < 0) return null;
    const bytesPerSecond = (this.recentBytes * 1000) / windowMs;
    return bytesPerSecond < minBytesPerSecond ? { reason: 'too_slow', bytesPerSecond, windowMs } : null;
  }
}

/** A rate as the messages show it: `512 B/s` below 1 KiB/s, else `1.5 KiB/s` (at most 2 decimals). */
export function formatRate(bytesPerSecond: number): string {
  if (bytesPerSecond < 1024) return `${trimmed(bytesPerSecond, bytesPerSecond < 10 ? 2 : 0)} B/s`;
  return `${trimmed(bytesPerSecond / 1024, 2)} KiB/s`;
}

/** A span as the messages show it: `0.4 s`, `45 s`, `12 min`, `1 h 5 min` (units read the same in en and et). */
export function formatDuration(ms: number): string {
  if (ms < 9950) return `${trimmed(ms / 1000, 1)} s`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 120) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest ? `${Math.floor(minutes / 60)} h ${rest} min` : `${minutes / 60} h`;
}

/** A number with at most `decimals` decimals and no trailing zeros. */
function trimmed(value: number, decimals: number): string {
  return String(Number(value.toFixed(decimals)));
}
