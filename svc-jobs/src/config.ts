import { z } from 'zod';
import { ServiceConfigSchema } from '@feedhub/service-kit';
import { OFFICE_TIME_ZONE } from '@feedhub/contracts';

/** An interval in milliseconds from the environment. */
const millis = (fallback: number, min = 10) =>
  z.coerce.number().int().min(min).max(86_400_000).default(fallback);

/** Jobs service settings, read once from the environment (docs/jobs.md lists them). */
export const JobsConfigSchema = ServiceConfigSchema.extend({
  /** Runs of a job before it ends in error (a lost worker or an unexpected failure counts as one). */
  JOB_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(3),
  /** How often the relay publishes the outbox (besides right after each enqueue). */
  RELAY_EVERY_MS: millis(250),
  /** How often the reconciler republishes pending jobs nobody claimed for that long. */
  RECONCILE_EVERY_MS: millis(30_000, 100),
  /** How often running jobs whose lease ran out are swept. */
  SWEEP_EVERY_MS: millis(2000),
  /** How often the scheduler looks for due slots (the leader lease lasts three times this). */
  SCHEDULER_EVERY_MS: millis(15_000, 100),
  /** A missed slot older than this is not fired (after downtime only the latest slot inside it fires). */
  SCHEDULER_CATCH_UP_MS: millis(600_000, 1000),
  /** Time zone the five-field schedules are read in. */
  SCHEDULER_TIMEZONE: z
    .string()
    .refine(
      (tz) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      },
      { message: 'must be an IANA time zone (Europe/Tallinn)' },
    )
    .default(OFFICE_TIME_ZONE),
});
/** Jobs service settings. */
export type JobsConfig = z.infer<typeof JobsConfigSchema>;
