import type { Knex } from '@feedhub/db';
import { partnersOfProductIds } from '../products/product-ids';
import { SCHEMA } from '../schema';
import type { ExportProductRow } from './export-sources';

/** Products read per statement while an export walks its list. */
export const CANDIDATE_PAGE = 1_000;

const COLUMNS = [
  'id',
  'partner_id',
  'code',
  'sku',
  'name',
  'description',
  'ean',
  'manufacturer_code',
  'brand',
  'amount',
  'price',
  'rrp_price',
  'supplier_price',
  'category_id',
  'attributes',
  'missing_since',
  'in_export_list',
  'exported_at',
  'export_hash',
];

/**
 * The next page of what an export considers, in id order after `afterId`: products on the export
 * list, and every product of a category whose mapping says exportAll (SPEC §3: the category's products
 * go to the PIM without being put on the list one by one).
 */
export async function exportCandidates(
  knex: Knex,
  afterId: number,
  limit = CANDIDATE_PAGE,
): Promise<ExportProductRow[]> {
  // Plain rows, not models: objection's instances cost a fifth of the export's database time (bench profile).
  const rows: Record<string, unknown>[] = await knex
    .withSchema(SCHEMA)
    .table('partner_products')
    .where('id', '>', afterId)
    .where((w) =>
      w
        .where('in_export_list', true)
        .orWhereRaw(`category_id in (select id from ??.partner_categories where export_all)`, [SCHEMA]),
    )
    .orderBy('id')
    .limit(limit)
    .select(COLUMNS);
  return rows.map((row) => ({
    id: Number(row.id),
    partnerId: row.partner_id as number,
    code: row.code as string,
    sku: row.sku as string | null,
    name: row.name as string | null,
    description: row.description as string | null,
    ean: row.ean as string | null,
    manufacturerCode: row.manufacturer_code as string | null,
    brand: row.brand as string | null,
    amount: row.amount as number | null,
    price: row.price as string | null,
    rrpPrice: row.rrp_price as string | null,
    supplierPrice: row.supplier_price as string | null,
    categoryId: row.category_id as number | null,
    attributes: (typeof row.attributes === 'string'
      ? JSON.parse(row.attributes)
      : row.attributes) as ExportProductRow['attributes'],
    missingSince: row.missing_since as Date | null,
    inExportList: row.in_export_list as boolean,
    exportedAt: row.exported_at as Date | null,
    exportHash: row.export_hash as string | null,
  }));
}

/** The accepted payloads' fingerprints and the time, for the lines the PIM answered 201 or 204 (one statement). */
export async function markExported(
  knex: Knex,
  accepted: readonly { id: number; hash: string }[],
): Promise<void> {
  if (!accepted.length) return;
  const rows = accepted.map(() => '(?::bigint, ?::text)').join(', ');
  // Rows an import is merging (locked until its transaction ends, which for a guarded import is the
  // end of its run) are skipped, not waited for: they change, so the next export sends them again.
  // The partners the ids name (product-ids.ts): only their tables are read, not every partner's.
  const partners = partnersOfProductIds(accepted.map((row) => row.id));
  const only = (alias: string) => (partners ? `and ${alias}.partner_id = any(?::int[])` : '');
  await knex.raw(
    `with v(id, hash) as (values ${rows}),
       free as (select q.id from ??.partner_products q join v on q.id = v.id where true ${only('q')}
                for update of q skip locked)
     update ??.partner_products p set export_hash = v.hash, exported_at = now()
     from v join free on free.id = v.id where p.id = v.id ${only('p')}`,
    [
      ...accepted.flatMap((row) => [row.id, row.hash]),
      SCHEMA,
      ...(partners ? [partners] : []),
      SCHEMA,
      ...(partners ? [partners] : []),
    ],
  );
}
