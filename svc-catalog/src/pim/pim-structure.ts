import type { Knex } from '@feedhub/db';
import { PimChannelSchema, pimStructure, type PimStructure } from '@feedhub/pim';
import { z } from 'zod';
import { pimStructureRows, pimStructureValue } from './pim.repo';

const labels = { en: '', et: '' };
const StructureRowsSchema = z.object({
  locales: z.array(z.string()).default([]),
  channels: z.array(PimChannelSchema).default([]),
  currencies: z.array(z.string()).default([]),
});

/** The PIM's enabled locales from the synced copy (what Icecat asks by default), without the rest of its structure. */
export async function pimLocales(knex: Knex): Promise<string[]> {
  return StructureRowsSchema.shape.locales.parse(await pimStructureValue(knex, 'locales'));
}

/**
 * The PIM's structure from the catalog's synced copy (pim-sync.ts), indexed for the export's payload
 * builder and the embedded PIM's checks. Read once per export run (a sync during a run is seen by the next).
 */
export async function loadPimStructure(knex: Knex): Promise<PimStructure> {
  const rows = await pimStructureRows(knex);
  const structure = StructureRowsSchema.parse(
    Object.fromEntries(rows.structure.map((row) => [row.key, row.value])),
  );
  return pimStructure({
    categories: rows.categories.map((row) => ({ code: row.code, parent: row.parent_code, labels })),
    families: rows.families.map((row) => ({
      code: row.code,
      attributes: row.attributes,
      attributeAsLabel: row.attribute_as_label,
      labels,
    })),
    attributes: rows.attributes.map((row) => ({
      code: row.code,
      type: row.type,
      group: row.group_code,
      localizable: row.localizable,
      scopable: row.scopable,
      decimalsAllowed: row.decimals_allowed,
      metricFamily: row.metric_family,
      defaultMetricUnit: row.default_metric_unit,
      labels,
    })),
    options: rows.options.map((row) => ({
      code: row.code,
      attribute: row.attribute_code,
      sortOrder: row.sort_order,
      labels,
    })),
    ...structure,
  });
}
