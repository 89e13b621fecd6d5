import type { PartnerCategory as PartnerCategoryDto } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { trimDecimal } from '../numeric-text';
import { familiesForPimCategories } from '../pim-mappings/pim-category-family';
import { SCHEMA } from '../schema';
import type { PartnerCategory } from './categories.model';
import { familyIds, usualPartnerVat } from './categories.repo';

/**
 * What a category mapping starts with (issue 31): the default family of its PIM category (first the
 * one the PIM category mapping screen set, see pim-category-family.ts), and the VAT the partner's mapped categories use most (else the default VAT).
 */

/** The family a mapping to this PIM category gets when none is chosen (pim-category-family.ts). */
async function defaultFamilyOf(trx: Knex, pimCategoryCode: string | undefined): Promise<string | null> {
  if (!pimCategoryCode) return null;
  return (await familiesForPimCategories(trx, [pimCategoryCode])).get(pimCategoryCode) ?? null;
}

/**
 * The family code a save stores: the one chosen (undefined when the PIM has no such id), else the
 * default family of the main PIM category (pim-category-family.ts; undefined when it has none).
 */
export async function chosenFamily(
  trx: Knex,
  input: { family: number | null; pimCategory: readonly string[] },
): Promise<string | undefined> {
  if (input.family !== null) return (await familyIds(trx)).byId.get(input.family);
  return (await defaultFamilyOf(trx, input.pimCategory[0])) ?? undefined;
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

/** The modal's starting values of an unmapped category; null for a mapped one. */
export async function categoryDefaults(
  trx: Knex,
  category: PartnerCategory,
  fallbackVatEt: number | null,
): Promise<PartnerCategoryDto['defaults']> {
  if (category.isMapped) return null;
  const target = category.pimCategory?.[0] ?? (await suggestedPimCategory(trx, category.id));
  const familyCode = await defaultFamilyOf(trx, target);
  const usual = await usualPartnerVat(trx, category.partnerId);
  return {
    familyCode,
    family: familyCode ? ((await familyIds(trx)).byCode.get(familyCode) ?? null) : null,
    vat: trimDecimal(category.vat) ?? usual.vat,
    vatEt: category.vatEt !== null ? Number(category.vatEt) : (usual.vatEt ?? fallbackVatEt),
  };
}
