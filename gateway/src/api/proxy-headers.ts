import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { SESSION_HANDOFF_HEADER, type ServiceName } from '@feedhub/contracts';
import { IDENTITY_HEADER } from '@feedhub/service-kit';
import { cookieNameOf } from '../cookies';

/** Hop-by-hop headers (RFC 9110 §7.6.1) and what only the gateway may say to a service. */
const DROP_REQUEST = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'expect',
  'content-length',
  // the gateway decoded the body (body.stage.ts): the service gets it plain
  'content-encoding',
  IDENTITY_HEADER,
  SESSION_HANDOFF_HEADER,
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  'forwarded',
]);
/** Hop-by-hop headers of an answer, and the private handoff header. */
const DROP_RESPONSE = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'trailer',
  SESSION_HANDOFF_HEADER,
];

/** The request headers a service must not get: DROP_REQUEST plus whatever `Connection` names. */
export function droppedRequestHeaders(headers: IncomingHttpHeaders): Set<string> {
  const dropped = new Set(DROP_REQUEST);
  for (const token of String(headers.connection ?? '').split(',')) {
    const name = token.trim().toLowerCase();
    if (name && name !== 'host') dropped.add(name);
  }
  return dropped;
}

/**
 * Cleans a service's answer in place and sets its cookies: hop-by-hop headers and any Set-Cookie
 * of the service go (the gateway is the only cookie writer); the gateway's own cookies are set,
 * and identity's session handoff header becomes the session cookie (replacing a cookie of the
 * same name the gateway meant to send). Reports what it dropped.
 */
export function answerCookies(
  answer: IncomingMessage,
  service: ServiceName,
  gatewayCookies: string[],
  sessionCookie: (handoff: string) => string | null,
): { dropped: boolean; malformed: boolean } {
  const headers = answer.headers;
  const handoff = headers[SESSION_HANDOFF_HEADER];
  for (const name of DROP_RESPONSE) delete headers[name];
  const dropped = headers['set-cookie'] !== undefined;
  delete headers['set-cookie'];
  let cookies = gatewayCookies;
  let malformed = false;
  // Only identity opens and ends sessions.
  if (service === 'identity' && typeof handoff === 'string') {
    const session = sessionCookie(handoff);
    if (session) cookies = [...cookies.filter((c) => cookieNameOf(c) !== cookieNameOf(session)), session];
    else malformed = true;
  }
  if (cookies.length) headers['set-cookie'] = cookies;
  return { dropped, malformed };
}
