import type { ListPage, PartnerPriceRuleListQuery } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { pageOf, type ListSpec } from '@feedhub/service-kit';
import type { QueryBuilder } from 'objection';
import { PartnerPriceRule } from './price-rules.model';

type QB = QueryBuilder<PartnerPriceRule, PartnerPriceRule[]>;

const PRICE_RULE_LIST: ListSpec<
  QB,
  NonNullable<PartnerPriceRuleListQuery['order']>['field'],
  NonNullable<PartnerPriceRuleListQuery['filter']>
> = {
  sorts: { sortOrder: 'sort_order', id: 'id' },
  defaultSort: { field: 'sortOrder', direction: 'asc' },
  tieBreaker: 'id',
  filters: { partnerId: (qb, id) => void qb.where('partner_id', id) },
};

/** The columns a save writes. */
export type PriceRuleFields = Pick<
  PartnerPriceRule,
  | 'partnerId'
  | 'pimPriceFields'
  | 'partnerPriceField'
  | 'withVat'
  | 'sortOrder'
  | 'useTransportChanges'
  | 'rule'
>;

/** A page of rules (default: sortOrder, then id). */
export async function pagePriceRules(
  trx: Knex,
  query: PartnerPriceRuleListQuery,
): Promise<ListPage<PartnerPriceRule>> {
  return pageOf(PartnerPriceRule.query(trx), query, PRICE_RULE_LIST);
}

/** One rule, or undefined. */
export async function findPriceRule(trx: Knex, id: number): Promise<PartnerPriceRule | undefined> {
  return PartnerPriceRule.query(trx).findById(id);
}

/** A partner's price rules in the order they apply (sortOrder, then id). */
export async function partnerPriceRules(trx: Knex, partnerId: number): Promise<PartnerPriceRule[]> {
  return PartnerPriceRule.query(trx).where('partner_id', partnerId).orderBy(['sort_order', 'id']);
}

/** Adds a rule; its id. */
export async function insertPriceRule(trx: Knex, values: PriceRuleFields): Promise<number> {
  return (await PartnerPriceRule.query(trx).insert(values)).id;
}

/** Replaces a rule of the partner the values name; whether there was one. */
export async function updatePriceRule(trx: Knex, id: number, values: PriceRuleFields): Promise<boolean> {
  const updated = await PartnerPriceRule.query(trx)
    .patch(values)
    .where({ id, partner_id: values.partnerId })
    .returning('id');
  return updated.length > 0;
}

/** Deletes a rule; whether there was one. */
export async function deletePriceRuleRow(trx: Knex, id: number): Promise<boolean> {
  const deleted = await PartnerPriceRule.query(trx).deleteById(id).returning('id');
  return Boolean(deleted);
}
