import { join, resolve } from 'node:path';
import { anonymousCookieName, sessionCookieName, type ServiceName } from '@feedhub/contracts';
import type { Bus } from '@feedhub/bus';
import type { Logger } from '@feedhub/service-kit';
import { createProxy, type Proxy } from './api/proxy';
import { UpstreamPool } from './api/upstream-pool';
import type { GatewayConfig } from './config';
import { sessionCookieFromHandoff } from './cookies';
import { SessionResolver } from './sessions';
import { JobEventHub } from './api/events';
import { frontendDirs, type FrontendDirs } from './static/files';
import { PrecompressedFiles } from './static/precompress';
import { WhitelistCache } from './whitelist';

/** What every stage of the gateway reads: settings, caches and where things are. */
export interface GatewayRuntime {
  /** Settings. */
  config: GatewayConfig;
  /** Logger. */
  log: Logger;
  /** The IP whitelist as this gateway knows it. */
  whitelist: WhitelistCache;
  /** Session lookups through identity. */
  sessions: SessionResolver;
  /** The replicas of each service. */
  upstreams: Record<ServiceName, UpstreamPool>;
  /** Sends `/api` calls on to the services. */
  proxy: Proxy;
  /** Built shell and remotes. */
  dirs: FrontendDirs;
  /** Their compressible files, compressed at start. */
  precompressed: PrecompressedFiles;
  /** Folder of the test reports. */
  reportsDir: string;
  /** Manifest URL of each remote, as /config.json lists them. */
  remotes: Record<string, string>;
  /** Cookie names (`__Host-` under COOKIE_SECURE). */
  cookieNames: { session: string; anonymous: string };
  /** Live job events to the browsers (GET /api/events). */
  events: JobEventHub;
}

/** Builds the runtime from the settings and the bus. */
export function createRuntime(config: GatewayConfig, bus: Bus, log: Logger): GatewayRuntime {
  const root = resolve(config.STATIC_ROOT ?? join(__dirname, '..', '..'));
  const sessionName = sessionCookieName(config.COOKIE_SECURE);
  const pool = (service: ServiceName, urls: string[]) =>
    new UpstreamPool(
      service,
      urls.map((url) => new URL(url)),
      log,
      { probeEveryMs: config.UPSTREAM_PROBE_MS },
    );
  const upstreams: Record<ServiceName, UpstreamPool> = {
    identity: pool('identity', config.IDENTITY_URL),
    catalog: pool('catalog', config.CATALOG_URL),
    jobs: pool('jobs', config.JOBS_URL),
  };
  const sessions = new SessionResolver(bus);
  return {
    config,
    log,
    whitelist: new WhitelistCache(),
    sessions,
    events: new JobEventHub(bus, sessions, log),
    upstreams,
    proxy: createProxy(upstreams, log, {
      sessionCookie: (handoff) => sessionCookieFromHandoff(handoff, sessionName, config.COOKIE_SECURE),
    }),
    dirs: frontendDirs(root),
    precompressed: new PrecompressedFiles(),
    reportsDir: resolve(config.REPORTS_DIR ?? join(root, 'reports')),
    remotes: {
      mfe_partners: config.REMOTE_PARTNERS_URL,
      mfe_export: config.REMOTE_EXPORT_URL,
      mfe_settings: config.REMOTE_SETTINGS_URL,
    },
    cookieNames: {
      session: sessionName,
      anonymous: anonymousCookieName(config.COOKIE_SECURE),
    },
  };
}
