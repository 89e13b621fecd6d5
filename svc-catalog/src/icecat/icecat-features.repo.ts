import type { IcecatFeatureMapListQuery, ListPage } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { pageOf, type ListSpec } from '@feedhub/service-kit';
import type { QueryBuilder } from 'objection';
import { PimAttributeCopy } from '../pim/pim.model';
import { SCHEMA } from '../schema';
import { IcecatFeatureMapping } from './icecat-features.model';

type QB = QueryBuilder<IcecatFeatureMapping, IcecatFeatureMapping[]>;

const FEATURE_MAP_LIST: ListSpec<
  QB,
  NonNullable<IcecatFeatureMapListQuery['order']>['field'],
  NonNullable<IcecatFeatureMapListQuery['filter']>
> = {
  sorts: { featureId: 'm.feature_id', pimAttributeCode: 'm.pim_attribute_code', id: 'm.id' },
  defaultSort: { field: 'featureId', direction: 'asc' },
  tieBreaker: 'm.id',
  filters: {
    featureId: (qb, id) => void qb.where('m.feature_id', id),
    pimAttributeCode: (qb, code) => void qb.where('m.pim_attribute_code', code),
  },
};

/** A page of mappings with their PIM attribute's labels and type (default: by feature id). */
export async function pageFeatureMappings(
  trx: Knex,
  query: IcecatFeatureMapListQuery,
): Promise<ListPage<IcecatFeatureMapping>> {
  const qb = IcecatFeatureMapping.query(trx)
    .alias('m')
    .leftJoin(`${SCHEMA}.pim_attributes as a`, 'a.code', 'm.pim_attribute_code')
    .select('m.*', 'a.label_en', 'a.label_et', 'a.type as attribute_type');
  return pageOf(qb, query, FEATURE_MAP_LIST);
}

/** Every mapping, by feature id (what the export reads once per run). */
export async function allFeatureMappings(trx: Knex): Promise<IcecatFeatureMapping[]> {
  return IcecatFeatureMapping.query(trx).orderBy('feature_id');
}

/** The mapping of a feature id, or undefined. */
export async function mappingOfFeature(trx: Knex, featureId: number) {
  return IcecatFeatureMapping.query(trx).findOne({ feature_id: featureId });
}

/** A PIM attribute of the catalog's copy, or undefined. */
export async function pimAttribute(trx: Knex, code: string) {
  return PimAttributeCopy.query(trx).findById(code);
}

/** The option codes of a PIM attribute that exist among `codes`. */
export async function existingOptionCodes(trx: Knex, attributeCode: string, codes: readonly string[]) {
  if (!codes.length) return new Set<string>();
  const rows = (await trx
    .withSchema(SCHEMA)
    .table('pim_attribute_options')
    .where('attribute_code', attributeCode)
    .whereIn('code', [...codes])
    .select('code')) as { code: string }[];
  return new Set(rows.map((row) => row.code));
}

/** The columns a save writes. */
export type FeatureMappingFields = Pick<
  IcecatFeatureMapping,
  'featureId' | 'featureName' | 'pimAttributeCode' | 'unitFactor' | 'options'
>;

/** A mapping by id, or undefined. */
export async function findFeatureMapping(trx: Knex, id: number): Promise<IcecatFeatureMapping | undefined> {
  return IcecatFeatureMapping.query(trx).findById(id);
}

/** Changes a mapping. */
export async function patchFeatureMapping(
  trx: Knex,
  id: number,
  values: FeatureMappingFields,
): Promise<void> {
  await IcecatFeatureMapping.query(trx).patchAndFetchById(id, values);
}

/** Adds a mapping; its id. */
export async function insertFeatureMapping(trx: Knex, values: FeatureMappingFields): Promise<number> {
  return (await IcecatFeatureMapping.query(trx).insert(values)).id;
}

/** Deletes a mapping; whether there was one. */
export async function deleteFeatureMappingRow(trx: Knex, id: number): Promise<boolean> {
  const deleted = await IcecatFeatureMapping.query(trx).deleteById(id).returning('id');
  return Boolean(deleted);
}
