import type { Knex } from '@feedhub/db';
import { SCHEMA } from '../schema';

/** A partner's mapping counts. */
export interface ProgressRow {
  partner_id: number;
  categories: number;
  unmapped_categories: number;
  attributes: number;
  unmapped_attributes: number;
  products_in_unmapped: number;
}

/** Each partner's (or one's) categories, attributes and products in unmapped categories, mapped or not. */
export async function progressRows(trx: Knex, partnerId?: number): Promise<ProgressRow[]> {
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
  return result.rows as ProgressRow[];
}
