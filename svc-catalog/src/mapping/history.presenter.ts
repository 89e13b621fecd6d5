import type { MappingFieldChange, MappingHistoryEntry } from '@feedhub/contracts';
import type { HistoryRow } from './history.repo';

/** A history row as a mapping's answer shows it. */
export const presentHistoryRow = (row: HistoryRow): MappingHistoryEntry => ({
  id: row.id,
  username: row.username,
  source: row.source === 'suggestion' ? 'suggestion' : 'manual',
  changedAt: new Date(row.changed_at).toISOString(),
  changes: typeof row.changes === 'string' ? (JSON.parse(row.changes) as MappingFieldChange[]) : row.changes,
});
