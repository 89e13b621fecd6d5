import type { MappingFieldChange, MappingHistoryEntry } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import type { DomainContext } from '@feedhub/service-kit';
import { SCHEMA } from '../schema';

/** What a history row belongs to. */
export type MappingEntity = 'category' | 'attribute';

/** Entries a mapping's history shows (newest first). */
const HISTORY_LIMIT = 50;

/** Order-sensitive deep equality of JSON-like values (the mapping's fields). */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose value differs between two snapshots of a mapping. */
export function diffFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): MappingFieldChange[] {
  return Object.keys(after)
    .filter((field) => !same(before[field], after[field]))
    .map((field) => ({ field, from: before[field] ?? null, to: after[field] ?? null }));
}

/** Records who changed what of a mapping; a save that changed nothing records nothing. */
export async function recordHistory(
  ctx: DomainContext,
  target: { entity: MappingEntity; entityId: number; partnerId: number },
  changes: MappingFieldChange[],
): Promise<void> {
  if (!changes.length) return;
  await ctx.trx
    .withSchema(SCHEMA)
    .table('mapping_history')
    .insert({
      entity: target.entity,
      entity_id: target.entityId,
      partner_id: target.partnerId,
      username: ctx.actor?.username ?? null,
      changes: JSON.stringify(changes),
    });
}

/** A mapping's history, newest first. */
export async function historyOf(
  trx: Knex,
  entity: MappingEntity,
  entityId: number,
): Promise<MappingHistoryEntry[]> {
  const rows = (await trx
    .withSchema(SCHEMA)
    .table('mapping_history')
    .where({ entity, entity_id: entityId })
    .orderBy([
      { column: 'changed_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(HISTORY_LIMIT)
    .select('id', 'username', 'changes', 'changed_at')) as {
    id: number;
    username: string | null;
    changes: MappingFieldChange[] | string;
    changed_at: Date | string;
  }[];
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    changedAt: new Date(row.changed_at).toISOString(),
    changes:
      typeof row.changes === 'string' ? (JSON.parse(row.changes) as MappingFieldChange[]) : row.changes,
  }));
}
