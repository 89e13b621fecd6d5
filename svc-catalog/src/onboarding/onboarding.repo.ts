import type { Knex } from '@feedhub/db';
import { SCHEMA } from '../schema';

/** What a partner's first-run checklist reads, in one statement. */
export interface OnboardingRow {
  categories: number;
  mapped_categories: number;
  suggested_categories: number;
  attributes: number;
  mapped_attributes: number;
  confident_attributes: number;
  suggested_attributes: number;
  /** The latest products import's job (its stats row), if one finished. */
  last_import_job_id: number | null;
  /** Any category or attribute an import has seen (the categories and attributes imports leave only these). */
  seen_by_import: boolean;
  price_rules: number;
  products_sent: number;
  /** Products the PIM accepted from an export job. */
  products_exported: boolean;
}

/**
 * Counts of one partner, or undefined for an unknown one. Suggestions are the stored ones
 * (mapping_suggestions) of the rows still unmapped: `confident` is the scorer's flag, `suggested`
 * any row with a best target. Confident categories are counted by target (`confidentCategoryTargets`):
 * whether one can be accepted depends on its PIM category's family.
 */
export async function onboardingRow(trx: Knex, partnerId: number): Promise<OnboardingRow | undefined> {
  const { rows } = await trx.raw(
    `select
       (select count(*) from :schema:.partner_categories c where c.partner_id = p.id)::int as categories,
       (select count(*) from :schema:.partner_categories c where c.partner_id = p.id and c.is_mapped)::int
         as mapped_categories,
       (select count(*) from :schema:.partner_categories c
          join :schema:.mapping_suggestions s on s.entity = 'category' and s.entity_id = c.id
         where c.partner_id = p.id and not c.is_mapped and s.best_code is not null)::int as suggested_categories,
       (select count(*) from :schema:.partner_attributes a where a.partner_id = p.id)::int as attributes,
       (select count(*) from :schema:.partner_attributes a
         where a.partner_id = p.id and jsonb_array_length(a.pim_attribute_codes) > 0)::int as mapped_attributes,
       (select count(*) from :schema:.partner_attributes a
          join :schema:.mapping_suggestions s on s.entity = 'attribute' and s.entity_id = a.id
         where a.partner_id = p.id and jsonb_array_length(a.pim_attribute_codes) = 0 and s.confident)::int
         as confident_attributes,
       (select count(*) from :schema:.partner_attributes a
          join :schema:.mapping_suggestions s on s.entity = 'attribute' and s.entity_id = a.id
         where a.partner_id = p.id and jsonb_array_length(a.pim_attribute_codes) = 0 and s.best_code is not null)::int
         as suggested_attributes,
       (select st.job_id from :schema:.partner_stats st where st.partner_id = p.id
         order by st.collected_at desc, st.id desc limit 1) as last_import_job_id,
       (exists (select 1 from :schema:.partner_categories c where c.partner_id = p.id and c.last_seen_at is not null)
        or exists (select 1 from :schema:.partner_attributes a where a.partner_id = p.id and a.last_seen_at is not null))
         as seen_by_import,
       (select count(*) from :schema:.partner_price_rules r where r.partner_id = p.id)::int as price_rules,
       (select count(*) from :schema:.partner_products pp
          left join :schema:.partner_categories c on c.id = pp.category_id
         where pp.partner_id = p.id and (pp.in_export_list or coalesce(c.export_all, false)))::int as products_sent,
       exists (select 1 from :schema:.partner_products pp where pp.partner_id = p.id and pp.exported_at is not null)
         as products_exported
     from :schema:.partners p
     where p.id = :partnerId`,
    { schema: SCHEMA, partnerId },
  );
  return (rows as OnboardingRow[])[0];
}

/** The PIM categories the partner's unmapped categories are confidently suggested to, with how many each. */
export async function confidentCategoryTargets(
  trx: Knex,
  partnerId: number,
): Promise<{ code: string; categories: number }[]> {
  return (await trx
    .withSchema(SCHEMA)
    .table('partner_categories as c')
    .join('mapping_suggestions as s', (on) => on.on('s.entity_id', 'c.id').andOnVal('s.entity', 'category'))
    .where({ 'c.partner_id': partnerId, 'c.is_mapped': false, 's.confident': true })
    .whereNotNull('s.best_code')
    .groupBy('s.best_code')
    .select('s.best_code as code', trx.raw('count(*)::int as categories'))) as {
    code: string;
    categories: number;
  }[];
}
