import type { ApiClient } from './client';
import { registerApiClient } from './registry';
import { configureJobEvents, type EventSourceLike } from './job-events';
import type { Query } from './query-string';

/**
 * Test helpers for screens (jsdom; `@feedhub/api-client/testing`, not part of the package's main
 * entry): a fake of the shell's API client and a fake EventSource for the live job events.
 */

/** A request the fake API answered. */
export interface FakeCall {
  /** HTTP method. */
  method: 'get' | 'post' | 'delete';
  /** Path without the query. */
  path: string;
  /** Query (GET, DELETE) or body (POST). */
  payload: unknown;
}

/** Answers by method and path: a value (the JSON answer) or a function of the payload; throw for failures. */
export type FakeRoutes = Record<string, unknown | ((payload: unknown) => unknown)>;

/**
 * A fake of the shell's API client for screen tests: answers `'get /api/…'` keys from `routes` (parsed
 * by the caller's schema, as the real client does) and records every call.
 */
export function fakeApi(routes: FakeRoutes): { calls: FakeCall[] } {
  const calls: FakeCall[] = [];
  const answer = (method: FakeCall['method'], path: string, payload: unknown) => {
    calls.push({ method, path, payload });
    const key = `${method} ${path}`;
    if (!(key in routes)) throw new Error(`No fake answer for ${key}`);
    const route = routes[key];
    return typeof route === 'function' ? (route as (p: unknown) => unknown)(payload) : route;
  };
  const client: ApiClient = {
    get: async (path, schema, query?: Query) => schema.parse(answer('get', path, query)),
    post: async (path, schema, body) => schema.parse(answer('post', path, body)),
    del: async (path, schema, query?: Query) => schema.parse(answer('delete', path, query)),
  };
  registerApiClient(client);
  return { calls };
}

/** A fake EventSource: the test opens it, pushes events and breaks it. */
export class FakeEventSource implements EventSourceLike {
  /** Every stream opened since installFakeEventSource, oldest first. */
  static opened: FakeEventSource[] = [];
  /** The stream opened last. */
  static get latest(): FakeEventSource | undefined {
    return FakeEventSource.opened.at(-1);
  }

  onerror: ((event: Event) => void) | null = null;
  /** Closed by the client. */
  closed = false;
  private readonly handlers = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
  }

  /** The server sends an event (`data` as JSON unless it is a string already). */
  emit(type: string, data: unknown = ''): void {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    for (const listener of this.handlers.get(type) ?? []) listener(new MessageEvent(type, { data: text }));
  }

  /** The gateway accepted the stream (`event: ready`). */
  ready(): void {
    this.emit('ready');
  }

  /** The stream fails (network, gateway restart, session ended). */
  fail(): void {
    this.onerror?.(new Event('error'));
  }
}

/** Job events come from FakeEventSource from now on (`null`: the browser has no EventSource). */
export function installFakeEventSource(options: { unavailable?: boolean } = {}): void {
  FakeEventSource.opened = [];
  configureJobEvents(options.unavailable ? () => null : (url) => new FakeEventSource(url));
}
