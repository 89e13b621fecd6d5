import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import {
  JobLogRowSchema,
  MessageEnvelopeSchema,
  dataEnvelope,
  listEnvelope,
  type JobChangedEvent,
  type JobKind,
  type JobProgress,
} from '@feedhub/contracts';
import { apiClient } from './registry';
import { useLiveQueries, withProgress } from './live-queries';

/** Which pages of its finished tables a desktop shows. */
export interface DesktopPages {
  /** Page of the error table (1-based). */
  errorPage: number;
  /** Page of the done table (1-based). */
  donePage: number;
  /** Rows a page of those tables. */
  perPage: number;
}

/** One kind of job desktop (partner jobs, exports): its key, its kind and where its logs are. */
export interface JobDesktopConfig<Row extends { id: number; progress: object }, Desktop> {
  /** Query key prefix of everything about these jobs ('partner-job', 'export-job'). */
  key: string;
  /** The job kind its events carry. */
  kind: JobKind;
  /** The desktop (GET: running and pending whole, error and done a page each) and its answer. */
  desktopPath: string;
  desktopSchema: z.ZodType<Desktop>;
  /** The path of a job's log (GET, a list of log rows). */
  logPath: (id: number) => string;
  /** The path that deletes (a pending job) or stops (a running one) a job. */
  deletePath: (id: number) => string;
  /** The counters a progress event moves (absent: every counter the event carries). */
  counters?: readonly (keyof JobProgress & keyof Row['progress'])[];
}

/**
 * What every job desktop does alike, made once per kind: the query keys, the progress that moves a
 * running row in place, the live hooks (desktop and open log) and the log query. The desktop query
 * itself stays with its screen (each desktop has its own filters and answer).
 */
export function jobDesktopQueries<
  Row extends { id: number; progress: object },
  Desktop extends { running: Row[] },
>(config: JobDesktopConfig<Row, Desktop>) {
  const jobsKey = [config.key] as const;
  const desktopKey = [config.key, 'desktop'] as const;
  const logKey = (id: number | undefined) => [config.key, 'log', id] as const;

  /**
   * Moves a running job's counters in every cached desktop from a progress event; false when the
   * event is more than that (a job that starts, ends, or goes: the desktop is fetched again).
   */
  function applyProgress(client: QueryClient, event: JobChangedEvent): boolean {
    let found = false;
    client.setQueriesData<Desktop>({ queryKey: desktopKey }, (desktop) => {
      const running = desktop && withProgress(desktop.running, event, config.counters);
      if (!running) return desktop;
      found = true;
      return { ...desktop, running };
    });
    return found;
  }

  /**
   * Keeps the desktop live from its kind's job events (one partner's when given): a running job's
   * counters move in place; a status change, a new job or a deleted one fetches the desktop again.
   * While the stream is down the desktop polls.
   */
  function useLiveDesktop(partnerId?: number) {
    const client = useQueryClient();
    return useLiveQueries({
      filter: { kinds: [config.kind], partnerId },
      queryKeys: [desktopKey],
      when: (event) => !applyProgress(client, event),
    });
  }

  /** Keeps an open log fresh: every event of its job fetches it again (once a second at most). */
  function useLiveLog(id: number | undefined) {
    return useLiveQueries({
      filter: id === undefined ? null : { kinds: [config.kind] },
      queryKeys: [logKey(id)],
      when: (event) => event.jobId === id,
      debounceMs: 1000,
    });
  }

  /** A job's log lines (translated; the latest ones of a long log); `refetchInterval` while its job is live and the stream down. */
  function useJobLog(id: number | undefined, refetchInterval: number | false) {
    return useQuery({
      queryKey: logKey(id),
      enabled: id !== undefined,
      queryFn: async () =>
        (await apiClient().get(config.logPath(id!), listEnvelope(JobLogRowSchema))).data.rows,
      refetchInterval,
    });
  }

  /**
   * The desktop: running and pending whole, error and done a page each (newest first), narrowed by
   * `filter` (a partner). It stays fresh from the job events (useLiveDesktop); `refetchInterval` is its
   * polling while the event stream is down. The last answer stays while another page loads.
   */
  function useDesktop(
    query: DesktopPages & { filter?: Record<string, number> },
    refetchInterval: number | false,
  ) {
    const { filter, errorPage, donePage, perPage } = query;
    return useQuery({
      queryKey: [...desktopKey, filter ?? null, errorPage, donePage, perPage],
      queryFn: async () =>
        (
          await apiClient().get(config.desktopPath, dataEnvelope(config.desktopSchema), {
            ...(filter ? { filter } : {}),
            errorPage,
            donePage,
            perPage,
          })
        ).data,
      placeholderData: keepPreviousData,
      refetchInterval,
    });
  }

  /** Deletes a pending job or stops a running one at its next batch (the answer's message says which). */
  function useDeleteJob() {
    const refresh = useRefreshJobs();
    return useMutation({
      mutationFn: (id: number) => apiClient().del(config.deletePath(id), MessageEnvelopeSchema),
      onSuccess: refresh,
    });
  }

  /** Fetches the desktop (and any log) again after a write. */
  function useRefreshJobs() {
    const client = useQueryClient();
    return () => client.invalidateQueries({ queryKey: jobsKey });
  }

  return {
    desktopKey,
    logKey,
    applyProgress,
    useDesktop,
    useLiveDesktop,
    useLiveLog,
    useJobLog,
    useDeleteJob,
    useRefreshJobs,
  };
}
