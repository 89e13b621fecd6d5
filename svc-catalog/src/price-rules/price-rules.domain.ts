import type {
  ListPage,
  PartnerPriceRule as PartnerPriceRuleDto,
  PartnerPriceRuleListQuery,
} from '@feedhub/contracts';
import type { PriceRuleSaveInput } from '@feedhub/pricing';
import { AppError, type DomainContext } from '@feedhub/service-kit';
import { findPartner } from '../partners/partners.repo';
import { presentPriceRule } from './price-rules.presenter';
import {
  deletePriceRuleRow,
  findPriceRule,
  insertPriceRule,
  pagePriceRules,
  updatePriceRule,
} from './price-rules.repo';

/** A page of a partner's rules in the order they apply (sortOrder, then id). */
export async function listPriceRules(
  ctx: DomainContext,
  query: PartnerPriceRuleListQuery,
): Promise<ListPage<PartnerPriceRuleDto>> {
  const page = await pagePriceRules(ctx.trx, query);
  return { rows: page.rows.map((r) => presentPriceRule(r, ctx.locale)), total: page.total };
}

/** One rule (404 partner_price_rule_not_found). */
export async function getPriceRule(ctx: DomainContext, id: number): Promise<PartnerPriceRuleDto> {
  const rule = await findPriceRule(ctx.trx, id);
  if (!rule) throw new AppError('partner_price_rule_not_found');
  return presentPriceRule(rule, ctx.locale);
}

/**
 * Adds or replaces a rule. The body was checked by PriceRuleSaveSchema (catalogue ids, inputs,
 * fields, defaults); here: the partner exists, and an edited rule is that partner's.
 */
export async function savePriceRule(ctx: DomainContext, input: PriceRuleSaveInput): Promise<number> {
  const partner = await findPartner(ctx.trx, input.partnerId);
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
    return insertPriceRule(ctx.trx, values);
  }
  // Another partner's rule is "not found" here: an edit never moves a rule between partners.
  if (!(await updatePriceRule(ctx.trx, input.id, values))) throw new AppError('partner_price_rule_not_found');
  return input.id;
}

/** Deletes a rule (404 partner_price_rule_not_found when there is none). */
export async function deletePriceRule(ctx: DomainContext, id: number): Promise<void> {
  if (!(await deletePriceRuleRow(ctx.trx, id))) throw new AppError('partner_price_rule_not_found');
}
