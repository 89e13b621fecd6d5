import type { PartnerStatsRow } from '@feedhub/contracts';
import type { PartnerStat } from './stats.model';

/** A stats row as answers show it. */
export function presentStat(s: PartnerStat): PartnerStatsRow {
  return {
    id: s.id,
    partnerId: s.partnerId,
    collectedAt: new Date(s.collectedAt).toISOString(),
    new: s.new,
    changed: s.changed,
    total: s.total,
    inStock: s.inStock,
  };
}
