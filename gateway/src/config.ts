import { z } from 'zod';
import { GATEWAY_PORT, SERVICE_PORTS, parseIpRange } from '@feedhub/contracts';
import { env } from '@feedhub/service-kit';

/** Comma-separated IPs/CIDRs/ranges of proxies whose X-Forwarded-For we believe. */
const trustedProxies = z
  .string()
  .default('')
  .transform((text, ctx) => {
    const items = text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const ranges = items.map((item) => parseIpRange(item));
    const bad = items.filter((_, i) => !ranges[i]);
    if (bad.length) {
      ctx.addIssue({ code: 'custom', message: `not an IP, CIDR or range: ${bad.join(', ')}` });
      return z.NEVER;
    }
    return ranges.filter((r) => r !== null);
  });

/** Gateway settings, read once from the environment. */
export const GatewayConfigSchema = z.object({
  /** Port of the app (DESIGN §2). */
  PORT: env.port(GATEWAY_PORT),
  /** Host to bind. */
  HOST: z.string().default('0.0.0.0'),
  /** Signs the caller header the services verify; also keys pre-login CSRF tokens. */
  GATEWAY_SECRET: env.secret(),
  /** Cookies only over https (`__Host-` names, Secure flag, HSTS). */
  COOKIE_SECURE: env.flag(false),
  /** Proxies in front of the gateway (load balancer, ingress). */
  TRUSTED_PROXIES: trustedProxies,
  /** Largest request body, in bytes. */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(1024 * 1024),
  /**
   * Upstream of each service (cluster mode; the embedded runner fills these in): one URL, or the
   * comma-separated URLs of its replicas, which the gateway balances and fails over between.
   */
  IDENTITY_URL: env.urls('http:', 'https:').default([`http://127.0.0.1:${SERVICE_PORTS.identity}`]),
  CATALOG_URL: env.urls('http:', 'https:').default([`http://127.0.0.1:${SERVICE_PORTS.catalog}`]),
  JOBS_URL: env.urls('http:', 'https:').default([`http://127.0.0.1:${SERVICE_PORTS.jobs}`]),
  /** How often the gateway asks each replica of a replicated service whether it is up (ms). */
  UPSTREAM_PROBE_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  /** Manifest URLs of the remotes; override to deploy a remote on its own. */
  REMOTE_PARTNERS_URL: z.string().default('/remotes/partners/mf-manifest.json'),
  REMOTE_EXPORT_URL: z.string().default('/remotes/export/mf-manifest.json'),
  REMOTE_SETTINGS_URL: z.string().default('/remotes/settings/mf-manifest.json'),
  /** Repository root holding the built shell and remotes (each app's dist folder). */
  STATIC_ROOT: z.string().optional(),
  /** Folder of test reports for the tests page. */
  REPORTS_DIR: z.string().optional(),
  /** `production` never serves source maps (`*.map`); otherwise only clients the whitelist admits get them. */
  NODE_ENV: z.string().default('development'),
});
/** Gateway settings. */
export type GatewayConfig = z.infer<typeof GatewayConfigSchema>;
