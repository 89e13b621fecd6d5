/** The backend services behind the gateway. */
export const SERVICES = ['identity', 'catalog', 'jobs'] as const;
/** A backend service. */
export type ServiceName = (typeof SERVICES)[number];

/**
 * The port each service listens on in cluster mode (one place: the cluster runner, each service's
 * own start and the gateway's default upstreams read it). Embedded mode binds loopback port 0.
 */
export const SERVICE_PORTS: Readonly<Record<ServiceName, number>> = {
  identity: 3001,
  catalog: 3002,
  jobs: 3003,
};
/** The gateway's default port (`PORT`), the one address users open. */
export const GATEWAY_PORT = 8080;

/** Which `/api` path prefixes each service answers (the gateway routes by these; DESIGN §4 ownership). */
export const SERVICE_PATH_PREFIXES: Record<ServiceName, readonly string[]> = {
  identity: [
    '/api/auth',
    '/api/users',
    '/api/roles',
    '/api/permissions',
    '/api/countries',
    '/api/whitelisted-ips',
    '/api/settings',
    '/api/identity',
  ],
  catalog: [
    '/api/partners',
    '/api/partner-categories',
    '/api/partner-attributes',
    '/api/partner-products',
    '/api/partner-price-rules',
    '/api/price-rules',
    '/api/partner-zero-amounts',
    '/api/partner-stats',
    '/api/pim-attributes',
    '/api/pim-categories',
    '/api/pim-category-mappings',
    '/api/export/test',
    '/api/pim-products',
    '/api/catalog',
    '/api/icecat',
  ],
  jobs: [
    '/api/partner-tasks',
    '/api/partner-job',
    '/api/export',
    '/api/log',
    '/api/jobs',
    '/api/horizon',
    '/api/pim/sync',
    '/api/icecat/refresh',
  ],
};

/** The service answering a path: the longest matching prefix wins (`/api/export/test` → catalog). */
export function serviceForPath(path: string): ServiceName | undefined {
  let best: { service: ServiceName; length: number } | undefined;
  for (const service of SERVICES) {
    for (const prefix of SERVICE_PATH_PREFIXES[service]) {
      if ((path === prefix || path.startsWith(`${prefix}/`)) && prefix.length > (best?.length ?? 0)) {
        best = { service, length: prefix.length };
      }
    }
  }
  return best?.service;
}

/** Paths the gateway lets through without a session. */
export const PUBLIC_API_PATHS = [
  '/api/auth/login',
  '/api/auth/logout',
  '/api/health',
  '/api/docs',
  '/api/docs/events',
] as const;
