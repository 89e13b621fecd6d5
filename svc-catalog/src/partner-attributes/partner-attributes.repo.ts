import {
  type ListPage,
  type Locale,
  type PartnerAttributeListQuery,
  type PimAttributeRef,
} from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { containsPattern, pageOf, type ListSpec } from '@feedhub/service-kit';
import type { QueryBuilder } from 'objection';
import { PartnerAttribute } from './partner-attributes.model';
import { SCHEMA } from '../schema';
import { whereSuggested } from '../suggestions/suggestions.repo';

type QB = QueryBuilder<PartnerAttribute, PartnerAttribute[]>;

const ATTRIBUTE_LIST: ListSpec<
  QB,
  NonNullable<PartnerAttributeListQuery['order']>['field'],
  NonNullable<PartnerAttributeListQuery['filter']>
> = {
  sorts: { code: 'code', name: 'name', weight: 'weight', type: 'type', id: 'id' },
  defaultSort: { field: 'code', direction: 'asc' },
  filters: {
    partnerId: (qb, id) => void qb.where('partner_id', id),
    name: (qb, text) => {
      const pattern = containsPattern(text);
      qb.where((w) => w.where('code', 'ilike', pattern).orWhere('name', 'ilike', pattern));
    },
    code: (qb, text) => void qb.where('code', 'ilike', containsPattern(text)),
    type: (qb, type) => void qb.where('type', type),
    isMapped: (qb, value) =>
      void qb.whereRaw(`jsonb_array_length(pim_attribute_codes) ${value === '1' ? '>' : '='} 0`),
    suggested: (qb, value) =>
      void qb.whereRaw(...whereSuggested('attribute', 'partner_attributes.id', value)),
  },
};

/** PIM attributes by code, labelled in a language (codes the PIM no longer has keep their code as name). */
export async function pimAttributeRefs(
  trx: Knex,
  codes: readonly string[],
  locale: Locale,
): Promise<Map<string, PimAttributeRef>> {
  if (!codes.length) return new Map();
  const rows = (await trx
    .withSchema(SCHEMA)
    .table('pim_attributes')
    .whereIn('code', [...new Set(codes)])
    .select('code', 'type', 'label_en', 'label_et')) as {
    code: string;
    type: string;
    label_en: string;
    label_et: string;
  }[];
  return new Map(
    rows.map((r) => [
      r.code,
      { code: r.code, type: r.type, name: locale === 'et' ? r.label_et : r.label_en },
    ]),
  );
}

/** A page of attributes (default: code ascending). */
export async function pageAttributes(
  trx: Knex,
  query: PartnerAttributeListQuery,
): Promise<ListPage<PartnerAttribute>> {
  return pageOf(PartnerAttribute.query(trx), query, ATTRIBUTE_LIST);
}

/** An attribute by id, or undefined. */
export async function findAttribute(trx: Knex, id: number): Promise<PartnerAttribute | undefined> {
  return PartnerAttribute.query(trx).findById(id);
}

/** An attribute by its supplier code within a partner, or undefined. */
export async function findAttributeByCode(
  trx: Knex,
  partnerId: number,
  code: string,
): Promise<PartnerAttribute | undefined> {
  return PartnerAttribute.query(trx).findOne({ partner_id: partnerId, code });
}

/** Saves an attribute's mapping fields. */
export async function patchAttribute(
  trx: Knex,
  id: number,
  fields: Pick<PartnerAttribute, 'type' | 'weight' | 'pimAttributeCodes' | 'optionMappings'>,
): Promise<void> {
  await PartnerAttribute.query(trx).findById(id).patch(fields);
}

/** The option codes of PIM attributes (select types only), by attribute. */
export async function pimOptionCodes(trx: Knex, attributeCodes: readonly string[]): Promise<Set<string>> {
  if (!attributeCodes.length) return new Set();
  const codes = (await trx
    .withSchema(SCHEMA)
    .table('pim_attribute_options')
    .whereIn('attribute_code', [...attributeCodes])
    .pluck('code')) as string[];
  return new Set(codes);
}

/** Every attribute of a partner. */
export async function attributesOfPartner(trx: Knex, partnerId: number): Promise<PartnerAttribute[]> {
  return PartnerAttribute.query(trx).where('partner_id', partnerId);
}
