import type Koa from 'koa';
import type { Faults, FaultRule } from './faults';
import type { AkeneoState } from './state';
import type { TokenStore, AkeneoCredentials } from './tokens';
import type { RequestLog } from './request-log';

/** What every handler reaches: the fake's store, faults, log and tokens. */
export interface FakeContext {
  /** Fixtures and products. */
  state: AkeneoState;
  /** Fault settings. */
  faults: Faults;
  /** Request log. */
  requests: RequestLog;
  /** Issued tokens. */
  tokens: TokenStore;
  /** The accepted connection. */
  credentials: AkeneoCredentials;
}

/** One request as a handler sees it. */
export interface FakeRequest {
  /** Koa context (status, body, headers, raw response for streaming). */
  ctx: Koa.Context;
  /** Full request URL. */
  url: URL;
  /** Route parameters. */
  params: Record<string, string>;
  /** Raw body. */
  raw: Buffer;
  /** The truncate fault for this request, if any. */
  truncate?: Extract<FaultRule, { kind: 'truncate' }>;
}

/** A handler of the route table. */
export type FakeHandler = (fake: FakeContext, req: FakeRequest) => void | Promise<void>;

/** One row of the route table. */
export interface FakeRoute {
  /** HTTP method. */
  method: 'GET' | 'POST' | 'PATCH';
  /** Koa router path. */
  path: string;
  /** Open routes need no bearer token. */
  open?: boolean;
  /** The handler. */
  handler: FakeHandler;
}

/** Parses a JSON body; 400 like Akeneo's "Invalid json message received". */
export function jsonBody(raw: Buffer): unknown {
  return jsonText(raw.toString('utf8'));
}

/** Parsed JSON text, or undefined when it is not JSON. */
export function jsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
