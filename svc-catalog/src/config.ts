import { z } from 'zod';
import { AllowedNetworksSchema } from '@feedhub/contracts';
import { ServiceConfigSchema, env } from '@feedhub/service-kit';

/** A positive whole number of a variable, with its bounds. */
const count = (fallback: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/** Catalog service settings, read once from the environment (DESIGN §2). */
export const CatalogConfigSchema = ServiceConfigSchema.extend({
  /** Private networks feed downloads may reach (the SSRF guard refuses them otherwise). */
  FEED_ALLOWED_NETWORKS: AllowedNetworksSchema,
  /**
   * Keep one import feed thread started ahead, its modules loaded (imports/feed-reader-thread.ts): a run
   * then skips the thread's start (~0.5 s). Costs the idle thread's memory while no import runs.
   */
  FEED_THREAD_PRESTART: env.flag(true),
  /** Import jobs one catalog instance runs at a time; 0: it runs none (a replica that only serves the API). */
  WORKER_CONCURRENCY: count(1, 0, 64),
  /** Seed the demo partner on a catalog that never had a partner (a fresh `npm start`). */
  DEMO_PARTNER: env.flag(true),
  /** How long a claimed job stays this worker's without a heartbeat, ms. */
  JOB_LEASE_MS: count(30_000, 1_000, 3_600_000),
  /** How often a running job reports its progress (and renews its lease), ms. */
  JOB_REPORT_EVERY_MS: count(5_000, 100, 600_000),
  /** First wait before a failed PIM request is tried again, ms (doubled each attempt, with jitter; tests shorten it). */
  PIM_RETRY_BASE_MS: count(500, 0, 60_000),
  /** Longest a PIM request may take before it counts as failed, ms. */
  PIM_TIMEOUT_MS: count(30_000, 100, 600_000),
  /** First backoff of an Icecat look-up retried after a 429 or 5xx (doubled per retry). */
  ICECAT_RETRY_BASE_MS: count(1_000, 0, 60_000),
  /** Timeout of one Icecat look-up. */
  ICECAT_TIMEOUT_MS: count(20_000, 100, 600_000),
});
/** Catalog service settings. */
export type CatalogConfig = z.infer<typeof CatalogConfigSchema>;
