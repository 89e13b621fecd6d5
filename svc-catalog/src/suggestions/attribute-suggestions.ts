import type { AttributeSuggestion, Locale, RowSuggestion } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import type { ScoredAttribute } from '@feedhub/suggest';
import type { PartnerAttribute } from '../partner-attributes/partner-attributes.model';
import { attributesOfPartner, pimAttributeRefs } from '../partner-attributes/partner-attributes.repo';
import { attributeBasisState } from './attribute-evidence.repo';
import { attributeTargets, mappedEvidence, scoreAttributes } from './attribute-scoring';
import {
  asAttributeTarget,
  presentAttributeSuggestions,
  presentRowSuggestion,
  type StoredAttributeTarget,
} from './attribute-suggestions.presenter';
import { basisFor, hasStaleSuggestions, storedSuggestions, storeSuggestions } from './suggestions.repo';

/**
 * Attribute suggestions (DESIGN §5 "Mapping suggestions"): scored fresh for one attribute when its
 * suggestions are asked for, for a whole partner after its attribute or product import, and kept in
 * the shared store (mapping_suggestions, entity 'attribute') for the list and the accept.
 */

/** Attributes scored and stored per round of a partner's refresh. */
const REFRESH_CHUNK = 200;

/** The scorer's targets as the store keeps them (structured reasons, worded when read). */
const toStored = (targets: readonly ScoredAttribute[]): StoredAttributeTarget[] =>
  targets.map((t) => ({
    code: t.code,
    score: t.score,
    sources: [...t.sources],
    reasons: t.reasons.map((r) => ({ ...r })),
    unit: t.unit,
    options: t.options.map((o) => ({ ...o })),
  }));

/** Scores some attributes of one partner and stores what was found on `basis`; answers the stored targets by id. */
async function scoreAndStore(
  knex: Knex,
  partnerId: number,
  attributes: readonly PartnerAttribute[],
  basis: number,
  threshold: number,
  given?: Parameters<typeof scoreAttributes>[3],
): Promise<Map<number, StoredAttributeTarget[]>> {
  const scored = await scoreAttributes(knex, partnerId, attributes, given);
  const stored = new Map([...scored].map(([id, targets]) => [id, toStored(targets)] as const));
  await storeSuggestions(
    knex,
    'attribute',
    [...stored].map(([entityId, top]) => ({ entityId, partnerId, top })),
    basis,
    threshold,
  );
  return stored;
}

/** One attribute's suggestions, computed now and stored; names in the caller's language. */
export async function attributeSuggestions(
  trx: Knex,
  attribute: PartnerAttribute,
  locale: Locale,
  threshold: number,
): Promise<AttributeSuggestion[]> {
  // The basis and the fingerprints the caches are kept by, in one round trip; a new threshold bumps the basis.
  const state = await attributeBasisState(trx, attribute.options.length ? undefined : attribute.partnerId);
  const basis =
    state && state.threshold !== null && state.threshold === threshold
      ? state.version
      : await basisFor(trx, threshold);
  const targets = await attributeTargets(trx, state?.pimKey);
  const mapped = await mappedEvidence(trx, state?.mappedKey);
  const stored = await scoreAndStore(trx, attribute.partnerId, [attribute], basis, threshold, {
    targets,
    mapped,
    products: state?.products,
  });
  return presentAttributeSuggestions(stored.get(attribute.id) ?? [], targets.byCode, locale, threshold);
}

/**
 * Scores every attribute of a partner and stores the suggestions on `basis` (the shared refresh after
 * an attribute or product import, refresh.ts); answers how many were scored.
 */
export async function refreshAttributeSuggestions(
  knex: Knex,
  partnerId: number,
  basis: number,
  threshold: number,
): Promise<number> {
  const attributes = await attributesOfPartner(knex, partnerId);
  for (let i = 0; i < attributes.length; i += REFRESH_CHUNK)
    await scoreAndStore(knex, partnerId, attributes.slice(i, i + REFRESH_CHUNK), basis, threshold);
  return attributes.length;
}

/**
 * The current targets of some attributes of one partner: as stored when computed on the current
 * basis, else scored again (and stored) now.
 */
export async function currentAttributeTargets(
  knex: Knex,
  partnerId: number,
  attributes: readonly PartnerAttribute[],
  threshold: number,
): Promise<Map<number, StoredAttributeTarget[]>> {
  const basis = await basisFor(knex, threshold);
  const stored = await storedSuggestions(
    knex,
    'attribute',
    attributes.map((a) => a.id),
  );
  const out = new Map<number, StoredAttributeTarget[]>();
  const stale: PartnerAttribute[] = [];
  for (const a of attributes) {
    const row = stored.get(a.id);
    if (row && row.basis >= basis)
      out.set(
        a.id,
        row.top.flatMap((t) => asAttributeTarget(t) ?? []),
      );
    else stale.push(a);
  }
  for (let i = 0; i < stale.length; i += REFRESH_CHUNK)
    for (const [id, targets] of await scoreAndStore(
      knex,
      partnerId,
      stale.slice(i, i + REFRESH_CHUNK),
      basis,
      threshold,
    ))
      out.set(id, targets);
  return out;
}

/** Scores the partner's attributes that have no suggestions on the current basis (nothing when all do). */
export async function refreshStaleAttributeSuggestions(
  knex: Knex,
  partnerId: number,
  threshold: number,
): Promise<void> {
  const basis = await basisFor(knex, threshold);
  if (await hasStaleSuggestions(knex, 'attribute', partnerId, 'partner_attributes', basis))
    await currentAttributeTargets(knex, partnerId, await attributesOfPartner(knex, partnerId), threshold);
}

/** The stored top suggestion of each listed attribute (null: none stored, or its PIM attribute is gone). */
export async function rowSuggestions(
  trx: Knex,
  ids: readonly number[],
  locale: Locale,
): Promise<Map<number, RowSuggestion>> {
  const stored = await storedSuggestions(trx, 'attribute', ids);
  if (!stored.size) return new Map();
  const tops = new Map(
    [...stored].map(([id, s]) => [id, s.top[0] ? (asAttributeTarget(s.top[0]) ?? undefined) : undefined]),
  );
  const names = await pimAttributeRefs(
    trx,
    [...tops.values()].flatMap((t) => (t ? [t.code] : [])),
    locale,
  );
  return new Map(
    [...tops].map(
      ([id, top]) => [id, presentRowSuggestion(top, names, locale, stored.get(id)!.confident)] as const,
    ),
  );
}
