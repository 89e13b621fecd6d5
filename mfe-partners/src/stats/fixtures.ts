import type { PartnerStatsRow } from '@feedhub/contracts';

/** Stats rows, newest first (as the list answers). */
export const statsFixture: PartnerStatsRow[] = [
  {
    id: 3,
    partnerId: 7,
    collectedAt: '2026-03-03T05:20:00.000Z',
    new: 12,
    changed: 340,
    total: 15234,
    inStock: 12001,
  },
  {
    id: 2,
    partnerId: 7,
    collectedAt: '2026-03-02T05:20:00.000Z',
    new: 0,
    changed: 1200,
    total: 15222,
    inStock: 11800,
  },
  {
    id: 1,
    partnerId: 7,
    collectedAt: '2026-03-01T05:20:00.000Z',
    new: 15222,
    changed: 0,
    total: 15222,
    inStock: 11650,
  },
];
