import {
  categoryPathLabel,
  type PartnerZeroAmountListQuery,
  type PartnerZeroAmountRow,
  type PartnerZeroAmountSaveInput,
} from '@feedhub/contracts';
import { AppError, ValidationError, type DomainContext } from '@feedhub/service-kit';
import { findPartner } from '../partners/partners.repo';
import {
  brandOptions,
  deleteZeroAmountRow,
  findZeroAmount,
  insertZeroAmount,
  pageZeroAmounts,
  partnerCategory,
} from './zero-amounts.repo';

/** Rules as the list shows them: the brand option id is looked up among the partner's brands. */
export async function listZeroAmounts(
  ctx: DomainContext,
  query: PartnerZeroAmountListQuery,
): Promise<{ rows: PartnerZeroAmountRow[]; total: number }> {
  const page = await pageZeroAmounts(ctx.trx, query);
  const brands = new Map<number, string[]>();
  const rows: PartnerZeroAmountRow[] = [];
  for (const rule of page.rows) {
    if (!brands.has(rule.partnerId)) brands.set(rule.partnerId, await brandOptions(ctx.trx, rule.partnerId));
    const index = brands.get(rule.partnerId)!.indexOf(rule.brand);
    rows.push({
      id: rule.id,
      partnerId: rule.partnerId,
      brand: index >= 0 ? index : null,
      brandName: rule.brand,
      categoryId: rule.categoryId,
      // As a person reads the category everywhere (issue 31): its path, so two "Akku" stay apart.
      categoryName: categoryPathLabel({ name: rule.categoryName ?? '', path: rule.categoryPath }),
    });
  }
  return { rows, total: page.total };
}

/**
 * Adds a rule: the brand must be one of the partner's brand options and the category one of its
 * categories (another partner's is "does not exist" here), and the pair must be new.
 */
export async function saveZeroAmount(ctx: DomainContext, input: PartnerZeroAmountSaveInput): Promise<number> {
  const partner = await findPartner(ctx.trx, input.partnerId);
  if (!partner) throw new AppError('partner_not_found');
  const brand = (await brandOptions(ctx.trx, partner.id))[input.brand];
  const category = await partnerCategory(ctx.trx, partner.id, input.categoryId);
  const rules: ConstructorParameters<typeof ValidationError>[0] = {};
  if (brand === undefined) rules.brand = [{ rule: 'exists' }];
  if (!category) rules.categoryId = [{ rule: 'exists' }];
  if (brand !== undefined && category) {
    const duplicate = await findZeroAmount(ctx.trx, {
      partnerId: partner.id,
      brand,
      categoryId: category.id,
    });
    if (duplicate) rules.brand = [{ rule: 'unique' }];
  }
  if (Object.keys(rules).length) throw new ValidationError(rules);
  return insertZeroAmount(ctx.trx, { partnerId: partner.id, brand: brand!, categoryId: category!.id });
}

/** Deletes a rule (404 partner_zero_amount_not_found when there is none). */
export async function deleteZeroAmount(ctx: DomainContext, id: number): Promise<void> {
  if (!(await deleteZeroAmountRow(ctx.trx, id))) throw new AppError('partner_zero_amount_not_found');
}
