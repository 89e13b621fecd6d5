import { z } from 'zod';
import { PG_INTEGER_MAX, requiredInteger } from './fields';
import { IdSchema } from './http';
import { importAttributesJob, importCategoriesJob, importProductsJob } from './job-declarations';

/**
 * A new partner's guided first run (issue 31): the checklist that stays on the partner until every
 * step is done. Each step is read from the data (jobs, mappings, rules, exports), never stored apart.
 */

/** GET /api/partners/onboarding?partnerId= */
export const OnboardingQuerySchema = z.object({ partnerId: IdSchema }).strict();
export type OnboardingQuery = z.infer<typeof OnboardingQuerySchema>;

/** A step counted in items: n of total done, and how many of the rest have a confident suggestion. */
const CountedStepSchema = z.object({
  done: z.boolean(),
  mapped: z.number().int(),
  total: z.number().int(),
  /** Unmapped ones whose top suggestion is confident (one "Accept N confident" away). */
  confident: z.number().int(),
  /** Unmapped ones with any suggestion. */
  suggested: z.number().int(),
});

export const OnboardingSchema = z.object({
  partnerId: z.number().int(),
  /** Every step done: the checklist is no longer shown. */
  complete: z.boolean(),
  steps: z.object({
    /** The feed was imported (a categories, attributes or products import finished). */
    imported: z.object({
      done: z.boolean(),
      /** The partner's latest import job, if any, and its state. */
      jobId: z.number().int().nullable(),
      state: z.string().nullable(),
    }),
    categories: CountedStepSchema,
    attributes: CountedStepSchema,
    /** A price formula applies to the partner. */
    priceFormula: z.object({ done: z.boolean() }),
    /** Products chosen for the PIM (Send to PIM). */
    productsSent: z.object({ done: z.boolean(), count: z.number().int() }),
    /** An export job of the partner's products finished. */
    exportRun: z.object({ done: z.boolean(), jobId: z.number().int().nullable() }),
  }),
});
export type Onboarding = z.infer<typeof OnboardingSchema>;

/**
 * "Run first import": the partner's categories, attributes and products imports, queued in this
 * order in one transaction (the relay publishes queue high before medium, then by id).
 */
export const FIRST_IMPORT_METHODS = [
  importCategoriesJob.method,
  importAttributesJob.method,
  importProductsJob.method,
] as const;

/** POST /api/jobs/first-import */
/** partnerId within PostgreSQL's integer (a larger id names no partner: 422, never a look-up). */
export const FirstImportSchema = z.object({ partnerId: requiredInteger(1, PG_INTEGER_MAX) }).strict();
export type FirstImportInput = z.infer<typeof FirstImportSchema>;

/** The jobs queued, in FIRST_IMPORT_METHODS order (a task that already had a pending job is left out). */
export const FirstImportResultSchema = z.object({
  jobIds: z.array(z.number().int()),
  /** Methods not queued because their task already has a pending or held job. */
  skipped: z.array(z.string()),
});
export type FirstImportResult = z.infer<typeof FirstImportResultSchema>;
