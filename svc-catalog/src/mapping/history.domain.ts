import type { MappingFieldChange, MappingHistoryEntry, MappingSource } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import type { DomainContext } from '@feedhub/service-kit';
import type { MappingEntity } from './history.repo';
import { presentHistoryRow } from './history.presenter';
import { historyRows, insertHistoryRow } from './history.repo';

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
  source: MappingSource = 'manual',
): Promise<void> {
  if (!changes.length) return;
  await insertHistoryRow(ctx.trx, { ...target, username: ctx.actor?.username ?? null, changes, source });
}

/** A mapping's history, newest first. */
export async function historyOf(
  trx: Knex,
  entity: MappingEntity,
  entityId: number,
): Promise<MappingHistoryEntry[]> {
  return (await historyRows(trx, entity, entityId, HISTORY_LIMIT)).map(presentHistoryRow);
}
