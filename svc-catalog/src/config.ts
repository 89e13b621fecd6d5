import { z } from 'zod';
import { parseIpRange } from '@feedhub/contracts';
import { ServiceConfigSchema, env } from '@feedhub/service-kit';

/** A positive whole number of a variable, with its bounds. */
const count = (fallback: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/**
 * FEED_ALLOWED_NETWORKS: comma-separated IPs, CIDRs or ranges (`127.0.0.1, 10.0.0.0/8,
 * 192.0.2.1-192.0.2.9`) that feed downloads may reach although they are private; empty: none.
 */
const allowedNetworks = z
  .string()
  .default('')
  .transform((text, ctx) => {
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !parseIpRange(entry));
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `not an IP address, CIDR or range: ${bad.map((entry) => `"${entry}"`).join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** Catalog service settings, read once from the environment (DESIGN §2). */
export const CatalogConfigSchema = ServiceConfigSchema.extend({
  /** Private networks feed downloads may reach (the SSRF guard refuses them otherwise). */
  FEED_ALLOWED_NETWORKS: allowedNetworks,
  /** Import jobs one catalog instance runs at a time; 0: it runs none (a replica that only serves the API). */
  WORKER_CONCURRENCY: count(1, 0, 64),
  /** Seed the demo partner on a catalog that never had a partner (a fresh `npm start`). */
  DEMO_PARTNER: env.flag(true),
  /** How long a claimed job stays this worker's without a heartbeat, ms. */
  JOB_LEASE_MS: count(30_000, 1_000, 3_600_000),
  /** How often a running job reports its progress (and renews its lease), ms. */
  JOB_REPORT_EVERY_MS: count(5_000, 100, 600_000),
});
/** Catalog service settings. */
export type CatalogConfig = z.infer<typeof CatalogConfigSchema>;
