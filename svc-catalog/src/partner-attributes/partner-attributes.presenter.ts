import {
  SELECT_ATTRIBUTE_TYPES,
  type Locale,
  type MappingHistoryEntry,
  type PartnerAttribute as PartnerAttributeDto,
  type PartnerAttributeOption,
  type PartnerAttributeRow,
  type PimAttributeRef,
  type RowSuggestion,
} from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import type { PartnerAttribute } from './partner-attributes.model';

/** A list row of an attribute, with its top suggestion (null: none). */
export function presentAttributeRow(
  a: PartnerAttribute,
  refs: Map<string, PimAttributeRef>,
  locale: Locale,
  suggestion: RowSuggestion = null,
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
    suggestion,
  };
}

/** The attribute with its whole mapping and history, labels in the caller's language. */
export function presentAttribute(
  a: PartnerAttribute,
  refs: Map<string, PimAttributeRef>,
  history: MappingHistoryEntry[],
  locale: Locale,
): PartnerAttributeDto {
  const { suggestion: _none, ...row } = presentAttributeRow(a, refs, locale);
  return {
    ...row,
    options: a.options,
    optionMappings: a.optionMappings ?? {},
    pimAttributeCodes: a.pimAttributeCodes ?? [],
    history,
  };
}

/** An attribute's options as a select shows them: id = the option's index (SPEC §3 brand option). */
export const presentAttributeOptions = (a: PartnerAttribute): PartnerAttributeOption[] =>
  a.options.map((name, id) => ({ id, name }));
