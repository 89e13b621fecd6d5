import { z } from 'zod';
import { DESKTOP_PAGE_SIZE, DesktopJobSchema } from './jobs';
import { ExportProgressSchema } from './job-declarations';

/** An export job on the export desktop (SPEC §3 Export job, with its counters and times). */
export const ExportJobSchema = DesktopJobSchema.extend({
  /** It ended in error, or the PIM refused some of its products (the log's error rows say which). */
  hasError: z.boolean(),
  progress: ExportProgressSchema,
});
/** An export job row. */
export type ExportJob = z.infer<typeof ExportJobSchema>;

/** GET /api/export/desktop: export jobs by status; running and pending whole, a page of error and of done ones. */
export const ExportJobDesktopSchema = z.object({
  running: z.array(ExportJobSchema),
  pending: z.array(ExportJobSchema),
  /** Always empty: only imports are held (one shape for every job desktop). */
  held: z.array(ExportJobSchema),
  error: z.array(ExportJobSchema),
  done: z.array(ExportJobSchema),
  errorTotal: z.number().int(),
  doneTotal: z.number().int(),
});
/** The export desktop's jobs. */
export type ExportJobDesktop = z.infer<typeof ExportJobDesktopSchema>;

/** GET /api/export/desktop query: `errorPage`, `donePage` (1-based), `perPage`. */
export const ExportJobDesktopQuerySchema = z
  .object({
    errorPage: z.coerce.number().int().min(1).max(100_000).default(1),
    donePage: z.coerce.number().int().min(1).max(100_000).default(1),
    perPage: z.coerce.number().int().min(1).max(100).default(DESKTOP_PAGE_SIZE),
  })
  .strict();
/** Export desktop query, parsed. */
export type ExportJobDesktopQuery = z.infer<typeof ExportJobDesktopQuerySchema>;

/** POST /api/export/add body: none (SPEC §7); an empty object is accepted, anything in it is refused. */
export const ExportJobAddSchema = z.object({}).strict();
