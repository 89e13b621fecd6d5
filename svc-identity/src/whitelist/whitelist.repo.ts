import type { ListPage, WhitelistedIpListQuery } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { pageOf, type ListSpec } from '@feedhub/service-kit';
import type { QueryBuilder } from 'objection';
import { WhitelistedIp } from './whitelist.model';

const RULE_LIST: ListSpec<
  QueryBuilder<WhitelistedIp, WhitelistedIp[]>,
  NonNullable<WhitelistedIpListQuery['order']>['field']
> = {
  sorts: { ip: 'ip', description: 'description', id: 'id' },
  defaultSort: { field: 'id', direction: 'asc' },
};

/** A page of rules (oldest first unless asked otherwise). */
export async function pageRules(trx: Knex, query: WhitelistedIpListQuery): Promise<ListPage<WhitelistedIp>> {
  return pageOf(WhitelistedIp.query(trx), query, RULE_LIST);
}

/** Every rule's canonical text, oldest first (what the gateways enforce). */
export async function allRuleTexts(trx: Knex): Promise<string[]> {
  return (await WhitelistedIp.query(trx).orderBy('id').select('ip')).map((r) => r.ip);
}

/** Every rule, oldest first. */
export async function allRules(trx: Knex): Promise<WhitelistedIp[]> {
  return WhitelistedIp.query(trx).orderBy('id');
}

/** A rule with the same canonical text, other than `exceptId`. */
export async function findDuplicate(
  trx: Knex,
  ip: string,
  exceptId?: number,
): Promise<WhitelistedIp | undefined> {
  const q = WhitelistedIp.query(trx).findOne({ ip });
  if (exceptId) q.whereNot('id', exceptId);
  return q;
}

/** Inserts or updates a rule; returns the stored rule. */
export async function saveRule(
  trx: Knex,
  id: number | undefined,
  ip: string,
  description: string | null,
): Promise<WhitelistedIp> {
  if (id) return WhitelistedIp.query(trx).patchAndFetchById(id, { ip, description });
  return WhitelistedIp.query(trx).insert({ ip, description });
}

/** Deletes a rule. */
export async function deleteRule(trx: Knex, id: number): Promise<void> {
  await WhitelistedIp.query(trx).deleteById(id);
}
