import type { MappingFieldChange, MappingSource } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { SCHEMA } from '../schema';

/** What a history row belongs to. */
export type MappingEntity = 'category' | 'attribute';

/** A stored history row (`changes` is text where the driver does not parse jsonb). */
export interface HistoryRow {
  id: number;
  username: string | null;
  source: string;
  changes: MappingFieldChange[] | string;
  changed_at: Date | string;
}

/** Adds a history row. */
export async function insertHistoryRow(
  trx: Knex,
  row: {
    entity: MappingEntity;
    entityId: number;
    partnerId: number;
    username: string | null;
    changes: MappingFieldChange[];
    /** A person's save (default) or an accepted suggestion. */
    source?: MappingSource;
  },
): Promise<void> {
  await trx
    .withSchema(SCHEMA)
    .table('mapping_history')
    .insert({
      entity: row.entity,
      entity_id: row.entityId,
      partner_id: row.partnerId,
      username: row.username,
      source: row.source ?? 'manual',
      changes: JSON.stringify(row.changes),
    });
}

/** A mapping's latest history rows, newest first. */
export async function historyRows(
  trx: Knex,
  entity: MappingEntity,
  entityId: number,
  limit: number,
): Promise<HistoryRow[]> {
  return (await trx
    .withSchema(SCHEMA)
    .table('mapping_history')
    .where({ entity, entity_id: entityId })
    .orderBy([
      { column: 'changed_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit)
    .select('id', 'username', 'source', 'changes', 'changed_at')) as HistoryRow[];
}
