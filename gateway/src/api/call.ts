import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorKey, FieldErrors, Locale } from '@feedhub/contracts';
import type { BrowserState } from '../browser-state';

/** One `/api` request as it moves through the stages. */
export interface ApiCall {
  /** The request. */
  req: IncomingMessage;
  /** The answer. */
  res: ServerResponse;
  /** Path without the query. */
  path: string;
  /** Id of this request (logs, `x-request-id`). */
  requestId: string;
  /** Client IP (see client-ip.ts). */
  ip: string;
  /** Language of answers: Accept-Language, else the session's locale. */
  locale: Locale;
  /** The browser's cookies, once the session stage has read them. */
  state?: BrowserState;
}

/** A stage refuses the request: the pipeline answers with the error envelope of `key`. */
export class GatewayError extends Error {
  /**
   * Builds the refusal; `headers` go with the answer, `errors` (translated field messages) in its
   * body, `params` fill the message's placeholders.
   */
  constructor(
    readonly key: ErrorKey,
    readonly headers: Record<string, string> = {},
    readonly errors?: FieldErrors,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'GatewayError';
  }
}

/** Set-Cookie values the gateway adds to every answer of this call. */
export function cookiesOf(call: ApiCall): Record<string, string[]> {
  return call.state?.setCookies.length ? { 'set-cookie': call.state.setCookies } : {};
}
