import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MaintenanceRequestSchema, SUBJECTS } from '@feedhub/contracts';
import type { Bus } from '@feedhub/bus';
import { localeFromHeader } from '@feedhub/i18n';
import type { Logger } from '@feedhub/service-kit';
import { handleApi } from './api/pipeline';
import type { GatewayConfig } from './config';
import { isTraversal } from './path-guard';
import { sendError } from './respond';
import { createRuntime } from './runtime';
import { applyHeaders, remoteOrigins, securityHeaders } from './security-headers';
import { notFound, staticRoutes } from './static/static.routes';

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
  /** Loads the whitelist from identity (retrying until it answers) and compresses the built files. */
  start(): Promise<void>;
}

/**
 * The gateway (DESIGN §1, §3): serves the built shell and remotes and /config.json
 * (static/static.routes.ts), and guards `/api` before proxying it by path prefix (api/pipeline.ts).
 */
export function createGateway(deps: GatewayDeps): Gateway {
  const { config, bus, log } = deps;
  const rt = createRuntime(config, bus, log);
  const headers = securityHeaders(remoteOrigins(Object.values(rt.remotes)), config.COOKIE_SECURE);
  const handleStatic = staticRoutes(rt);

  return {
    async start() {
      const built = [rt.dirs.shell, ...Object.values(rt.dirs.remotes)];
      const [, compressed] = await Promise.all([rt.whitelist.start(bus), rt.precompressed.build(built)]);
      log.debug({ compressed }, 'built files compressed');
      // Replicated services: health checks take a stopped or dead replica out of rotation.
      for (const pool of Object.values(rt.upstreams)) pool.start();
      // Clear cache (settings desktop) reaches every gateway too: cached sessions go, the whitelist reloads.
      bus.respond(SUBJECTS.maintenanceClearCache, MaintenanceRequestSchema, async () => {
        const dropped = rt.sessions.clear();
        await rt.whitelist.reload(bus);
        return {
          service: 'gateway',
          instance: deps.instance ?? `gateway@${process.pid}`,
          // Always done: even with no session cached, the whitelist was reloaded.
          outcome: 'done' as const,
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
      const isApi = path === '/api' || path.startsWith('/api/');
      if (isTraversal(path)) {
        log.warn({ path }, 'path traversal attempt');
        if (isApi) return sendError(res, 'page_not_found', localeFromHeader(req.headers['accept-language']));
        return notFound(res);
      }
      const work = isApi ? handleApi(rt, req, res, path, requestId) : handleStatic(req, res, path);
      work.catch((err: unknown) => {
        log.error({ err, path }, 'gateway failed');
        if (!res.headersSent)
          sendError(res, 'service_unavailable', localeFromHeader(req.headers['accept-language']));
        else res.destroy();
      });
    },
  };
}
