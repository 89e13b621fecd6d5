import type { Knex } from '@feedhub/db';
import { PimChannelSchema, pimStructure, type PimAttributeType, type PimStructure } from '@feedhub/pim';
import { z } from 'zod';
import { SCHEMA } from '../schema';

const table = (knex: Knex, name: string) => knex.withSchema(SCHEMA).table(name);
const labels = { en: '', et: '' };
const StructureRowsSchema = z.object({
  locales: z.array(z.string()).default([]),
  channels: z.array(PimChannelSchema).default([]),
  currencies: z.array(z.string()).default([]),
});

/** The PIM's enabled locales from the synced copy (what Icecat asks by default), without the rest of its structure. */
export async function pimLocales(knex: Knex): Promise<string[]> {
  const row = (await table(knex, 'pim_structure').where('key', 'locales').first('value')) as
    { value: unknown } | undefined;
  return StructureRowsSchema.shape.locales.parse(row?.value);
}

/**
 * The PIM's structure from the catalog's synced copy (pim-sync.ts), indexed for the export's payload
 * builder and the embedded PIM's checks. Read once per export run (a sync during a run is seen by the next).
 */
export async function loadPimStructure(knex: Knex): Promise<PimStructure> {
  const [categories, families, attributes, options, structureRows] = await Promise.all([
    table(knex, 'pim_categories').select('code', 'parent_code'),
    table(knex, 'pim_families').select('code', 'attributes', 'attribute_as_label'),
    table(knex, 'pim_attributes').select('*').orderBy('position'),
    table(knex, 'pim_attribute_options').select('attribute_code', 'code', 'sort_order'),
    table(knex, 'pim_structure').select('key', 'value'),
  ]);
  const structure = StructureRowsSchema.parse(
    Object.fromEntries(structureRows.map((row: { key: string; value: unknown }) => [row.key, row.value])),
  );
  return pimStructure({
    categories: categories.map((row: { code: string; parent_code: string | null }) => ({
      code: row.code,
      parent: row.parent_code,
      labels,
    })),
    families: families.map((row: { code: string; attributes: string[]; attribute_as_label: string }) => ({
      code: row.code,
      attributes: row.attributes,
      attributeAsLabel: row.attribute_as_label,
      labels,
    })),
    attributes: attributes.map(
      (row: {
        code: string;
        type: PimAttributeType;
        group_code: string;
        localizable: boolean;
        scopable: boolean;
        decimals_allowed: boolean | null;
        metric_family: string | null;
        default_metric_unit: string | null;
      }) => ({
        code: row.code,
        type: row.type,
        group: row.group_code,
        localizable: row.localizable,
        scopable: row.scopable,
        decimalsAllowed: row.decimals_allowed,
        metricFamily: row.metric_family,
        defaultMetricUnit: row.default_metric_unit,
        labels,
      }),
    ),
    options: options.map((row: { attribute_code: string; code: string; sort_order: number }) => ({
      code: row.code,
      attribute: row.attribute_code,
      sortOrder: row.sort_order,
      labels,
    })),
    ...structure,
  });
}
