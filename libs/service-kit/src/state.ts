import type { Logger } from 'pino';
import type { Locale } from '@feedhub/contracts';
import type { Caller } from './identity';

/** What the kit's middleware puts on `ctx.state` before a route runs. */
export interface ServiceState {
  /** Request id (from the gateway's `x-request-id`, else new). */
  requestId: string;
  /** Logger bound to the request. */
  log: Logger;
  /** The verified caller. */
  caller: Caller;
  /** Language of messages. */
  locale: Locale;
}
