import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  CSRF_META_PLACEHOLDER,
  SUBJECTS,
  SessionResolveRequestSchema,
  WhitelistListRequestSchema,
  type ResolvedSession,
  type SessionResolveReply,
} from '@feedhub/contracts';
import { checkedBus, InProcessBus } from '@feedhub/bus';
import { createLogger, listen, loadConfig, type RunningServer } from '@feedhub/service-kit';
import { GatewayConfigSchema } from '../config';
import { createGateway } from '../gateway';

/** A request as the fake upstream saw it. */
export interface SeenRequest {
  /** The node request (listen to its events). */
  req: IncomingMessage;
  /** The upstream's answer ('close' before it finished = the gateway hung up). */
  res: ServerResponse;
  /** Its headers. */
  headers: IncomingMessage['headers'];
  /** Its body, once read. */
  body: Promise<Buffer>;
}

/** How the fake upstream answers; the default echoes `{ ok: true }`. */
export type UpstreamHandler = (req: IncomingMessage, res: ServerResponse, body: Buffer) => void;

/** A gateway in front of one fake upstream (all three services), with an in-process bus. */
export interface Harness {
  /** Base URL of the gateway. */
  url: string;
  /** Port of the gateway. */
  port: number;
  /** STATIC_ROOT of the gateway. */
  root: string;
  /** GATEWAY_SECRET (to verify the caller header the upstream got). */
  secret: string;
  /** Requests the upstream received, oldest first. */
  seen: SeenRequest[];
  /** Replace the upstream's answer. */
  upstream(handler: UpstreamHandler): void;
  /** A logged-in browser: its Cookie header (session and anonymous cookies) and CSRF token. */
  login(session?: Partial<ResolvedSession>): { cookie: string; csrf: string };
  /** Stops everything and deletes the static root. */
  close(): Promise<void>;
}

/** Options of the harness. */
export interface HarnessOptions {
  /** Gateway environment on top of the defaults. */
  env?: Record<string, string>;
  /** Files under STATIC_ROOT (path → content), e.g. `shell/dist/main.js`. */
  files?: Record<string, string | Buffer>;
  /** Whitelist rules identity hands out (empty = everyone). */
  whitelist?: string[];
  /** Upstream URL override (e.g. a closed port). */
  upstreamUrl?: string;
  /** The upstream variable of every service from the harness's own upstream URL (e.g. replicas around it). */
  upstreams?: (upstreamUrl: string) => string;
}

const defaultHandler: UpstreamHandler = (_req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end('{"ok":true}');
};

/** Starts the harness: static files written first, then the gateway (which precompresses at start). */
export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const root = mkdtempSync(join(tmpdir(), 'feedhub-gw-'));
  const files: Record<string, string | Buffer> = {
    'shell/dist/index.html': `<html><meta name="csrf-token" content="${CSRF_META_PLACEHOLDER}"></html>`,
    ...options.files,
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  const seen: SeenRequest[] = [];
  let handler = defaultHandler;
  const upstreamServer = await listen(
    (req, res) => {
      const body = new Promise<Buffer>((resolve) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => resolve(Buffer.concat(chunks)));
        req.on('close', () => resolve(Buffer.concat(chunks)));
      });
      seen.push({ req, res, headers: req.headers, body });
      void body.then((b) => handler(req, res, b));
    },
    0,
    '127.0.0.1',
  );
  const upstreamUrl =
    options.upstreams?.(`http://127.0.0.1:${upstreamServer.port}`) ??
    options.upstreamUrl ??
    `http://127.0.0.1:${upstreamServer.port}`;
  // Checked against the published contracts: the gateway's own bus traffic must keep them.
  const bus = checkedBus(new InProcessBus());
  const sessions = new Map<string, SessionResolveReply>();
  bus.respond(SUBJECTS.whitelistList, WhitelistListRequestSchema, () => ({ rules: options.whitelist ?? [] }));
  bus.respond(
    SUBJECTS.sessionResolve,
    SessionResolveRequestSchema,
    ({ token }) => sessions.get(token) ?? { status: 'unknown' },
  );
  const secret = randomBytes(32).toString('base64url');
  const config = loadConfig(GatewayConfigSchema, {
    GATEWAY_SECRET: secret,
    TRUSTED_PROXIES: '127.0.0.1,::1',
    IDENTITY_URL: upstreamUrl,
    CATALOG_URL: upstreamUrl,
    JOBS_URL: upstreamUrl,
    STATIC_ROOT: root,
    BODY_LIMIT_BYTES: String(64 * 1024),
    ...options.env,
  });
  const gateway = createGateway({ config, bus, log: createLogger('test', 'silent') });
  await gateway.start();
  const front: RunningServer = await listen(gateway.handle, 0, '127.0.0.1');
  return {
    url: `http://127.0.0.1:${front.port}`,
    port: front.port,
    root,
    secret,
    seen,
    upstream(next) {
      handler = next;
    },
    login(session = {}) {
      const token = randomBytes(32).toString('base64url');
      const csrf = randomBytes(32).toString('base64url');
      sessions.set(token, {
        status: 'active',
        session: {
          sessionId: 's1',
          userId: 1,
          username: 'admin',
          locale: 'en',
          permissions: ['*'],
          csrfToken: csrf,
          ...session,
        },
      });
      const prefix = config.COOKIE_SECURE ? '__Host-' : '';
      const anonymous = randomBytes(24).toString('base64url');
      return { cookie: `${prefix}feedhub_session=${token}; ${prefix}feedhub_anon=${anonymous}`, csrf };
    },
    async close() {
      await front.close(50);
      await upstreamServer.close(50);
      await bus.close();
      bus.assertClean();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A raw request: the path goes out byte for byte (no URL normalisation), the body as given. */
export function rawRequest(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: Buffer | string },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        agent: false,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
