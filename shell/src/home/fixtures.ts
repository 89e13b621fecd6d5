import type { ErrorNotice, JobSummary, PartnerDesktopRow, PartnerListRow } from '@feedhub/contracts';

/** Partners of the picker. */
export const partnerOptionsFixture: PartnerListRow[] = [
  { id: 5, name: 'Demo supplier', className: 'xml', deliveryTime: 3, pimSupplierCode: null, isActive: true },
  { id: 6, name: 'Baltic Parts', className: 'csv', deliveryTime: 1, pimSupplierCode: null, isActive: true },
];

/** Partners desktop rows: one imported with errors and things to do, one never imported. */
export const partnersDesktopFixture: PartnerDesktopRow[] = [
  {
    partner: { id: 5, name: 'Demo supplier' },
    lastUpdatedAt: '2026-11-24T06:20:00.000Z',
    errors: 2,
    new: 1234,
    unmappedCategories: 7,
    waitingForExport: 1,
  },
  {
    partner: { id: 6, name: 'Baltic Parts' },
    lastUpdatedAt: null,
    errors: 0,
    new: 0,
    unmappedCategories: 0,
    waitingForExport: 0,
  },
];

/** Error notices: an import one with its job, an export one. */
export const noticesFixture: ErrorNotice[] = [
  {
    id: 31,
    createdAt: '2026-11-24T08:05:00.000Z',
    message: 'The feed could not be downloaded: HTTP 404',
    type: 'import',
    context: { job_id: 9, partner_id: 5 },
    partnerName: 'Demo supplier',
  },
  {
    id: 30,
    createdAt: '2026-11-23T18:00:00.000Z',
    message: 'The PIM refused 3 products',
    type: 'export',
    context: { job_id: 4, partner_id: null },
    partnerName: null,
  },
];

/** A running job summary; `over` changes what a test needs. */
export function runningFixture(over: Partial<JobSummary> = {}): JobSummary {
  return {
    id: 10,
    kind: 'partner',
    methodName: 'importProducts',
    methodTrans: 'Import products',
    queue: 'medium',
    status: 'running',
    statusTrans: 'Running',
    partner: { id: 5, name: 'Demo supplier' },
    task: { id: 3, name: 'Nightly products' },
    attempts: 1,
    maxAttempts: 3,
    createdAt: '2026-11-24T08:00:00.000Z',
    startedAt: '2026-11-24T08:00:01.000Z',
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
    error: null,
    ...over,
  };
}
