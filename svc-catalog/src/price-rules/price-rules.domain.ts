import type {
  ListPage,
  Locale,
  PartnerPriceRule as PartnerPriceRuleDto,
  PartnerPriceRuleListQuery,
} from '@feedhub/contracts';
import { describePriceRule, type PriceRuleSaveInput } from '@feedhub/pricing';
import { pageOf, AppError, type DomainContext, type ListSpec } from '@feedhub/service-kit';
import type { QueryBuilder } from 'objection';
import { Partner } from '../partners/partners.model';
import { PartnerPriceRule } from './price-rules.model';
import { formulaOf } from './product-prices';

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

/** A stored rule as the screens read it, with its steps described in the caller's language. */
export function presentPriceRule(rule: PartnerPriceRule, locale: Locale): PartnerPriceRuleDto {
  return {
    id: rule.id,
    partnerId: rule.partnerId,
    pimPriceFields: rule.pimPriceFields,
    partnerPriceField: rule.partnerPriceField,
    withVat: rule.withVat,
    sortOrder: rule.sortOrder,
    useTransportChanges: rule.useTransportChanges,
    rule: rule.rule,
    steps: describePriceRule(formulaOf(rule), locale),
  };
}

/** A page of a partner's rules in the order they apply (sortOrder, then id). */
export async function listPriceRules(
  ctx: DomainContext,
  query: PartnerPriceRuleListQuery,
): Promise<ListPage<PartnerPriceRuleDto>> {
  const page = await pageOf(PartnerPriceRule.query(ctx.trx), query, PRICE_RULE_LIST);
  return { rows: page.rows.map((r) => presentPriceRule(r, ctx.locale)), total: page.total };
}

/** One rule (404 partner_price_rule_not_found). */
export async function getPriceRule(ctx: DomainContext, id: number): Promise<PartnerPriceRuleDto> {
  const rule = await PartnerPriceRule.query(ctx.trx).findById(id);
  if (!rule) throw new AppError('partner_price_rule_not_found');
  return presentPriceRule(rule, ctx.locale);
}

/**
 * Adds or replaces a rule. The body was checked by PriceRuleSaveSchema (catalogue ids, inputs,
 * fields, defaults); here: the partner exists, and an edited rule is that partner's.
 */
export async function savePriceRule(ctx: DomainContext, input: PriceRuleSaveInput): Promise<number> {
  const partner = await Partner.query(ctx.trx).findById(input.partnerId);
  if (!partner) throw new AppError('partner_not_found');
  const values = {
    partnerId: partner.id,
    pimPriceFields: input.pimPriceFields,
    partnerPriceField: input.partnerPriceField,
    withVat: input.withVat,
    sortOrder: input.sortOrder,
    useTransportChanges: input.useTransportChanges,
    rule: input.rule,
  };
  if (input.id === undefined || input.id === null) {
    return (await PartnerPriceRule.query(ctx.trx).insert(values)).id;
  }
  // Another partner's rule is "not found" here: an edit never moves a rule between partners.
  const updated = await PartnerPriceRule.query(ctx.trx)
    .patch(values)
    .where({ id: input.id, partner_id: partner.id })
    .returning('id');
  if (!updated.length) throw new AppError('partner_price_rule_not_found');
  return input.id;
}

/** Deletes a rule (404 partner_price_rule_not_found when there is none). */
export async function deletePriceRule(ctx: DomainContext, id: number): Promise<void> {
  const deleted = await PartnerPriceRule.query(ctx.trx).deleteById(id).returning('id');
  if (!deleted) throw new AppError('partner_price_rule_not_found');
}
