import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { JobChangedEvent, JobKind, JobProgress } from '@feedhub/contracts';
import { FALLBACK_POLL_MS, jobEventStream, type JobEventsStatus } from './job-events';

/** Which job events a screen wants. */
export interface JobEventFilter {
  /** Kinds of jobs (absent: every kind the user may see). */
  kinds?: readonly JobKind[];
  /** One partner's jobs (absent: any). */
  partnerId?: number;
}

/** Whether an event passes a filter. */
export function matchesJobEvent(filter: JobEventFilter, event: JobChangedEvent): boolean {
  if (filter.kinds && !filter.kinds.includes(event.kind)) return false;
  if (filter.partnerId !== undefined && event.partnerId !== filter.partnerId) return false;
  return true;
}

/** The job event stream's status (re-renders when it changes). */
export function useJobEventsStatus(): JobEventsStatus {
  return useSyncExternalStore(jobEventStream.onStatus, jobEventStream.status, jobEventStream.status);
}

/**
 * Calls `onEvent` for each job event that passes `filter`, while mounted; `null` listens to nothing
 * (a user who may not see these jobs: no stream is opened for them). Returns the stream's status.
 */
export function useJobEvents(
  filter: JobEventFilter | null,
  onEvent: (event: JobChangedEvent) => void,
): JobEventsStatus {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const enabled = filter !== null;
  const kinds = filter?.kinds?.join(',');
  const partnerId = filter?.partnerId;
  useEffect(() => {
    if (!enabled) return undefined;
    const wanted: JobEventFilter = { kinds: kinds?.split(',') as JobKind[] | undefined, partnerId };
    return jobEventStream.subscribe((event) => {
      if (matchesJobEvent(wanted, event)) handler.current(event);
    });
  }, [enabled, kinds, partnerId]);
  return useJobEventsStatus();
}

/** What useLiveQueries refreshes, and when. */
export interface LiveQueriesOptions {
  /** The events that concern these queries; null: none (a user who may not see these jobs: no stream, no polling). */
  filter: JobEventFilter | null;
  /** Query keys (prefixes) to fetch again after a matching event. */
  queryKeys: readonly QueryKey[];
  /** Only events this says yes to refresh (e.g. a status change, not a progress report). */
  when?: (event: JobChangedEvent) => boolean;
  /** Events closer together than this refresh once (ms). */
  debounceMs?: number;
  /** The polling interval while the stream is down (ms). */
  pollMs?: number;
}

/** What a live screen passes to its queries. */
export interface LiveQueries {
  /** The stream's status (the screen says discreetly when it polls). */
  status: JobEventsStatus;
  /** `refetchInterval` of the queries: none while the stream is live, polling while it is not. */
  refetchInterval: number | false;
}

/**
 * Keeps queries fresh from the job events: a matching event fetches the given keys again (events in a
 * burst once), a stream that comes back after being down fetches them again (events were missed), and
 * while the stream is down the queries poll (`refetchInterval`).
 */
export function useLiveQueries({
  filter,
  queryKeys,
  when,
  debounceMs = 300,
  pollMs = FALLBACK_POLL_MS,
}: LiveQueriesOptions): LiveQueries {
  const client = useQueryClient();
  const keys = useRef(queryKeys);
  keys.current = queryKeys;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refresh = () => {
    for (const queryKey of keys.current) void client.invalidateQueries({ queryKey });
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  const status = useJobEvents(filter, (event) => {
    if (when && !when(event)) return;
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      refresh();
    }, debounceMs);
  });
  // Back after being down: what happened meanwhile came by no event.
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'down' && status === 'live') refresh();
    previous.current = status;
  }, [status]); // refresh reads the current keys through a ref
  return { status, refetchInterval: filter !== null && status !== 'live' ? pollMs : false };
}

/**
 * Rows with one running job's counters moved by its progress event (and its `updatedAt` when the rows
 * have one); undefined when the event is no progress report of a job among them (the caller then
 * fetches again: a job that starts, ends or goes). `counters` names the ones a kind's rows have (an
 * export's sent, created…): only those move; without it every counter the event carries does.
 */
export function withProgress<R extends { id: number; progress: object }>(
  rows: readonly R[],
  event: JobChangedEvent,
  counters?: readonly (keyof JobProgress & keyof R['progress'])[],
): R[] | undefined {
  if (event.status !== 'running' || !rows.some((row) => row.id === event.jobId)) return undefined;
  const moved: Partial<JobProgress> = {};
  for (const counter of counters ?? (Object.keys(event.progress ?? {}) as (keyof JobProgress)[])) {
    const value = event.progress?.[counter];
    if (value !== undefined) Object.assign(moved, { [counter]: value });
  }
  return rows.map((row) =>
    row.id === event.jobId
      ? {
          ...row,
          progress: { ...row.progress, ...moved },
          ...('updatedAt' in row && event.at ? { updatedAt: event.at } : {}),
        }
      : row,
  );
}
