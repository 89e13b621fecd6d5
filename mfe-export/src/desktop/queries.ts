import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import {
  ExportJobDesktopSchema,
  ExportProgressSchema,
  JobLogRowSchema,
  MessageEnvelopeSchema,
  dataEnvelope,
  listEnvelope,
  type ExportJob,
  type ExportJobDesktop,
  type ExportProgress,
  type JobChangedEvent,
} from '@feedhub/contracts';
import { apiClient, useLiveQueries } from '@feedhub/api-client';

/** Query key prefix of everything about export jobs. */
const jobsKey = ['export-job'] as const;
/** Query key prefix of the desktop's jobs (every page). */
const desktopKey = [...jobsKey, 'desktop'] as const;
/** Query key of a job's log. */
const logKey = (id: number | undefined) => [...jobsKey, 'log', id] as const;

/** Which pages the desktop shows. */
export interface ExportDesktopQuery {
  /** Page of the error table (1-based). */
  errorPage: number;
  /** Page of the done table (1-based). */
  donePage: number;
  /** Rows a page of those tables. */
  perPage: number;
}

/**
 * GET /api/export/desktop: running and pending whole, error and done a page each (newest first). It
 * stays fresh from the job events (useLiveExportDesktop); `refetchInterval` is its polling while the
 * event stream is down. The last answer stays while another page loads.
 */
export function useExportDesktop(query: ExportDesktopQuery, refetchInterval: number | false) {
  const { errorPage, donePage, perPage } = query;
  return useQuery({
    queryKey: [...desktopKey, errorPage, donePage, perPage],
    queryFn: async () =>
      (
        await apiClient().get('/api/export/desktop', dataEnvelope(ExportJobDesktopSchema), {
          errorPage,
          donePage,
          perPage,
        })
      ).data,
    placeholderData: keepPreviousData,
    refetchInterval,
  });
}

/** The export counters of a job event (an event carries only the counters its report had). */
const EXPORT_COUNTERS = Object.keys(ExportProgressSchema.shape) as (keyof ExportProgress)[];

/**
 * Rows with one running export job's counters moved by its progress event (and its last change);
 * undefined when the event is no progress report of a job among them. The export's own counters
 * (sent, created, updated, refused, skipped): api-client's withProgress types the import ones.
 */
export function withExportProgress(
  rows: readonly ExportJob[],
  event: JobChangedEvent,
): ExportJob[] | undefined {
  if (event.status !== 'running' || !rows.some((row) => row.id === event.jobId)) return undefined;
  const moved: Partial<ExportProgress> = {};
  for (const counter of EXPORT_COUNTERS) {
    const value = event.progress?.[counter];
    if (value !== undefined) moved[counter] = value;
  }
  return rows.map((row) =>
    row.id === event.jobId
      ? { ...row, progress: { ...row.progress, ...moved }, updatedAt: event.at ?? row.updatedAt }
      : row,
  );
}

/**
 * Moves a running job's counters in every cached desktop from a progress event; false when the event
 * is more than that (a job that starts, ends, or goes: the desktop is fetched again).
 */
export function applyExportProgress(client: QueryClient, event: JobChangedEvent): boolean {
  let found = false;
  client.setQueriesData<ExportJobDesktop>({ queryKey: desktopKey }, (desktop) => {
    const running = desktop && withExportProgress(desktop.running, event);
    if (!running) return desktop;
    found = true;
    return { ...desktop, running };
  });
  return found;
}

/**
 * Keeps the desktop live from the export job events: a running job's counters move in place; a
 * status change, a new job or a deleted one fetches the desktop again. While the stream is down the
 * desktop polls.
 */
export function useLiveExportDesktop() {
  const client = useQueryClient();
  return useLiveQueries({
    filter: { kinds: ['export'] },
    queryKeys: [desktopKey],
    when: (event) => !applyExportProgress(client, event),
  });
}

/** Keeps an open log fresh: every event of its job fetches it again (once a second at most). */
export function useLiveExportLog(id: number | undefined) {
  return useLiveQueries({
    filter: id === undefined ? null : { kinds: ['export'] },
    queryKeys: [logKey(id)],
    when: (event) => event.jobId === id,
    debounceMs: 1000,
  });
}

/** GET /api/export/log/{id}: the job's log lines (translated; the latest ones of a long log); `refetchInterval` while its job is live and the stream down. */
export function useExportJobLog(id: number | undefined, refetchInterval: number | false) {
  return useQuery({
    queryKey: logKey(id),
    enabled: id !== undefined,
    queryFn: async () =>
      (await apiClient().get(`/api/export/log/${id}`, listEnvelope(JobLogRowSchema))).data.rows,
    refetchInterval,
  });
}

/** Fetches the desktop again after a write. */
function useRefreshJobs() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: jobsKey });
}

/** POST /api/export/add answer: the pending job and the green toast's text. */
const AddAnswer = dataEnvelope(z.object({ id: z.number().int() }));

/** POST /api/export/add (no body): a pending export job; 409 pending_job_exists is the red toast with the server's message. */
export function useAddExportJob() {
  const refresh = useRefreshJobs();
  return useMutation({
    mutationFn: () => apiClient().post('/api/export/add', AddAnswer),
    onSuccess: refresh,
  });
}

/** DELETE /api/export/delete/{id}: a pending job goes, a running one stops at its next batch (the message says which). */
export function useDeleteExportJob() {
  const refresh = useRefreshJobs();
  return useMutation({
    mutationFn: (id: number) => apiClient().del(`/api/export/delete/${id}`, MessageEnvelopeSchema),
    onSuccess: refresh,
  });
}
