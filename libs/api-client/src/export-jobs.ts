import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ExportJobDesktopSchema,
  ExportProgressSchema,
  dataEnvelope,
  type ExportJob,
  type ExportJobDesktop,
  type ExportProgress,
} from '@feedhub/contracts';
import { jobDesktopQueries } from './job-desktop';
import { apiClient } from './registry';

/**
 * Export jobs (one kind of job desktop), declared once: the export desktop reads and follows them,
 * and other screens start one the same way (Send to PIM's next step on a partner's products).
 */
export const exportJobs = jobDesktopQueries<ExportJob, ExportJobDesktop>({
  key: 'export-job',
  kind: 'export',
  desktopPath: '/api/export/desktop',
  desktopSchema: ExportJobDesktopSchema,
  logPath: (id) => `/api/export/log/${id}`,
  deletePath: (id) => `/api/export/delete/${id}`,
  // The export's own counters: an event carries only what its report had.
  counters: Object.keys(ExportProgressSchema.shape) as (keyof ExportProgress)[],
});

/** POST /api/export/add answer: the pending job and the green toast's text. */
export const ExportJobAddedSchema = dataEnvelope(z.object({ id: z.number().int() }));
/** POST /api/export/add answer. */
export type ExportJobAdded = z.infer<typeof ExportJobAddedSchema>;

/**
 * POST /api/export/add (no body, permission exportDesktop): a pending export job, which sends every
 * product on the export list to the PIM; 409 pending_job_exists is the red toast with the server's
 * message. The export desktops are fetched again.
 */
export function useAddExportJob() {
  const refresh = exportJobs.useRefreshJobs();
  return useMutation({
    mutationFn: () => apiClient().post('/api/export/add', ExportJobAddedSchema),
    onSuccess: refresh,
  });
}
