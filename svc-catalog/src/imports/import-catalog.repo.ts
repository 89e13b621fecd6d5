import type { Knex } from '@feedhub/db';
import { SCHEMA } from '../schema';
import type { BulkConnection } from './bulk-session';
import type { MappedCategory } from './product-row';
import type { SeenAttribute } from './seen-attributes';

/** Adds or refreshes a batch of the feed's categories (mapping columns untouched); counts new and seen. */
export async function upsertCategories(
  knex: Knex,
  partnerId: number,
  now: string,
  categories: MappedCategory[],
) {
  if (!categories.length) return { new: 0, seen: 0 };
  const { rows } = await knex.raw(
    `insert into ${SCHEMA}.partner_categories as c (partner_id, code, name, path, parent_code, first_seen_at, last_seen_at)
     select ?::int, u.code, u.name, u.path, u.parent_code, ?::timestamptz, ?::timestamptz
     from jsonb_to_recordset(?::jsonb) as u(code text, name text, path jsonb, parent_code text)
     on conflict (partner_id, code) do update
       set name = excluded.name, path = excluded.path, parent_code = excluded.parent_code,
           last_seen_at = excluded.last_seen_at, updated_at = now()
       where c.last_seen_at < excluded.last_seen_at
     returning (xmax = 0) as inserted`,
    [
      partnerId,
      now,
      now,
      JSON.stringify(
        categories.map((c) => ({ code: c.code, name: c.name, path: c.path, parent_code: c.parentCode })),
      ),
    ],
  );
  return { new: (rows as { inserted: boolean }[]).filter((r) => r.inserted).length, seen: categories.length };
}

/**
 * Adds a batch of the feed's attributes, or merges the new options into the stored ones (their order
 * kept: option mappings point at indexes); names, types and mappings users set are left alone.
 * Counts new and seen. On any connection: the attributes import's knex, the products import's session.
 */
export async function upsertAttributes(
  c: BulkConnection,
  partnerId: number,
  now: string,
  rows: SeenAttribute[],
) {
  if (!rows.length) return { new: 0, seen: 0 };
  const result = await c.query<{ inserted: boolean }>(
    `insert into ${SCHEMA}.partner_attributes as a (partner_id, code, name, type, options, first_seen_at, last_seen_at)
     select $1::int, u.code, u.name, u.type, u.options, $2::timestamptz, $3::timestamptz
     from jsonb_to_recordset($4::jsonb) as u(code text, name text, type text, options jsonb)
     on conflict (partner_id, code) do update
       set options = a.options || coalesce((
             select jsonb_agg(v) from jsonb_array_elements(excluded.options) v where not a.options @> jsonb_build_array(v)
           ), '[]'::jsonb),
           first_seen_at = coalesce(a.first_seen_at, excluded.first_seen_at),
           last_seen_at = excluded.last_seen_at, updated_at = now()
     returning (xmax = 0) as inserted`,
    [partnerId, now, now, JSON.stringify(rows)],
  );
  return { new: result.rows.filter((r) => r.inserted).length, seen: rows.length };
}
