import http, { type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import { createProxyMiddleware, type RequestHandler } from 'http-proxy-middleware';
import type { ServiceName } from '@feedhub/contracts';
import type { Logger } from '@feedhub/service-kit';
import { answerCookies, droppedRequestHeaders } from './proxy-headers';
import type { UpstreamPool } from './upstream-pool';

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

/** One call on its way: its job, the replica it went to and the replicas left to try. */
interface ProxyCall {
  job: ProxyJob;
  target: URL;
  /** Sends the call to the next replica; false when none is left. */
  retry(): boolean;
}

/** A failure that happened before the service could see the request: safe to send it elsewhere. */
function neverReached(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ECONNREFUSED' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH';
}

/**
 * The `/api` proxy: one http-proxy-middleware handler per service, used as a plain node
 * `(req, res, next)` handler; answers are cleaned by proxy-headers.ts (hop-by-hop headers, cookies).
 * The gateway reads and checks the body before proxying, so the request stream has ended by then:
 * the `proxyReq` hook writes the body. That hook runs on the outgoing request's 'socket' event,
 * which comes before http-proxy's pipe ends the request (both are next-tick callbacks, the
 * socket's queued first) as long as the agent hands out a socket at once: hence an agent without
 * a socket cap.
 * Each service may run as several replicas (an UpstreamPool): a call goes to the next replica that is
 * up, and a call that could not connect (a dead process) is sent to the next one, whatever its method,
 * since the service never saw it; any other failure answers 503 (the service may have acted).
 */
export function createProxy(
  pools: Record<ServiceName, UpstreamPool>,
  log: Logger,
  options: ProxyOptions,
): Proxy {
  const calls = new WeakMap<IncomingMessage, ProxyCall>();
  const handlers = new Map<ServiceName, RequestHandler>();
  for (const [service, pool] of Object.entries(pools) as [ServiceName, UpstreamPool][]) {
    const first = pool.replicas[0] as URL;
    const agent =
      first.protocol === 'https:'
        ? new https.Agent({ keepAlive: true })
        : new http.Agent({ keepAlive: true });
    handlers.set(
      service,
      createProxyMiddleware<IncomingMessage, ServerResponse>({
        target: first.origin,
        router: (req) => (calls.get(req)?.target ?? first).origin,
        changeOrigin: true,
        agent,
        proxyTimeout: options.timeoutMs ?? 120_000,
        on: {
          proxyReq: (proxyReq, req, res) => writeRequest(proxyReq, req, res, calls.get(req)?.job),
          proxyRes: (proxyRes, req) => {
            const cookies = answerCookies(
              proxyRes,
              service,
              calls.get(req)?.job.setCookies ?? [],
              options.sessionCookie,
            );
            if (cookies.dropped) log.warn({ service, path: req.url }, 'a service wrote Set-Cookie: dropped');
            if (cookies.malformed) log.warn({ path: req.url }, 'malformed session handoff ignored');
          },
          error: (err, req, res) => {
            const response = res as ServerResponse | Socket;
            if (!('writeHead' in response) || response.destroyed || response.writableEnded) return;
            const call = calls.get(req);
            if (call && neverReached(err)) {
              pool.markDown(call.target, (err as NodeJS.ErrnoException).code ?? 'unreachable');
              if (!response.headersSent && call.retry()) return;
            }
            log.error({ err, service, path: req.url }, 'upstream failed');
            if (response.headersSent) response.destroy();
            else call?.job.unavailable();
          },
        },
      }),
    );
  }
  return (service, req, res, job) => {
    // Node answered `Expect: 100-continue` itself; forwarded, it would make http-proxy skip proxyReq.
    delete req.headers.expect;
    const handler = handlers.get(service) as RequestHandler;
    const replicas = pools[service].attempts();
    return new Promise<void>((resolve, reject) => {
      // The router reads the call's current target, so a retry is the same handler once more.
      const send = (next: (err?: unknown) => void) =>
        handler(req, res, next).then(undefined, (err: unknown) => next(err));
      const call: ProxyCall = {
        job,
        target: replicas.shift() as URL,
        retry: () => {
          const target = replicas.shift();
          if (!target) return false;
          call.target = target;
          void send((err) => (err ? job.unavailable() : undefined));
          return true;
        },
      };
      calls.set(req, call);
      void send((err) => (err ? reject(err) : resolve())).then(resolve);
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
