import {
  DEFAULT_PARTNER_ATTRIBUTES,
  grants,
  PARTNER_ATTRIBUTE_TYPES,
  type AttributeSuggestion,
  type DefaultPartnerAttribute,
  type ListPage,
  type MappingSource,
  type PartnerAttribute as PartnerAttributeDto,
  type PartnerAttributeCodeQuery,
  type PartnerAttributeListQuery,
  type PartnerAttributeOption,
  type PartnerAttributeRow,
  type PartnerAttributeSaveInput,
} from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { translate } from '@feedhub/i18n';
import {
  AppError,
  inTransaction,
  ValidationError,
  type DomainContext,
  type FieldRule,
} from '@feedhub/service-kit';
import { diffFields, historyOf, recordHistory } from '../mapping/history.domain';
import {
  attributeSuggestions,
  refreshStaleAttributeSuggestions,
  rowSuggestions,
} from '../suggestions/attribute-suggestions';
import type { PartnerAttribute } from './partner-attributes.model';
import {
  presentAttribute,
  presentAttributeOptions,
  presentAttributeRow,
} from './partner-attributes.presenter';
import {
  findAttribute,
  findAttributeByCode,
  pageAttributes,
  patchAttribute,
  pimAttributeRefs,
  pimOptionCodes,
} from './partner-attributes.repo';

/** An attribute by id, or 404 partner_attribute_not_found (also for another partner's attribute). */
export async function attributeById(trx: Knex, id: number, partnerId?: number): Promise<PartnerAttribute> {
  const attribute = await findAttribute(trx, id);
  if (!attribute || (partnerId !== undefined && attribute.partnerId !== partnerId))
    throw new AppError('partner_attribute_not_found', { code: String(id), partner: partnerId ?? '' });
  return attribute;
}

/** An attribute by its supplier code within a partner, or 404. */
async function attributeByCode(trx: Knex, query: PartnerAttributeCodeQuery): Promise<PartnerAttribute> {
  const attribute = await findAttributeByCode(trx, query.partnerId, query.code);
  if (!attribute)
    throw new AppError('partner_attribute_not_found', { code: query.code, partner: query.partnerId });
  return attribute;
}

/** The attribute with its whole mapping, labels in the caller's language. */
async function present(ctx: DomainContext, a: PartnerAttribute): Promise<PartnerAttributeDto> {
  const refs = await pimAttributeRefs(ctx.trx, a.pimAttributeCodes ?? [], ctx.locale);
  return presentAttribute(a, refs, await historyOf(ctx.trx, 'attribute', a.id), ctx.locale);
}

/**
 * A page of attributes with their mapped PIM attributes and top suggestions (default: code ascending).
 * A partner's list first scores the attributes whose suggestions are missing or older than the basis
 * (a PIM sync, a new threshold), so its row suggestions and filter `suggested` are current.
 */
export async function listAttributes(
  ctx: DomainContext,
  query: PartnerAttributeListQuery,
  /** Read only for a partner's list (the settings come over the bus). */
  threshold: () => Promise<number>,
): Promise<ListPage<PartnerAttributeRow>> {
  const partnerId = query.filter?.partnerId;
  if (partnerId !== undefined) await refreshStaleAttributeSuggestions(ctx.trx, partnerId, await threshold());
  const page = await pageAttributes(ctx.trx, query);
  const refs = await pimAttributeRefs(
    ctx.trx,
    page.rows.flatMap((a) => a.pimAttributeCodes ?? []),
    ctx.locale,
  );
  const suggestions = await rowSuggestions(
    ctx.trx,
    page.rows.map((a) => a.id),
    ctx.locale,
  );
  return {
    total: page.total,
    rows: page.rows.map((a) => presentAttributeRow(a, refs, ctx.locale, suggestions.get(a.id) ?? null)),
  };
}

export const getAttribute = async (ctx: DomainContext, id: number) =>
  present(ctx, await attributeById(ctx.trx, id));
export const getAttributeByCode = async (ctx: DomainContext, query: PartnerAttributeCodeQuery) =>
  present(ctx, await attributeByCode(ctx.trx, query));

/** An attribute's options as a select shows them: id = the option's index (SPEC §3 brand option). */
export async function attributeOptions(
  ctx: DomainContext,
  query: PartnerAttributeCodeQuery,
): Promise<PartnerAttributeOption[]> {
  return presentAttributeOptions(await attributeByCode(ctx.trx, query));
}

/** The attribute types with their labels in the caller's language. */
export const attributeTypes = (ctx: DomainContext) =>
  PARTNER_ATTRIBUTE_TYPES.map((value) => ({
    value,
    label: translate(ctx.locale, 'messages', `attribute_type_${value}`),
  }));

/** The attributes a new partner starts with. */
export const defaultAttributes = (): DefaultPartnerAttribute[] =>
  DEFAULT_PARTNER_ATTRIBUTES.map((a) => ({ ...a }));

/** What an attribute mapping's history compares; option mappings by option text. */
function snapshot(
  a: Pick<PartnerAttribute, 'type' | 'weight' | 'pimAttributeCodes' | 'optionMappings' | 'options'>,
) {
  return {
    type: a.type,
    weight: a.weight,
    pimAttributeCodes: a.pimAttributeCodes ?? [],
    optionMappings: Object.fromEntries(
      Object.entries(a.optionMappings ?? {})
        .sort(([x], [y]) => Number(x) - Number(y))
        .map(([index, code]) => [a.options[Number(index)] ?? index, code]),
    ),
  };
}

/**
 * Saves an attribute's mapping: weight, PIM attributes, option → PIM option mappings and (with
 * partnerAttributeTypeChange only) its type. PIM attributes must be the PIM's; an option mapping's
 * key must be an option of the attribute and its value an option of one of the mapped PIM attributes.
 * `source` says in the history whether a person saved it or a suggestion was accepted.
 */
export async function saveAttribute(
  ctx: DomainContext,
  input: PartnerAttributeSaveInput,
  source: MappingSource = 'manual',
): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const attribute = await attributeById(tx.trx, input.id, input.partnerId);
    const type = input.type ?? attribute.type;
    if (
      type !== attribute.type &&
      !(ctx.actor && grants(ctx.actor.permissions, 'partnerAttributeTypeChange'))
    )
      throw new AppError('permission_denied');
    const rules: Record<string, FieldRule[]> = {};
    const pimCodes = [...new Set(input.pimAttributeCodes)];
    const refs = await pimAttributeRefs(tx.trx, pimCodes, ctx.locale);
    input.pimAttributeCodes.forEach((code, i) => {
      if (!refs.has(code)) rules[`pimAttributeCodes.${i}`] = [{ rule: 'exists' }];
    });
    const optionCodes = await pimOptionCodes(tx.trx, pimCodes);
    const optionMappings: Record<string, string> = {};
    for (const [index, code] of Object.entries(input.optionMappings)) {
      if (Number(index) >= attribute.options.length || (code !== null && !optionCodes.has(code)))
        rules[`optionMappings.${index}`] = [{ rule: 'exists' }];
      else if (code !== null) optionMappings[String(Number(index))] = code;
    }
    if (Object.keys(rules).length) throw new ValidationError(rules);
    const fields = { type, weight: input.weight, pimAttributeCodes: pimCodes, optionMappings };
    await patchAttribute(tx.trx, attribute.id, fields);
    await recordHistory(
      tx,
      { entity: 'attribute', entityId: attribute.id, partnerId: attribute.partnerId },
      diffFields(snapshot(attribute), snapshot({ ...fields, options: attribute.options })),
      source,
    );
    return attribute.id;
  });
}

/**
 * The attribute's suggestions, best first, computed now from its code, name, options or values and the
 * mappings already made, and stored for the list and the accept; 404 for an unknown attribute.
 */
export async function suggestAttributes(
  ctx: DomainContext,
  id: number,
  threshold: number,
): Promise<AttributeSuggestion[]> {
  return attributeSuggestions(ctx.trx, await attributeById(ctx.trx, id), ctx.locale, threshold);
}
