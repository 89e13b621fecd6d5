import {
  SELECT_ATTRIBUTE_TYPES,
  type ListPage,
  type Locale,
  type PartnerAttributeListQuery,
  type PartnerAttributeRow,
  type PimAttributeRef,
} from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { translate } from '@feedhub/i18n';
import { containsPattern, pageOf, type ListSpec } from '@feedhub/service-kit';
import type { QueryBuilder } from 'objection';
import { PartnerAttribute } from '../partners/partners.model';
import { SCHEMA } from '../schema';

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

/** A list row of an attribute. */
export function presentAttributeRow(
  a: PartnerAttribute,
  refs: Map<string, PimAttributeRef>,
  locale: Locale,
): PartnerAttributeRow {
  const codes = a.pimAttributeCodes ?? [];
  const mappings = a.optionMappings ?? {};
  return {
    id: a.id,
    partnerId: a.partnerId,
    code: a.code,
    name: a.name,
    type: a.type,
    typeTranslated: translate(locale, 'messages', `attribute_type_${a.type}`),
    weight: a.weight,
    isSelect: SELECT_ATTRIBUTE_TYPES.includes(a.type),
    pimAttributes: codes.map((code) => refs.get(code) ?? { code, name: code, type: '' }),
    optionCount: a.options.length,
    mappedOptionCount: Object.entries(mappings).filter(
      ([index, code]) => code && Number(index) < a.options.length,
    ).length,
  };
}

/** A page of attributes (default: code ascending). */
export async function pageAttributes(
  trx: Knex,
  query: PartnerAttributeListQuery,
  locale: Locale,
): Promise<ListPage<PartnerAttributeRow>> {
  const page = await pageOf(PartnerAttribute.query(trx), query, ATTRIBUTE_LIST);
  const refs = await pimAttributeRefs(
    trx,
    page.rows.flatMap((a) => a.pimAttributeCodes ?? []),
    locale,
  );
  return { total: page.total, rows: page.rows.map((a) => presentAttributeRow(a, refs, locale)) };
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
