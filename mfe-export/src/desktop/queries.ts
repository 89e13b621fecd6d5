import { exportJobs, useAddExportJob, type DesktopPages } from '@feedhub/api-client';

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

/** POST /api/export/add (no body): a pending export job (shared with Send to PIM's next step, @feedhub/api-client). */
export { useAddExportJob };
