import type { Knex } from '@feedhub/db';
import {
  buildAttributeIndex,
  normalizeText,
  pivot,
  scoreAttribute,
  type AttributeEvidence,
  type AttributeIndex,
  type ScoredAttribute,
} from '@feedhub/suggest';
import type { PartnerAttribute } from '../partner-attributes/partner-attributes.model';
import {
  mappedAttributes,
  mappedAttributesFingerprint,
  pimAttributesFingerprint,
  pimAttributesWithOptions,
  sampleValues,
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

/** The index of the PIM's attributes as the database holds them now. */
export async function attributeTargets(trx: Knex): Promise<AttributeTargets> {
  const key = await pimAttributesFingerprint(trx);
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

/** The attributes already mapped (every partner's), read once per scoring run. */
export interface MappedEvidence {
  rows: MappedAttributeRow[];
}

/** The mapped attributes are read again only when their fingerprint changed (a save, an accept). */
let mappedCache: { key: string; evidence: MappedEvidence } | null = null;

/** What every attribute of a scoring run shares: the mapped attributes of every partner. */
export async function mappedEvidence(trx: Knex): Promise<MappedEvidence> {
  const key = await mappedAttributesFingerprint(trx);
  if (mappedCache?.key === key) return mappedCache.evidence;
  const evidence = { rows: await mappedAttributes(trx) };
  mappedCache = { key, evidence };
  return evidence;
}

/** One attribute's evidence: its options (select) or its products' values, and the mappings made (itself left out). */
export function evidenceOf(
  attribute: Pick<PartnerAttribute, 'id' | 'partnerId' | 'code' | 'name' | 'options'>,
  samples: readonly string[],
  mapped: MappedEvidence,
): AttributeEvidence {
  const options = attribute.options.slice(0, OPTION_VALUES);
  return {
    code: attribute.code,
    name: attribute.name,
    values: options.length ? options : samples.slice(0, SAMPLE_VALUES),
    mapped: mapped.rows
      .filter((m) => m.id !== attribute.id)
      .map((m) => ({
        name: m.name === m.code || !normalizeText(m.name) ? m.code : m.name,
        codes: m.codes,
        samePartner: m.partnerId === attribute.partnerId,
      })),
  };
}

/** Scores one attribute; targets no longer in the PIM are left out. */
export function scoreOne(
  targets: AttributeTargets,
  attribute: Pick<PartnerAttribute, 'id' | 'partnerId' | 'code' | 'name' | 'options'>,
  samples: readonly string[],
  mapped: MappedEvidence,
): ScoredAttribute[] {
  return scoreAttribute(targets.index, evidenceOf(attribute, samples, mapped), ATTRIBUTE_TARGETS).filter(
    (t) => targets.byCode.has(t.code),
  );
}

/** Scores some attributes of one partner (their sample values read in one pass) against `targets` (default: the current ones). */
export async function scoreAttributes(
  trx: Knex,
  partnerId: number,
  attributes: readonly PartnerAttribute[],
  given?: AttributeTargets,
): Promise<Map<number, ScoredAttribute[]>> {
  const targets = given ?? (await attributeTargets(trx));
  const mapped = await mappedEvidence(trx);
  const withoutOptions = attributes.filter((a) => !a.options.length).map((a) => a.code);
  const samples = await sampleValues(trx, partnerId, withoutOptions);
  return new Map(
    attributes.map((a) => [a.id, scoreOne(targets, a, samples.get(a.code) ?? [], mapped)] as const),
  );
}
