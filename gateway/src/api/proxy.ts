import http, {
  type ClientRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import { createProxyMiddleware, type RequestHandler } from 'http-proxy-middleware';
import type { ServiceName } from '@feedhub/contracts';
import type { Logger } from '@feedhub/service-kit';

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
  /** Set-Cookie values the gateway adds to the answer. */
  setCookies: string[];
  /** Answers the client when the service cannot be reached (503 envelope). */
  unavailable(): void;
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
 * `(req, res, next)` handler. The gateway reads and checks the body before proxying, so the request
 * stream has ended by then; the `proxyReq` hook writes the body to the service. That hook runs on
 * the outgoing request's 'socket' event, which comes before http-proxy's pipe ends the request
 * (both are next-tick callbacks, the socket's queued first) as long as the agent hands out a
 * socket at once: hence an agent without a socket cap.
 */
export function createProxy(upstreams: Record<ServiceName, URL>, log: Logger, timeoutMs = 120_000): Proxy {
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
        proxyTimeout: timeoutMs,
        on: {
          proxyReq: (proxyReq, req, res) => writeRequest(proxyReq, req, res, jobs.get(req)),
          proxyRes: (proxyRes, req) => {
            for (const name of DROP_RESPONSE) delete proxyRes.headers[name];
            const setCookies = jobs.get(req)?.setCookies ?? [];
            if (setCookies.length)
              proxyRes.headers['set-cookie'] = [...(proxyRes.headers['set-cookie'] ?? []), ...setCookies];
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
