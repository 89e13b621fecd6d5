import type { AddressInfo } from 'node:net';
import Router, { type RouterMiddleware } from '@koa/router';
import Koa from 'koa';
import { Faults } from './faults';
import type { FakeContext, FakeRoute } from './http';
import { AkeneoHttpError } from './paging';
import { COLLECTION_TYPE, ndjsonLines } from './products.handlers';
import { RequestLog } from './request-log';
import { ROUTES } from './routes';
import { createState, type AkeneoState } from './state';
import { TokenStore, type AkeneoCredentials } from './tokens';
import type { AkeneoFixture } from './types';

/** Options of `startFakeAkeneo`. */
export interface FakeAkeneoOptions {
  /** Fixture fields replacing the default fixture's. */
  fixture?: Partial<AkeneoFixture>;
  /** The accepted connection (defaults: client/secret, admin/admin). */
  credentials?: Partial<AkeneoCredentials>;
  /** Access-token life in seconds (default 3600). */
  expiresIn?: number;
  /** Refresh-token life in seconds (default 14 days). */
  refreshExpiresIn?: number;
}

/** A running fake Akeneo. */
export interface FakeAkeneo {
  /** Base URL, e.g. http://127.0.0.1:40123. */
  url: string;
  /** Fixtures and products. */
  state: AkeneoState;
  /** Fault settings and rules. */
  faults: Faults;
  /** Request log and counters. */
  requests: RequestLog;
  /** Issued tokens (tests may revoke them or change `expiresIn`). */
  tokens: TokenStore;
  /** Stops the server and drops open connections. */
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function readBody(req: Koa.Request['req']): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Answers an error in Akeneo's `{code, message, errors?}` envelope. */
function fail(ctx: Koa.Context, e: AkeneoHttpError): void {
  ctx.status = e.status;
  ctx.body = e.errors
    ? { code: e.status, message: e.message, errors: e.errors }
    : { code: e.status, message: e.message };
}

/** Wraps a table row: faults, body limit, latency, bearer check, then the handler; errors become envelopes. */
function handle(fake: FakeContext, route: FakeRoute): RouterMiddleware {
  const key = `${route.method} ${route.path}`;
  return async (ctx) => {
    ctx.state.route = key;
    const raw = ctx.state.raw as Buffer;
    const rules = fake.faults.take(key);
    try {
      for (const r of rules) if (r.kind === 'delay') await sleep(r.ms);
      if (rules.some((r) => r.kind === 'reset')) {
        ctx.state.reset = true;
        ctx.respond = false;
        ctx.req.socket.destroy();
        return;
      }
      const status = rules.find((r) => r.kind === 'status');
      if (status?.kind === 'status') {
        if (status.retryAfter !== undefined) ctx.set('Retry-After', String(status.retryAfter));
        throw new AkeneoHttpError(
          status.status,
          status.status === 429 ? 'Too many requests' : 'Injected server error',
        );
      }
      if (fake.faults.maxBodyBytes !== null && raw.length > fake.faults.maxBodyBytes)
        throw new AkeneoHttpError(403, 'Request body too large');
      const latency = fake.faults.latency;
      if (latency) await sleep(latency.latencyMs + latency.perLineMs * (ctx.state.lines as number));
      if (!route.open) {
        const refused = fake.tokens.check(/^Bearer (.+)$/i.exec(ctx.get('authorization'))?.[1]);
        if (refused) throw new AkeneoHttpError(401, refused);
      }
      const truncate = rules.find((r) => r.kind === 'truncate');
      await route.handler(fake, {
        ctx,
        raw,
        params: ctx.params as Record<string, string>,
        url: new URL(ctx.href),
        truncate: truncate?.kind === 'truncate' ? truncate : undefined,
      });
    } catch (e) {
      if (!(e instanceof AkeneoHttpError)) throw e;
      fail(ctx, e);
    }
  };
}

/** The outer middleware: body, request log, concurrency and rate caps (before routing, like a gateway). */
function gate(fake: FakeContext): Koa.Middleware {
  const recent: number[] = [];
  return async (ctx, next) => {
    const at = Date.now();
    const log = fake.requests;
    log.inFlight += 1;
    log.peakConcurrency = Math.max(log.peakConcurrency, log.inFlight);
    ctx.state.lines = 0;
    let bytes = 0;
    try {
      const raw = await readBody(ctx.req);
      bytes = raw.length;
      ctx.state.raw = raw;
      if (ctx.method === 'PATCH' && ctx.is(COLLECTION_TYPE)) {
        ctx.state.lines = ndjsonLines(raw).length;
        log.batchSizes.push(ctx.state.lines as number);
      }
      const { maxConcurrent, maxRequestsPerSecond } = fake.faults;
      while (recent.length && recent[0] <= at - 1000) recent.shift();
      recent.push(at);
      if (maxConcurrent !== null && log.inFlight > maxConcurrent)
        fail(ctx, new AkeneoHttpError(429, `Too many concurrent requests (max ${maxConcurrent})`));
      else if (maxRequestsPerSecond !== null && recent.length > maxRequestsPerSecond) {
        ctx.set('Retry-After', '1');
        fail(ctx, new AkeneoHttpError(429, `Too many requests (max ${maxRequestsPerSecond}/s)`));
      } else await next();
      if (ctx.status === 404 && ctx.body === undefined) fail(ctx, new AkeneoHttpError(404, 'Not found'));
    } finally {
      log.inFlight -= 1;
      log.add({
        method: ctx.method,
        path: ctx.path,
        route: (ctx.state.route as string | undefined) ?? ctx.path,
        status: ctx.state.reset ? 0 : ctx.respond === false ? ctx.res.statusCode : ctx.status,
        lines: ctx.state.lines as number,
        bytes,
        at,
        durationMs: Date.now() - at,
      });
    }
  };
}

/** Starts a fake Akeneo PIM on 127.0.0.1 (random port) with the default or a seeded fixture. */
export async function startFakeAkeneo(options: FakeAkeneoOptions = {}): Promise<FakeAkeneo> {
  const fake: FakeContext = {
    state: createState(options.fixture),
    faults: new Faults(),
    requests: new RequestLog(),
    tokens: new TokenStore(options.expiresIn, options.refreshExpiresIn),
    credentials: {
      clientId: 'client',
      secret: 'secret',
      username: 'admin',
      password: 'admin',
      ...options.credentials,
    },
  };
  const router = new Router();
  router.get('/api/rest/v1', (ctx) => {
    ctx.body = Object.fromEntries(
      ROUTES.map((r) => [`${r.method} ${r.path}`, { route: r.path, methods: [r.method] }]),
    );
  });
  for (const route of ROUTES) router.register(route.path, [route.method], handle(fake, route));
  const app = new Koa();
  app.use(gate(fake));
  app.use(router.routes());
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state: fake.state,
    faults: fake.faults,
    requests: fake.requests,
    tokens: fake.tokens,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
