import type { ExportJob, ExportJobDesktop, JobLogRow } from '@feedhub/contracts';

/** An export job for component tests; `over` changes what a test needs. */
export function exportJobFixture(over: Partial<ExportJob> = {}): ExportJob {
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
    error: null,
    hasError: false,
    progress: { sent: 1250, created: 40, updated: 1200, refused: 10, skipped: 3 },
    ...over,
  };
}

const idle = { sent: 0, created: 0, updated: 0, refused: 0, skipped: 0 };

/** A desktop with a job in every state: a running one with errors, a pending, an error, a done with errors and a clean one. */
export const exportDesktopFixture: ExportJobDesktop = {
  running: [
    exportJobFixture({
      id: 20,
      status: 'running',
      statusTrans: 'Running',
      finishedAt: null,
      hasError: true,
      progress: { sent: 300, created: 12, updated: 280, refused: 8, skipped: 0 },
    }),
  ],
  pending: [
    exportJobFixture({
      id: 21,
      status: 'pending',
      statusTrans: 'Pending',
      startedAt: null,
      finishedAt: null,
      progress: idle,
    }),
  ],
  // Only imports are held: the export desktop's held group is always empty.
  held: [],
  error: [
    exportJobFixture({
      id: 19,
      status: 'error',
      statusTrans: 'Error',
      attempts: 3,
      hasError: true,
      error: 'The PIM did not answer: connection refused',
      progress: idle,
    }),
  ],
  done: [
    exportJobFixture({ id: 18, hasError: true }),
    exportJobFixture({ id: 17, progress: { ...idle, sent: 5, updated: 5 } }),
  ],
  errorTotal: 1,
  doneTotal: 2,
};

/** An empty desktop: no export job ever. */
export const emptyExportDesktopFixture: ExportJobDesktop = {
  running: [],
  pending: [],
  held: [],
  error: [],
  done: [],
  errorTotal: 0,
  doneTotal: 0,
};

/** Log lines of an export job: info, a warning, an error. */
export const exportLogFixture: JobLogRow[] = [
  {
    id: 1,
    createdAt: '2026-11-24T08:00:01.000Z',
    type: 'info',
    message: 'Export started: 1,263 products on the list',
  },
  {
    id: 2,
    createdAt: '2026-11-24T08:00:03.000Z',
    type: 'warning',
    message: 'SKU-7: value of weight left out',
  },
  {
    id: 3,
    createdAt: '2026-11-24T08:00:04.000Z',
    type: 'error',
    message: 'The PIM refused SKU-9: unknown family',
  },
];
