import type { HorizonStats, JobSummary } from '@feedhub/contracts';

/** The last hour, a minute apart, oldest first: some work done, a failure at 08:05. */
const series = Array.from({ length: 60 }, (_, i) => ({
  minute: new Date(Date.UTC(2026, 10, 24, 7, 10 + i)).toISOString(),
  completed: i % 10,
  failed: i === 55 ? 2 : 0,
}));

/** The dashboard's figures: high paused, medium busy, low idle; two workers. */
export const statsFixture: HorizonStats = {
  queues: [
    {
      name: 'high',
      pending: 3,
      running: 0,
      paused: true,
      waitP50Ms: null,
      waitP95Ms: null,
      runtimeP50Ms: null,
      runtimeP95Ms: null,
    },
    {
      name: 'medium',
      pending: 1,
      running: 2,
      paused: false,
      waitP50Ms: 1200,
      waitP95Ms: 65_000,
      runtimeP50Ms: 200_000,
      runtimeP95Ms: 7_500_000,
    },
    {
      name: 'low',
      pending: 0,
      running: 0,
      paused: false,
      waitP50Ms: 350,
      waitP95Ms: 900,
      runtimeP50Ms: 4200,
      runtimeP95Ms: 9000,
    },
  ],
  jobsPerMinute: 4.5,
  recentJobs: 270,
  failedJobs: 2,
  workers: [
    {
      id: 'catalog@host-1:4211',
      queues: ['high', 'medium', 'low'],
      running: 2,
      concurrency: 4,
      lastSeenAt: '2026-11-24T08:09:48.000Z',
    },
    {
      id: 'catalog@host-2:977',
      queues: ['low'],
      running: 0,
      concurrency: 2,
      lastSeenAt: '2026-11-24T08:02:00.000Z',
    },
  ],
  series,
};

/** A failed job summary; `over` changes what a test needs. */
export function failedFixture(over: Partial<JobSummary> = {}): JobSummary {
  return {
    id: 9,
    kind: 'partner',
    methodName: 'importProducts',
    methodTrans: 'Import products',
    queue: 'medium',
    status: 'error',
    statusTrans: 'Error',
    partner: { id: 5, name: 'Demo supplier' },
    task: { id: 3, name: 'Nightly products' },
    attempts: 3,
    maxAttempts: 3,
    createdAt: '2026-11-24T08:00:00.000Z',
    startedAt: '2026-11-24T08:00:01.000Z',
    finishedAt: '2026-11-24T08:05:00.000Z',
    progress: { read: 0, new: 0, changed: 0, unchanged: 0, skipped: 0, bytesRead: 0, bytesTotal: null },
    error: 'The feed could not be read: HTTP 404 from https://feeds.example.com/products.xml',
    ...over,
  };
}

/** Failed jobs of every kind. */
export const failedJobsFixture: JobSummary[] = [
  failedFixture(),
  failedFixture({
    id: 8,
    kind: 'system',
    methodName: 'syncPim',
    methodTrans: 'Sync with PIM',
    queue: 'high',
    partner: null,
    task: null,
    error: "The PIM's reference data has 1 problem and was not copied",
  }),
];

/** Jobs running at 08:10:00: an export started 3 min 20 s before with its counters, an import a quarter through its feed. */
export const runningJobsFixture: JobSummary[] = [
  failedFixture({
    id: 21,
    kind: 'export',
    methodName: 'exportProducts',
    methodTrans: 'Export to the PIM',
    status: 'running',
    statusTrans: 'Running',
    partner: null,
    task: null,
    attempts: 1,
    startedAt: '2026-11-24T08:06:40.000Z',
    finishedAt: null,
    progress: {
      read: 0,
      new: 0,
      changed: 0,
      unchanged: 0,
      skipped: 3,
      bytesRead: 0,
      bytesTotal: null,
      sent: 1250,
      created: 1200,
      updated: 50,
      refused: 0,
    },
    error: null,
  }),
  failedFixture({
    id: 22,
    status: 'running',
    statusTrans: 'Running',
    attempts: 2,
    startedAt: '2026-11-24T08:09:30.000Z',
    finishedAt: null,
    progress: { read: 1200, new: 12, changed: 3, unchanged: 0, skipped: 0, bytesRead: 250, bytesTotal: 1000 },
    error: null,
  }),
];
