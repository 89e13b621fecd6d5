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
import { apiClient, jobDesktopQueries, type DesktopPages } from '@feedhub/api-client';

/** Export jobs' desktop, live hooks and log: one helper for every job desktop (@feedhub/api-client). */
const exportJobs = jobDesktopQueries<ExportJob, ExportJobDesktop>({
  key: 'export-job',
  kind: 'export',
  desktopPath: '/api/export/desktop',
  desktopSchema: ExportJobDesktopSchema,
  logPath: (id) => `/api/export/log/${id}`,
  deletePath: (id) => `/api/export/delete/${id}`,
  // The export's own counters: an event carries only what its report had.
  counters: Object.keys(ExportProgressSchema.shape) as (keyof ExportProgress)[],
});

/** Which pages the desktop shows. */
export type ExportDesktopQuery = DesktopPages;

/** GET /api/export/desktop (see jobDesktopQueries' useDesktop). */
export const useExportDesktop = (query: ExportDesktopQuery, refetchInterval: number | false) =>
  exportJobs.useDesktop(query, refetchInterval);

/** Moves a running export's counters in the cached desktops from a progress event (false: fetch again). */
export const applyExportProgress = exportJobs.applyProgress;

/** Keeps the desktop live from the export job events; polls while the stream is down. */
export const useLiveExportDesktop = () => exportJobs.useLiveDesktop();

/** Keeps an open log fresh from its job's events. */
export const useLiveExportLog = exportJobs.useLiveLog;

/** GET /api/export/log/{id}: the job's log lines. */
export const useExportJobLog = exportJobs.useJobLog;

/** DELETE /api/export/delete/{id}: a pending job goes, a running one stops at its next batch (the message says which). */
export const useDeleteExportJob = exportJobs.useDeleteJob;

/** POST /api/export/add answer: the pending job and the green toast's text. */
const AddAnswer = dataEnvelope(z.object({ id: z.number().int() }));

/** POST /api/export/add (no body): a pending export job; 409 pending_job_exists is the red toast with the server's message. */
export function useAddExportJob() {
  const refresh = exportJobs.useRefreshJobs();
  return useMutation({
    mutationFn: () => apiClient().post('/api/export/add', AddAnswer),
    onSuccess: refresh,
  });
}
