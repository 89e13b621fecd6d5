import type { PartnerCategory } from '../categories/categories.model';

/**
 * Whether the export can place a category's products in the PIM: the category was saved with a PIM
 * category and a family (docs/mapping.md). Products in other categories, or in none, are skipped by
 * the export until their category is mapped.
 */
export function isExportReady(
  category: Pick<PartnerCategory, 'isMapped' | 'pimCategoryCode' | 'family'> | null | undefined,
): boolean {
  return Boolean(category?.isMapped && category.pimCategoryCode && category.family);
}

/** isExportReady in SQL, for the partner category aliased `alias`. */
export function exportReadySql(alias: string): string {
  return `(${alias}.is_mapped and ${alias}.pim_category_code is not null and ${alias}.family is not null)`;
}
