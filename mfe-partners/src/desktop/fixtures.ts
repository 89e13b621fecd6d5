import type { HeldJob, JobLogRow, PartnerJob, PartnerJobDesktop } from '@feedhub/contracts';

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
  // Most days nothing is held: the "Needs review" group does not show.
  held: [],
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

/** A held import: the guard stopped it before it merged (the desktop's "Needs review" group). */
export const heldJob: PartnerJob = jobFixture({
  id: 14,
  status: 'held',
  statusTrans: 'Held',
  progress: { read: 80, new: 4, changed: 90, unchanged: 0, skipped: 0, bytesRead: 0, bytesTotal: null },
});

/** The desktop with a held import waiting for review. */
export const heldDesktopFixture: PartnerJobDesktop = { ...desktopFixture, held: [heldJob] };

/**
 * The diff of the held import (GET /api/partner-job/held/14): 62 of 80 in-stock products would drop to
 * 0 (limit 50 %), 28 of 120 prices move ×5 or more (limit 20 %), an example of every kind.
 */
export const heldJobFixture: HeldJob = {
  jobId: 14,
  partnerId: 5,
  partnerName: 'Demo supplier',
  methodName: 'importProducts',
  methodTrans: 'Import products',
  heldAt: '2026-11-24T08:05:00.000Z',
  reasons: ['stock', 'price'],
  limits: { stockPercent: 50, pricePercent: 20, priceFactor: 5 },
  base: { inStock: 80, priced: 120 },
  counts: { toZero: 62, priceUp: 25, priceDown: 3, new: 4, gone: 10 },
  examples: [
    {
      kind: 'toZero',
      productId: 101,
      code: 'LAP-100',
      name: 'Laptop 14"',
      field: 'amount',
      old: '1500',
      new: '0',
    },
    {
      kind: 'priceUp',
      productId: 102,
      code: 'MON-27',
      name: 'Monitor 27"',
      field: 'price',
      old: '1299.5',
      new: '129950',
    },
    {
      kind: 'priceDown',
      productId: 103,
      code: 'KB-1',
      name: 'Keyboard',
      field: 'price',
      old: '49.9',
      new: '0.49',
    },
    { kind: 'new', productId: null, code: 'NEW-1', name: 'Mouse', field: null, old: null, new: null },
    { kind: 'gone', productId: 104, code: 'OLD-9', name: null, field: null, old: null, new: null },
  ],
};
