import type { PartnerCategory as PartnerCategoryDto } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { trimDecimal } from '../numeric-text';
import type { PricingSettingsReader } from '../price-rules/pricing-settings';
import { SCHEMA } from '../schema';
import type { PartnerCategory } from './categories.model';
import { familyIds, usualPartnerVat } from './categories.repo';

/**
 * What a category mapping starts with (issue 31): the family the PIM category mapping screen set for
 * its PIM category, and the VAT the partner's mapped categories use most (else the default VAT).
 */

/** The family the PIM category mapping screen set for a PIM category, if the PIM still has it. */
export async function mappingFamilyOf(trx: Knex, pimCategoryCode: string | undefined): Promise<string | null> {
  if (!pimCategoryCode) return null;
  const row = (await trx
    .withSchema(SCHEMA)
    .table('pim_category_mappings as m')
    .join('pim_families as f', 'f.code', 'm.family')
    .where('m.pim_category_code', pimCategoryCode)
    .first('m.family')) as { family: string } | undefined;
  return row?.family ?? null;
}

/**
 * The family code a save stores: the one chosen (undefined when the PIM has no such id), else the
 * PIM category mapping's family of the main PIM category (undefined when it has none).
 */
export async function chosenFamily(
  trx: Knex,
  input: { family: number | null; pimCategory: readonly string[] },
): Promise<string | undefined> {
  if (input.family !== null) return (await familyIds(trx)).byId.get(input.family);
  return (await mappingFamilyOf(trx, input.pimCategory[0])) ?? undefined;
}

/** The PIM category of a category's stored top suggestion, if any. */
async function suggestedPimCategory(trx: Knex, categoryId: number): Promise<string | undefined> {
  const row = (await trx
    .withSchema(SCHEMA)
    .table('mapping_suggestions')
    .where({ entity: 'category', entity_id: categoryId })
    .whereNotNull('best_code')
    .first('best_code')) as { best_code: string } | undefined;
  return row?.best_code;
}

/** The default Estonian VAT: the vat_percent setting as a whole percent, null when unreadable. */
export async function defaultVatEt(settings: PricingSettingsReader | undefined): Promise<number | null> {
  const percent = settings ? (await settings.read()).vatPercent : null;
  const value = percent === null ? NaN : Math.round(Number(percent));
  return Number.isInteger(value) && value >= 0 && value <= 100 ? value : null;
}

/** The modal's starting values of an unmapped category; null for a mapped one. */
export async function categoryDefaults(
  trx: Knex,
  category: PartnerCategory,
  fallbackVatEt: number | null,
): Promise<PartnerCategoryDto['defaults']> {
  if (category.isMapped) return null;
  const target = category.pimCategory?.[0] ?? (await suggestedPimCategory(trx, category.id));
  const familyCode = await mappingFamilyOf(trx, target);
  const usual = await usualPartnerVat(trx, category.partnerId);
  return {
    familyCode,
    family: familyCode ? ((await familyIds(trx)).byCode.get(familyCode) ?? null) : null,
    vat: trimDecimal(category.vat) ?? usual.vat,
    vatEt: category.vatEt !== null ? Number(category.vatEt) : (usual.vatEt ?? fallbackVatEt),
  };
}
