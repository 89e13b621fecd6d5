import type { JobLogRow, PartnerJob, PartnerJobDesktop } from '@feedhub/contracts';

const partner = { id: 5, name: 'Demo supplier' };

/** A partner job for component tests; `over` changes what a test needs. */
export function jobFixture(over: Partial<PartnerJob> = {}): PartnerJob {
  return {
    id: 1,
    status: 'done',
    statusTrans: 'Done',
    createdAt: '2026-11-24T08:00:00.000Z',
    updatedAt: '2026-11-24T08:05:00.000Z',
    startedAt: '2026-11-24T08:00:01.000Z',
    finishedAt: '2026-11-24T08:05:00.000Z',
    attempts: 1,
    maxAttempts: 3,
    stopping: false,
    scheduledFor: null,
    progress: {
      read: 1200,
      new: 12,
      changed: 30,
      unchanged: 1150,
      skipped: 8,
      bytesRead: 0,
      bytesTotal: null,
    },
    error: null,
    partnerTask: { id: 3, name: 'Nightly products', methodName: 'importProducts', queue: 'medium', partner },
    ...over,
  };
}

/** A desktop with a job in every state: a running one with its size known, one stopping, a pending, an error, a done. */
export const desktopFixture: PartnerJobDesktop = {
  running: [
    jobFixture({
      id: 10,
      status: 'running',
      statusTrans: 'Running',
      finishedAt: null,
      progress: {
        read: 500,
        new: 4,
        changed: 1,
        unchanged: 490,
        skipped: 5,
        bytesRead: 250,
        bytesTotal: 1000,
      },
    }),
    jobFixture({
      id: 11,
      status: 'running',
      statusTrans: 'Running',
      finishedAt: null,
      stopping: true,
      attempts: 2,
      progress: { read: 80, new: 0, changed: 0, unchanged: 80, skipped: 0, bytesRead: 0, bytesTotal: null },
      partnerTask: { id: 4, name: 'Prices every 2 h', methodName: 'updatePrices', queue: 'low', partner },
    }),
  ],
  pending: [
    jobFixture({
      id: 12,
      status: 'pending',
      statusTrans: 'Pending',
      startedAt: null,
      finishedAt: null,
      progress: { read: 0, new: 0, changed: 0, unchanged: 0, skipped: 0, bytesRead: 0, bytesTotal: null },
    }),
  ],
  error: [
    jobFixture({
      id: 9,
      status: 'error',
      statusTrans: 'Error',
      attempts: 3,
      error: 'The feed could not be downloaded: HTTP 404 from https://feeds.example.com/products.xml',
    }),
  ],
  done: [jobFixture({ id: 8 })],
  errorTotal: 1,
  doneTotal: 1,
};

/** Log lines of a job: info, a warning, an error. */
export const logFixture: JobLogRow[] = [
  { id: 1, createdAt: '2026-11-24T08:00:01.000Z', type: 'info', message: 'Import started' },
  { id: 2, createdAt: '2026-11-24T08:00:03.000Z', type: 'warning', message: 'Record 7 skipped: no code' },
  { id: 3, createdAt: '2026-11-24T08:00:04.000Z', type: 'error', message: 'Feed ended unexpectedly' },
];
