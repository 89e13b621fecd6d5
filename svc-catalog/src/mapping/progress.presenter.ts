import type { MappingProgress } from '@feedhub/contracts';
import type { ProgressRow } from './progress.repo';

/** Whole percent of `part` in `all` (0 when there is nothing). */
const percent = (part: number, all: number) => (all ? Math.round((100 * part) / all) : 0);

/** A partner's counts as the answer shows them, with the unmapped shares in whole percent. */
export const presentProgress = (row: ProgressRow): MappingProgress => ({
  partnerId: row.partner_id,
  categories: row.categories,
  unmappedCategories: row.unmapped_categories,
  unmappedCategoriesPercent: percent(row.unmapped_categories, row.categories),
  attributes: row.attributes,
  unmappedAttributes: row.unmapped_attributes,
  unmappedAttributesPercent: percent(row.unmapped_attributes, row.attributes),
  productsInUnmappedCategories: row.products_in_unmapped,
});
