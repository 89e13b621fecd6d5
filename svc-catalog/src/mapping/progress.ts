import type { MappingProgress } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { SCHEMA } from '../schema';

/** Whole percent of `part` in `all` (0 when there is nothing). */
const percent = (part: number, all: number) => (all ? Math.round((100 * part) / all) : 0);

/**
 * How much each partner (or one) has left to map: categories without a PIM category and family,
 * attributes without a PIM attribute, products in the unmapped categories.
 */
export async function mappingProgress(trx: Knex, partnerId?: number): Promise<MappingProgress[]> {
  const result = await trx.raw(
    `select p.id as partner_id,
       (select count(*) from :schema:.partner_categories c where c.partner_id = p.id)::int as categories,
       (select count(*) from :schema:.partner_categories c where c.partner_id = p.id and not c.is_mapped)::int
         as unmapped_categories,
       (select count(*) from :schema:.partner_attributes a where a.partner_id = p.id)::int as attributes,
       (select count(*) from :schema:.partner_attributes a
         where a.partner_id = p.id and jsonb_array_length(a.pim_attribute_codes) = 0)::int as unmapped_attributes,
       (select count(*) from :schema:.partner_products pp
         where pp.partner_id = p.id and pp.category_id in
           (select c.id from :schema:.partner_categories c where c.partner_id = p.id and not c.is_mapped))::int
         as products_in_unmapped
     from :schema:.partners p
     ${partnerId === undefined ? '' : 'where p.id = :partnerId'}
     order by p.id`,
    { schema: SCHEMA, ...(partnerId === undefined ? {} : { partnerId }) },
  );
  const rows = result.rows as {
    partner_id: number;
    categories: number;
    unmapped_categories: number;
    attributes: number;
    unmapped_attributes: number;
    products_in_unmapped: number;
  }[];
  return rows.map((row) => ({
    partnerId: row.partner_id,
    categories: row.categories,
    unmappedCategories: row.unmapped_categories,
    unmappedCategoriesPercent: percent(row.unmapped_categories, row.categories),
    attributes: row.attributes,
    unmappedAttributes: row.unmapped_attributes,
    unmappedAttributesPercent: percent(row.unmapped_attributes, row.attributes),
    productsInUnmappedCategories: row.products_in_unmapped,
  }));
}
