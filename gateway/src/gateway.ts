import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import {
  CSRF_HEADER,
  CSRF_META_PLACEHOLDER,
  PUBLIC_API_PATHS,
  SERVICES,
  MaintenanceRequestSchema,
  SUBJECTS,
  anonymousCookieName,
  grants,
  serviceForPath,
  sessionCookieName,
  type Locale,
  type ResolvedSession,
  type ServiceName,
} from '@feedhub/contracts';
import type { Bus } from '@feedhub/bus';
import { localeFromHeader } from '@feedhub/i18n';
import { IDENTITY_HEADER, signCaller, type Logger } from '@feedhub/service-kit';
import { clientIp } from './client-ip';
import type { GatewayConfig } from './config';
import { cookie, readCookie } from './cookies';
import { UNSAFE_METHODS, anonymousCsrfToken, newAnonymousId, tokensMatch } from './csrf';
import { forward, readBody } from './proxy';
import { sendError, sendJson } from './respond';
import { applyHeaders, remoteOrigins, securityHeaders } from './security-headers';
import { SessionResolver } from './sessions';
import { IndexTemplate, frontendDirs, resolveFile, sendFile } from './static-files';
import { TEST_REPORTS_PATH, serveTestReports } from './test-reports';
import { WhitelistCache } from './whitelist';

/** What the gateway is built from. */
export interface GatewayDeps {
  /** Settings. */
  config: GatewayConfig;
  /** The bus (session resolve, whitelist). */
  bus: Bus;
  /** Logger. */
  log: Logger;
  /** Instance id (answers to maintenance commands). */
  instance?: string;
}

/** The gateway: an http request listener plus its start (loading the whitelist). */
export interface Gateway {
  /** Node request listener. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Loads the whitelist from identity (retrying until it answers). */
  start(): Promise<void>;
}

/** The browser's state as the gateway sees it: session (if alive) and anonymous id. */
interface BrowserState {
  session: ResolvedSession | null;
  expired: boolean;
  anonymousId: string;
  setCookies: string[];
}

/**
 * The gateway (DESIGN §1, §3): serves the built shell and remotes and /config.json, and guards
 * `/api` before proxying by path prefix: IP whitelist, body limit, session, CSRF; then it signs
 * the caller for the services.
 */
export function createGateway(deps: GatewayDeps): Gateway {
  const { config, bus, log } = deps;
  const root = resolve(config.STATIC_ROOT ?? join(__dirname, '..', '..'));
  const dirs = frontendDirs(root);
  const index = new IndexTemplate(join(dirs.shell, 'index.html'));
  const reportsDir = resolve(config.REPORTS_DIR ?? join(root, 'reports'));
  const whitelist = new WhitelistCache();
  const sessions = new SessionResolver(bus);
  const remotes = {
    mfe_partners: config.REMOTE_PARTNERS_URL,
    mfe_export: config.REMOTE_EXPORT_URL,
    mfe_settings: config.REMOTE_SETTINGS_URL,
  };
  const headers = securityHeaders(remoteOrigins(Object.values(remotes)), config.COOKIE_SECURE);
  const upstreams: Record<ServiceName, URL> = {
    identity: new URL(config.IDENTITY_URL),
    catalog: new URL(config.CATALOG_URL),
    jobs: new URL(config.JOBS_URL),
  };
  const sessionCookie = sessionCookieName(config.COOKIE_SECURE);
  const anonCookie = anonymousCookieName(config.COOKIE_SECURE);

  /** Reads the session and anonymous cookies; an unknown or expired session cookie is cleared. */
  async function browserState(req: IncomingMessage): Promise<BrowserState> {
    const setCookies: string[] = [];
    let anonymousId = readCookie(req, anonCookie);
    if (!anonymousId || !/^[A-Za-z0-9_-]{20,64}$/.test(anonymousId)) {
      anonymousId = newAnonymousId();
      setCookies.push(cookie(anonCookie, anonymousId, config.COOKIE_SECURE));
    }
    const token = readCookie(req, sessionCookie);
    if (!token) return { session: null, expired: false, anonymousId, setCookies };
    const reply = await sessions.resolve(token);
    if (reply.status === 'active') return { session: reply.session, expired: false, anonymousId, setCookies };
    setCookies.push(cookie(sessionCookie, '', config.COOKIE_SECURE, 0));
    return { session: null, expired: reply.status === 'expired', anonymousId, setCookies };
  }

  async function handleApi(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    requestId: string,
  ): Promise<void> {
    const ip = clientIp(req, config.TRUSTED_PROXIES);
    let locale: Locale = localeFromHeader(req.headers['accept-language']);
    if (!whitelist.loaded) return sendError(res, 'service_unavailable', locale);
    if (!whitelist.allows(ip)) {
      log.warn({ ip, path }, 'client IP outside the whitelist');
      return sendError(res, 'permission_denied', locale);
    }
    if (Number(req.headers['content-length'] ?? 0) > config.BODY_LIMIT_BYTES) {
      return sendError(res, 'payload_too_large', locale, { Connection: 'close' });
    }
    if (path === '/api/health') return health(res);
    if (path === '/api/docs') return docs(res);

    const state = await browserState(req);
    const cookies = { 'set-cookie': state.setCookies };
    const isPublic = (PUBLIC_API_PATHS as readonly string[]).includes(path);
    // The browser says which language it shows (Accept-Language); the user's stored locale is the fallback.
    if (state.session && !req.headers['accept-language']) locale = state.session.locale;
    if (state.expired && !isPublic) return sendError(res, 'session_expired', locale, cookies);
    if (!state.session && !isPublic) return sendError(res, 'unauthenticated', locale, cookies);

    const anonymousToken = anonymousCsrfToken(config.GATEWAY_SECRET, state.anonymousId);
    if (UNSAFE_METHODS.has(req.method ?? 'GET')) {
      const expected = state.session?.csrfToken ?? anonymousToken;
      const given = req.headers[CSRF_HEADER.toLowerCase()];
      if (
        req.headers['sec-fetch-site'] === 'cross-site' ||
        !tokensMatch(expected, Array.isArray(given) ? given[0] : given)
      ) {
        return sendError(res, 'csrf_token_mismatch', locale, cookies);
      }
    }
    if (path === TEST_REPORTS_PATH || path.startsWith(`${TEST_REPORTS_PATH}/`)) {
      if (!state.session || !grants(state.session.permissions, 'tests'))
        return sendError(res, 'permission_denied', locale, cookies);
      return serveTestReports(req, res, path, reportsDir);
    }
    const service = serviceForPath(path);
    if (!service) return sendError(res, 'page_not_found', locale, cookies);

    const body = UNSAFE_METHODS.has(req.method ?? 'GET')
      ? await readBody(req, config.BODY_LIMIT_BYTES)
      : Buffer.alloc(0);
    if (body === null)
      return sendError(res, 'payload_too_large', locale, { ...cookies, Connection: 'close' });
    // A login or logout replaces this browser's session: drop the cached lookup now.
    const token = readCookie(req, sessionCookie);
    if (token && (path === '/api/auth/login' || path === '/api/auth/logout')) sessions.forget(token);

    const caller = signCaller(config.GATEWAY_SECRET, {
      user: state.session
        ? {
            id: state.session.userId,
            username: state.session.username,
            permissions: state.session.permissions,
            sessionId: state.session.sessionId,
          }
        : null,
      ip,
      locale,
      anonymousCsrfToken: anonymousToken,
      iat: Date.now(),
    });
    try {
      await forward(
        req,
        res,
        upstreams[service],
        body,
        { [IDENTITY_HEADER]: caller, 'x-request-id': requestId },
        cookies,
      );
    } catch (err) {
      log.error({ err, service, path }, 'upstream failed');
      if (!res.headersSent) sendError(res, 'service_unavailable', locale);
      else res.destroy();
    }
  }

  /** 200 when every service answers its health check, else 503 with who is down. */
  async function health(res: ServerResponse): Promise<void> {
    const results = await Promise.all(
      SERVICES.map(async (service) => {
        try {
          const r = await fetch(new URL(`/api/${service}/health`, upstreams[service]), {
            signal: AbortSignal.timeout(2000),
          });
          return [service, r.ok ? 'ok' : `status ${r.status}`] as const;
        } catch {
          return [service, 'unreachable'] as const;
        }
      }),
    );
    const ok = results.every(([, status]) => status === 'ok');
    sendJson(res, ok ? 200 : 503, {
      data: { status: ok ? 'ok' : 'degraded', services: Object.fromEntries(results) },
    });
  }

  /** One OpenAPI document from every service's route table. */
  async function docs(res: ServerResponse): Promise<void> {
    const paths: Record<string, unknown> = {};
    for (const service of SERVICES) {
      try {
        const r = await fetch(new URL(`/api/${service}/openapi.json`, upstreams[service]), {
          signal: AbortSignal.timeout(2000),
        });
        Object.assign(paths, ((await r.json()) as { paths: Record<string, unknown> }).paths);
      } catch {
        // a service that is down leaves its paths out
      }
    }
    sendJson(res, 200, { openapi: '3.1.0', info: { title: 'Feedhub API', version: '1' }, paths });
  }

  /** index.html with this browser's CSRF token in the meta tag. */
  async function sendIndex(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const template = await index.text();
    if (template === null) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('The frontend is not built yet: run `npm run build` (npm start does it for you).');
      return;
    }
    let state: BrowserState;
    try {
      state = await browserState(req);
    } catch {
      state = { session: null, expired: false, anonymousId: newAnonymousId(), setCookies: [] };
      state.setCookies.push(cookie(anonCookie, state.anonymousId, config.COOKIE_SECURE));
    }
    const token = state.session?.csrfToken ?? anonymousCsrfToken(config.GATEWAY_SECRET, state.anonymousId);
    const html = template.split(CSRF_META_PLACEHOLDER).join(token);
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Set-Cookie': state.setCookies,
    });
    res.end(html);
  }

  async function handleStatic(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      res.end();
      return;
    }
    if (path === '/config.json') return sendJson(res, 200, { remotes });
    const remote = /^\/remotes\/([a-z]+)(\/.*)$/.exec(path);
    if (remote) {
      const dir = dirs.remotes[remote[1]];
      const file = dir ? await resolveFile(dir, remote[2]) : null;
      if (file) return sendFile(req, res, file);
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not found');
      return;
    }
    if (path !== '/' && path !== '/index.html') {
      const file = await resolveFile(dirs.shell, path);
      if (file) return sendFile(req, res, file);
      // A missing asset is a 404; any other path is a client-side route (the shell shows its own 404).
      if (/\.[a-z0-9]{1,5}$/i.test(path)) {
        res.writeHead(404, { 'Content-Type': 'text/plain' });
        res.end('Not found');
        return;
      }
    }
    return sendIndex(req, res);
  }

  return {
    async start() {
      await whitelist.start(bus);
      // Clear cache (settings desktop) reaches every gateway too: cached sessions go, the whitelist reloads.
      bus.respond(SUBJECTS.maintenanceClearCache, MaintenanceRequestSchema, async () => {
        const dropped = sessions.clear();
        await whitelist.reload(bus);
        return {
          service: 'gateway',
          instance: deps.instance ?? `gateway@${process.pid}`,
          detail: `dropped ${dropped} cached sessions, reloaded the whitelist`,
          count: dropped,
        };
      });
    },
    handle(req, res) {
      const requestId = randomUUID();
      applyHeaders(res, headers);
      res.setHeader('x-request-id', requestId);
      const path = (req.url ?? '/').split('?')[0];
      const work =
        path === '/api' || path.startsWith('/api/')
          ? handleApi(req, res, path, requestId)
          : handleStatic(req, res, path);
      work.catch((err: unknown) => {
        log.error({ err, path }, 'gateway failed');
        if (!res.headersSent)
          sendError(res, 'service_unavailable', localeFromHeader(req.headers['accept-language']));
        else res.destroy();
      });
    },
  };
}
