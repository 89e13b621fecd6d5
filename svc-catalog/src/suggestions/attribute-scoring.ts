import type { Knex } from '@feedhub/db';
import {
  buildAttributeIndex,
  buildMappedNameIndex,
  mappedNameCandidates,
  nameForms,
  normalizeText,
  pivot,
  scoreAttribute,
  type AttributeEvidence,
  type AttributeIndex,
  type MappedNameIndex,
  type ScoredAttribute,
} from '@feedhub/suggest';
import type { PartnerAttribute } from '../partner-attributes/partner-attributes.model';
import {
  mappedAttributes,
  mappedAttributesFingerprint,
  pimAttributesFingerprint,
  pimAttributesWithOptions,
  sampleValues,
  SAMPLE_PRODUCTS,
  SAMPLE_VALUES,
  type MappedAttributeRow,
  type PimAttributeRow,
} from './attribute-evidence.repo';

/**
 * Scores partner attributes onto PIM attributes (DESIGN §5 "Mapping suggestions"): the evidence the
 * database holds (the attribute's code and name, its options or the values its products carry, the
 * attributes already mapped) handed to @feedhub/suggest's scoreAttribute.
 */

/** Targets kept per attribute. */
export const ATTRIBUTE_TARGETS = 5;
/** Option values handed to the scorer (an attribute's options are matched in its first ones). */
const OPTION_VALUES = 500;

/** The index of the PIM's attributes and the rows it was built from. */
export interface AttributeTargets {
  index: AttributeIndex;
  byCode: Map<string, PimAttributeRow>;
}

/** The index is rebuilt only when the PIM's attribute data changed (a sync). */
let cached: { key: string; targets: AttributeTargets } | null = null;

/**
 * The index of the PIM's attributes as the database holds them now; `key`: their fingerprint when the
 * caller has read it already (attributeBasisState reads it with the basis in one round trip).
 */
export async function attributeTargets(trx: Knex, key?: string): Promise<AttributeTargets> {
  key ??= await pimAttributesFingerprint(trx);
  if (cached?.key === key) return cached.targets;
  const rows = await pimAttributesWithOptions(trx);
  const index = buildAttributeIndex(
    pivot(),
    rows.map((r) => ({
      code: r.code,
      type: r.type,
      labels: r.labels,
      metricFamily: r.metricFamily,
      defaultMetricUnit: r.defaultMetricUnit,
      options: r.options,
    })),
  );
  const targets = { index, byCode: new Map(rows.map((r) => [r.code, r])) };
  cached = { key, targets };
  return targets;
}

/**
 * The attributes already mapped (every partner's), with the name the scorer is handed for each and a
 * word index of those names: an attribute is compared only with the mapped names that may match its
 * own (mapped-index.ts in @feedhub/suggest; the scorer's answer is the same as with all of them).
 */
export interface MappedEvidence {
  rows: MappedAttributeRow[];
  /** rows[i]'s name as the scorer reads it (its code when the name says nothing). */
  names: string[];
  index: MappedNameIndex;
}

/** The mapped attributes and their index are read and built again only when their fingerprint changed (a save, an accept). */
let mappedCache: { key: string; evidence: MappedEvidence } | null = null;

/** What every attribute of a scoring run shares: the mapped attributes of every partner (`key`: their fingerprint, when read). */
export async function mappedEvidence(trx: Knex, key?: string): Promise<MappedEvidence> {
  key ??= await mappedAttributesFingerprint(trx);
  if (mappedCache?.key === key) return mappedCache.evidence;
  const rows = await mappedAttributes(trx);
  const names = rows.map((m) => (m.name === m.code || !normalizeText(m.name) ? m.code : m.name));
  const evidence = { rows, names, index: buildMappedNameIndex(names) };
  mappedCache = { key, evidence };
  return evidence;
}

/** Partners whose sample values are kept (the ones being mapped now). */
const SAMPLE_PARTNERS = 16;
/**
 * Sample values per partner, kept while its products' fingerprint stays the same: of every attribute
 * at once when the partner has no more products than a sample reads (the same values as reading one
 * attribute's), else of each attribute as it is asked for. Oldest partner out first.
 */
const samplesCache = new Map<number, { key: string; whole: boolean; byCode: Map<string, string[]> }>();

/**
 * The sample values of one attribute of a partner (what sampleValues reads for it alone), `products`
 * the fingerprint and count of the partner's products (attributeBasisState).
 */
export async function partnerSamples(
  trx: Knex,
  partnerId: number,
  code: string,
  { key, count }: { key: string; count: number },
): Promise<string[]> {
  let entry = samplesCache.get(partnerId);
  if (entry?.key !== key) {
    const whole = count <= SAMPLE_PRODUCTS;
    entry = { key, whole, byCode: whole ? await sampleValues(trx, partnerId) : new Map<string, string[]>() };
    samplesCache.delete(partnerId);
    samplesCache.set(partnerId, entry);
    if (samplesCache.size > SAMPLE_PARTNERS) samplesCache.delete(samplesCache.keys().next().value!);
  }
  let values = entry.byCode.get(code);
  if (!values && !entry.whole) {
    values = (await sampleValues(trx, partnerId, [code])).get(code) ?? [];
    entry.byCode.set(code, values);
  }
  return values ?? [];
}

/** One attribute's evidence: its options (select) or its products' values, and the mappings made that may match its name (itself left out). */
export function evidenceOf(
  targets: AttributeTargets,
  attribute: Pick<PartnerAttribute, 'id' | 'partnerId' | 'code' | 'name' | 'options'>,
  samples: readonly string[],
  mapped: MappedEvidence,
): AttributeEvidence {
  const options = attribute.options.slice(0, OPTION_VALUES);
  const forms = nameForms(targets.index, attribute).map(([, m]) => m);
  return {
    code: attribute.code,
    name: attribute.name,
    values: options.length ? options : samples.slice(0, SAMPLE_VALUES),
    mapped: mappedNameCandidates(mapped.index, forms)
      .filter((at) => mapped.rows[at]!.id !== attribute.id)
      .map((at) => {
        const m = mapped.rows[at]!;
        return { name: mapped.names[at]!, codes: m.codes, samePartner: m.partnerId === attribute.partnerId };
      }),
  };
}

/** Scores one attribute; targets no longer in the PIM are left out. */
export function scoreOne(
  targets: AttributeTargets,
  attribute: Pick<PartnerAttribute, 'id' | 'partnerId' | 'code' | 'name' | 'options'>,
  samples: readonly string[],
  mapped: MappedEvidence,
): ScoredAttribute[] {
  return scoreAttribute(
    targets.index,
    evidenceOf(targets, attribute, samples, mapped),
    ATTRIBUTE_TARGETS,
  ).filter((t) => targets.byCode.has(t.code));
}

/**
 * Scores some attributes of one partner (their sample values read in one pass) against the targets
 * and mapped attributes given (default: the current ones).
 */
export async function scoreAttributes(
  trx: Knex,
  partnerId: number,
  attributes: readonly PartnerAttribute[],
  given: {
    targets?: AttributeTargets;
    mapped?: MappedEvidence;
    /** The partner's products' fingerprint: one attribute's samples are then read as kept. */
    products?: { key: string; count: number } | null;
  } = {},
): Promise<Map<number, ScoredAttribute[]>> {
  const targets = given.targets ?? (await attributeTargets(trx));
  const mapped = given.mapped ?? (await mappedEvidence(trx));
  const withoutOptions = attributes.filter((a) => !a.options.length).map((a) => a.code);
  // One attribute (the suggestions route, which read the products' fingerprint): its values as kept.
  const samples =
    given.products && attributes.length === 1 && withoutOptions.length === 1
      ? new Map([
          [withoutOptions[0]!, await partnerSamples(trx, partnerId, withoutOptions[0]!, given.products)],
        ])
      : await sampleValues(trx, partnerId, withoutOptions);
  return new Map(
    attributes.map((a) => [a.id, scoreOne(targets, a, samples.get(a.code) ?? [], mapped)] as const),
  );
}
