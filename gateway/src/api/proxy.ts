import http, {
  type ClientRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import { createProxyMiddleware, type RequestHandler } from 'http-proxy-middleware';
import { SESSION_HANDOFF_HEADER, type ServiceName } from '@feedhub/contracts';
import type { Logger } from '@feedhub/service-kit';
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
  'x-feedhub-identity',
  'x-feedhub-session',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  'forwarded',
]);
/** Hop-by-hop headers of an answer. */
const DROP_RESPONSE = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'trailer',
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

/** What one proxied call carries besides the request: its checked body and the gateway's headers. */
export interface ProxyJob {
  /** The body, already read and size-checked. */
  body: Buffer;
  /** Headers the gateway adds (signed caller, request id). */
  headers: Record<string, string>;
  /** Set-Cookie values of the gateway's own (anonymous id, a cleared session). */
  setCookies: string[];
  /** Answers the client when the service cannot be reached (503 envelope). */
  unavailable(): void;
}

/** How the proxy treats answers. */
export interface ProxyOptions {
  /** The session cookie for identity's SESSION_HANDOFF_HEADER value; null when malformed. */
  sessionCookie(handoff: string): string | null;
  /** How long a service may take to answer (ms). */
  timeoutMs?: number;
}

/** Sends a request with its job to a service. */
export type Proxy = (
  service: ServiceName,
  req: IncomingMessage,
  res: ServerResponse,
  job: ProxyJob,
) => Promise<void>;

/**
 * The `/api` proxy: one http-proxy-middleware handler per service, used as a plain node
 * `(req, res, next)` handler. Answers lose their hop-by-hop headers and any Set-Cookie: the gateway
 * is the only cookie writer, and turns identity's session handoff header into the session cookie.
 * The gateway reads and checks the body before proxying, so the request
 * stream has ended by then; the `proxyReq` hook writes the body to the service. That hook runs on
 * the outgoing request's 'socket' event, which comes before http-proxy's pipe ends the request
 * (both are next-tick callbacks, the socket's queued first) as long as the agent hands out a
 * socket at once: hence an agent without a socket cap.
 */
export function createProxy(upstreams: Record<ServiceName, URL>, log: Logger, options: ProxyOptions): Proxy {
  const jobs = new WeakMap<IncomingMessage, ProxyJob>();
  const handlers = new Map<ServiceName, RequestHandler>();
  for (const [service, upstream] of Object.entries(upstreams) as [ServiceName, URL][]) {
    const agent =
      upstream.protocol === 'https:'
        ? new https.Agent({ keepAlive: true })
        : new http.Agent({ keepAlive: true });
    handlers.set(
      service,
      createProxyMiddleware<IncomingMessage, ServerResponse>({
        target: upstream.origin,
        changeOrigin: true,
        agent,
        proxyTimeout: options.timeoutMs ?? 120_000,
        on: {
          proxyReq: (proxyReq, req, res) => writeRequest(proxyReq, req, res, jobs.get(req)),
          proxyRes: (proxyRes, req) => {
            for (const name of DROP_RESPONSE) delete proxyRes.headers[name];
            const handoff = proxyRes.headers[SESSION_HANDOFF_HEADER];
            delete proxyRes.headers[SESSION_HANDOFF_HEADER];
            if (proxyRes.headers['set-cookie']) {
              log.warn(
                { service, path: req.url },
                'a service wrote Set-Cookie: dropped, the gateway writes cookies',
              );
              delete proxyRes.headers['set-cookie'];
            }
            let cookies = jobs.get(req)?.setCookies ?? [];
            // Only identity opens and ends sessions.
            if (service === 'identity' && typeof handoff === 'string') {
              const session = options.sessionCookie(handoff);
              if (!session) log.warn({ path: req.url }, 'malformed session handoff ignored');
              else cookies = [...cookies.filter((c) => cookieNameOf(c) !== cookieNameOf(session)), session];
            }
            if (cookies.length) proxyRes.headers['set-cookie'] = cookies;
          },
          error: (err, req, res) => {
            const response = res as ServerResponse | Socket;
            if (!('writeHead' in response) || response.destroyed || response.writableEnded) return;
            log.error({ err, service, path: req.url }, 'upstream failed');
            if (response.headersSent) response.destroy();
            else jobs.get(req)?.unavailable();
          },
        },
      }),
    );
  }
  return (service, req, res, job) => {
    jobs.set(req, job);
    // Node answered `Expect: 100-continue` itself; forwarded, it would make http-proxy skip proxyReq.
    delete req.headers.expect;
    const handler = handlers.get(service) as RequestHandler;
    return new Promise<void>((resolve, reject) => {
      handler(req, res, (err?: unknown) => (err ? reject(err) : resolve())).then(resolve, reject);
    });
  };
}

/** The outgoing request's headers and body; a client that goes away aborts it. */
function writeRequest(
  proxyReq: ClientRequest,
  req: IncomingMessage,
  res: ServerResponse,
  job?: ProxyJob,
): void {
  if (!job || proxyReq.writableEnded) {
    proxyReq.destroy(new Error('proxied request without its body'));
    return;
  }
  // http-proxy aborts on the request's 'aborted' event, which a request whose body was read never
  // emits: watch the answer instead, and abort the service call when the client left before it ended.
  res.on('close', () => {
    if (!res.writableFinished) proxyReq.destroy();
  });
  const dropped = droppedRequestHeaders(req.headers);
  for (const name of proxyReq.getHeaderNames()) if (dropped.has(name)) proxyReq.removeHeader(name);
  for (const [name, value] of Object.entries(job.headers)) proxyReq.setHeader(name, value);
  proxyReq.setHeader('content-length', job.body.length);
  proxyReq.write(job.body);
}
