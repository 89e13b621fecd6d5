import type { Knex } from '@feedhub/db';
import type { WhitelistedIp } from '@feedhub/contracts';
import { SCHEMA } from '../schema';

const ips = (k: Knex) => k.withSchema(SCHEMA).table('whitelisted_ips');

/** Every rule, oldest first. */
export function listRules(k: Knex): Promise<WhitelistedIp[]> {
  return ips(k).orderBy('id').select('id', 'ip', 'description');
}

/** One rule. */
export function findRule(k: Knex, id: number): Promise<WhitelistedIp | undefined> {
  return ips(k).where({ id }).first('id', 'ip', 'description');
}

/** A rule with the same canonical text, other than `exceptId`. */
export function findDuplicate(k: Knex, ip: string, exceptId?: number): Promise<{ id: number } | undefined> {
  const q = ips(k).where({ ip });
  if (exceptId) q.whereNot({ id: exceptId });
  return q.first('id');
}

/** Inserts or updates a rule; returns its id. */
export async function saveRule(
  k: Knex,
  id: number | undefined,
  ip: string,
  description: string | null,
): Promise<number> {
  if (id) {
    await ips(k).where({ id }).update({ ip, description, updated_at: k.fn.now() });
    return id;
  }
  const [row] = await ips(k).insert({ ip, description }).returning('id');
  return row.id as number;
}

/** Deletes a rule. */
export async function deleteRule(k: Knex, id: number): Promise<void> {
  await ips(k).where({ id }).delete();
}
