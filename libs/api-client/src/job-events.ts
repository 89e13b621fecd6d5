import { JobChangedEventSchema, SSE_EVENTS, type JobChangedEvent } from '@feedhub/contracts';

/**
 * The live job events of the page (DESIGN §4): ONE EventSource on `GET /api/events`, shared by every
 * screen of the shell and the remotes (this module is a shared singleton, like the API client). It
 * opens when the first screen listens and closes a little after the last one stops; when it fails it
 * says so (status `down`: the screens poll instead) and connects again with a growing delay.
 */

/** Where the gateway streams the job events (server-sent events, same-origin cookie auth). */
export const JOB_EVENTS_PATH = '/api/events';
/** How often a screen polls while the stream is down (or the browser has no EventSource). */
export const FALLBACK_POLL_MS = 5000;
/** First reconnect delay; it doubles after each failure up to RECONNECT_MAX_MS. */
export const RECONNECT_BASE_MS = 1000;
/** Longest reconnect delay. */
export const RECONNECT_MAX_MS = 30_000;
/** How long the stream stays open after the last listener left (a route change remounts the screen). */
export const IDLE_CLOSE_MS = 3000;

/** Where the stream stands: connecting (not yet told `ready`), live, or down (failed, closed or unavailable). */
export type JobEventsStatus = 'connecting' | 'live' | 'down';

/** What this module needs of an EventSource (the browser's, or a test's fake). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  /** Called on a failed connection or a dropped stream. */
  onerror: ((event: Event) => void) | null;
  close(): void;
}

/** Opens a stream; null when the browser has none (the screens then poll). */
export type EventSourceFactory = (url: string) => EventSourceLike | null;

/** The browser's EventSource, when it has one. */
const browserEventSource: EventSourceFactory = (url) =>
  typeof EventSource === 'undefined' ? null : (new EventSource(url) as unknown as EventSourceLike);

/** A listener of job events. */
export type JobEventListener = (event: JobChangedEvent) => void;

/** The page's one stream with its listeners, status and reconnect schedule. */
class JobEventStream {
  private source: EventSourceLike | null = null;
  private readonly listeners = new Set<JobEventListener>();
  private readonly statusListeners = new Set<() => void>();
  private current: JobEventsStatus = 'connecting';
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private factory: EventSourceFactory = browserEventSource;

  /** The stream's status now. */
  status = (): JobEventsStatus => this.current;

  /** Calls `listener` whenever the status changes; returns the unsubscribe. */
  onStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => void this.statusListeners.delete(listener);
  };

  /** Listens to job events (opens the stream if needed); returns the unsubscribe. */
  subscribe(listener: JobEventListener): () => void {
    this.listeners.add(listener);
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    if (!this.source && this.retryTimer === undefined) this.connect();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) {
        clearTimeout(this.idleTimer);
        this.idleTimer = setTimeout(() => this.stop(), IDLE_CLOSE_MS);
      }
    };
  }

  /** Uses another EventSource (tests); closes the current stream. */
  configure(factory: EventSourceFactory | undefined): void {
    this.stop();
    this.factory = factory ?? browserEventSource;
  }

  /** Closes everything and forgets the failures (tests, and the idle close). */
  stop(): void {
    clearTimeout(this.retryTimer);
    clearTimeout(this.idleTimer);
    this.retryTimer = undefined;
    this.idleTimer = undefined;
    this.source?.close();
    this.source = null;
    this.failures = 0;
    this.setStatus('connecting');
  }

  private connect(): void {
    this.retryTimer = undefined;
    const source = this.factory(JOB_EVENTS_PATH);
    if (!source) {
      // No EventSource in this browser: poll for good.
      this.setStatus('down');
      return;
    }
    this.source = source;
    source.addEventListener(SSE_EVENTS.ready, () => {
      this.failures = 0;
      this.setStatus('live');
    });
    source.addEventListener(SSE_EVENTS.job, (message) => {
      const event = parseJobEvent(message.data);
      if (!event) return;
      this.setStatus('live');
      for (const listener of [...this.listeners]) listener(event);
    });
    source.onerror = () => this.fail(source);
  }

  /** The stream failed or closed (a gateway restart, a 401 once the session ended): poll, and try again later. */
  private fail(source: EventSourceLike): void {
    if (source !== this.source) return;
    // Close it ourselves: the browser's own retry has no backoff and never gives up after an HTTP error.
    source.close();
    this.source = null;
    this.setStatus('down');
    if (this.listeners.size === 0) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** this.failures);
    this.failures += 1;
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  private setStatus(status: JobEventsStatus): void {
    if (status === this.current) return;
    this.current = status;
    for (const listener of [...this.statusListeners]) listener();
  }
}

/**
 * A `job` event's data, or null when it is not a job change (ignored, never thrown). Its `progress`
 * keeps only the counters the server sent: the schema's defaults would otherwise turn a counter left
 * out into 0 and wipe it from the row it is merged into.
 */
export function parseJobEvent(data: unknown): JobChangedEvent | null {
  if (typeof data !== 'string') return null;
  let raw: unknown;
  try {
    raw = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = JobChangedEventSchema.safeParse(raw);
  if (!parsed.success) return null;
  const event = parsed.data;
  const sent = (raw as { progress?: unknown }).progress;
  if (!event.progress || typeof sent !== 'object' || sent === null) return event;
  const progress = Object.fromEntries(Object.entries(event.progress).filter(([key]) => key in sent));
  return { ...event, progress };
}

/** The page's one job event stream. */
export const jobEventStream = new JobEventStream();

/** Lets tests plug in a fake EventSource (undefined: the browser's again); closes the current stream. */
export function configureJobEvents(factory?: EventSourceFactory): void {
  jobEventStream.configure(factory);
}
