import { type AttributeIndex, type IndexedAttribute, prepare } from './attribute-index';
import { aliasMatch, type Matchable, withoutBrackets } from './normalize';
import { unitConversion } from './unit-conversion';
import { judgeValues, dimensionCounts } from './value-evidence';
import { bestOption, profileValues } from './values';
import type {
  AttributeEvidence,
  AttributeReason,
  AttributeSource,
  OptionSuggestion,
  ScoredAttribute,
} from './types';
import { dimensionOf, nameWithoutUnit, unitInName } from './units';

/** A name match below this is noise, not evidence. */
const FLOOR = 0.35;

interface Hit {
  score: number;
  supplier: string;
  matched: string;
  count?: number;
}

const better = (map: Map<string, Hit>, code: string, hit: Hit) => {
  const had = map.get(code);
  if (!had || hit.score > had.score) map.set(code, hit);
};

/** A form of the supplier's name or code, and how much a match on it counts (asides in brackets count less). */
export type NameForm = [text: string, m: Matchable, weight: number];

/**
 * A mapped attribute counts when its name matches a form of the supplier's name at least this well
 * (forms weigh at most 1, so its aliasMatch is at least this too: mapped-index.ts relies on it).
 */
export const PARTNER_FLOOR = 0.6;

/**
 * The forms of the supplier's name and code that are matched: each one whole and without its unit
 * and asides in brackets ("Gewicht in g", "Weight (kg)" → "Gewicht", "Weight"), the code counting a
 * little less than the name a person wrote ("photo" / "Nuotraukos"); equal forms once.
 */
export function nameForms(
  index: AttributeIndex,
  evidence: Pick<AttributeEvidence, 'code' | 'name'>,
): NameForm[] {
  const texts: NameForm[] = [];
  for (const [text, own] of [
    [evidence.name ?? '', 1],
    [evidence.code ?? '', 0.97],
  ] as const) {
    // The unit is read on its own (unitInName); the whole name still counts, a little less ("Body (HTML)").
    const short = withoutBrackets(nameWithoutUnit(text));
    const forms: [string, number][] =
      short && short !== text
        ? [
            [short, own],
            [text, 0.85 * own],
          ]
        : [[text, own]];
    for (const [form, weight] of forms) {
      const m = prepare(index, form);
      if (m.compact && !texts.some(([, t]) => t.compact === m.compact))
        texts.push([text.slice(0, 200), m, weight]);
    }
  }
  return texts;
}

/** Name and taxonomy evidence: the supplier's name and code against every alias of every PIM attribute. */

function matchNames(index: AttributeIndex, texts: NameForm[]) {
  const name = new Map<string, Hit>();
  const taxonomy = new Map<string, Hit>();
  for (const [text, m, weight] of texts) {
    // Any match the scorer counts shares at least two trigrams with the name (a word's first four
    // letters, a compound's tail, a likeness ≥ 0.55): the postings list the only aliases worth comparing.
    const shared = new Uint16Array(index.aliases.length);
    for (const g of m.grams) for (const i of index.gramPostings.get(g) ?? []) shared[i]++;
    for (let i = 0; i < shared.length; i++) {
      const alias = index.aliases[i];
      if (shared[i] < Math.min(2, alias.grams.size)) continue;
      const s = aliasMatch(m, alias) * alias.weight * weight;
      if (s < FLOOR) continue;
      better(alias.source === 'name' ? name : taxonomy, alias.code, {
        score: s,
        supplier: text,
        matched: alias.shown,
      });
    }
  }
  // A name we know as an attribute the PIM lacks ("Modell", "Zustand") keeps look-alikes unconfident.
  let sink = 0;
  for (const [, m] of texts) {
    if (index.sinks.has(m.compact)) sink = 1;
    for (const s of index.sinkAliases) if (sink < 1) sink = Math.max(sink, aliasMatch(m, s));
  }
  const best = Math.max(0, ...[...name.values(), ...taxonomy.values()].map((h) => h.score));
  const sunk = sink > best + 0.05;
  if (sunk) for (const map of [name, taxonomy]) for (const hit of map.values()) hit.score *= 0.6;
  // Values then say what kind the attribute is, not which: "Ширина, см" is a length, no screen size.
  return { name, taxonomy, sunk: sunk && sink >= 0.9 };
}

/** Other partners' mappings (and this partner's namesakes) of a like-named attribute. */
function matchPartners(index: AttributeIndex, evidence: AttributeEvidence, texts: NameForm[]) {
  const support = new Map<string, { miss: number; count: number; matched: string; supplier: string }>();
  for (const m of evidence.mapped ?? []) {
    const other = prepare(index, m.name);
    let sim = 0;
    let supplier = '';
    for (const [text, t, weight] of texts) {
      const s = aliasMatch(t, other) * weight;
      if (s > sim) {
        sim = s;
        supplier = text;
      }
    }
    if (sim < PARTNER_FLOOR) continue;
    const strength = (m.samePartner ? 0.92 : 0.8) * sim;
    for (const code of new Set(m.codes)) {
      const had = support.get(code) ?? { miss: 1, count: 0, matched: m.name, supplier };
      had.miss *= 1 - strength;
      had.count++;
      support.set(code, had);
    }
  }
  const hits = new Map<string, Hit>();
  for (const [code, s] of support)
    hits.set(code, { score: 1 - s.miss, supplier: s.supplier, matched: s.matched, count: s.count });
  return hits;
}

function suggestOptions(
  index: AttributeIndex,
  attribute: IndexedAttribute,
  values: readonly string[],
): OptionSuggestion[] {
  if ((attribute.kind !== 'select' && attribute.kind !== 'multiselect') || !attribute.options.length)
    return [];
  const out: OptionSuggestion[] = [];
  values.forEach((value, i) => {
    if (i >= 10_000) return;
    const hit = bestOption(index, attribute, value.slice(0, 400));
    if (hit)
      out.push({ index: i, value, optionCode: hit.option.code, score: Math.round(hit.score * 100) / 100 });
  });
  return out;
}

const round = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 100) / 100;

/**
 * PIM attributes for a supplier's attribute, best first, each with a calibrated score 0..1 (name and
 * taxonomy, values and partners combined as independent evidence, then discounted by what the values
 * contradict), the unit conversion a measured attribute needs and its values suggested onto options.
 */
export function scoreAttribute(
  index: AttributeIndex,
  evidence: AttributeEvidence,
  limit = 5,
): ScoredAttribute[] {
  const texts = nameForms(index, evidence);
  const values = (evidence.values ?? []).filter((v): v is string => typeof v === 'string');
  const profile = profileValues(values);
  const { name, taxonomy, sunk } = matchNames(index, texts);
  const partners = matchPartners(index, evidence, texts);
  const nameUnit = unitInName(evidence.name ?? '') ?? unitInName(evidence.code ?? '');
  const nameDimension = dimensionOf(nameUnit);
  const perDimension = dimensionCounts(index);

  const scored: (ScoredAttribute & { attribute: IndexedAttribute })[] = [];
  for (const attribute of index.attributes.values()) {
    const n = name.get(attribute.code);
    const t = taxonomy.get(attribute.code);
    const p = partners.get(attribute.code);
    const verdict = judgeValues(index, attribute, profile, perDimension, nameUnit);
    const ns = n?.score ?? 0;
    const ts = t?.score ?? 0;
    const hi = Math.max(ns, ts);
    const nameish = hi + 0.15 * Math.min(ns, ts) * (1 - hi);
    let combined = 1 - (1 - nameish) * (1 - verdict.score) * (1 - (p?.score ?? 0));
    // A unit in the name ("Grams", "Gewicht (g)") points at measures of its kind, true metrics first.
    if (nameDimension && attribute.dimension === nameDimension)
      combined = 1 - (1 - combined) * (attribute.kind === 'metric' ? 0.6 : 0.7);
    let factor = verdict.factor * (sunk && !(p && p.score >= 0.5) ? 0.65 : 1);
    // The PIM's own identifier is made by the PIM, rarely a supplier's attribute.
    if (attribute.kind === 'identifier') factor *= 0.9;
    if (nameDimension && attribute.dimension && attribute.dimension !== nameDimension) factor *= 0.6;
    if (nameDimension && !attribute.dimension && attribute.kind !== 'text') factor *= 0.8;
    const score = round(combined * factor);
    if (score < 0.05) continue;

    const reasons: AttributeReason[] = [];
    if (p && p.score >= 0.3)
      reasons.push({ source: 'partners', supplier: p.supplier, matched: p.matched, count: p.count });
    if (n && n.score >= FLOOR) reasons.push({ source: 'name', supplier: n.supplier, matched: n.matched });
    if (t && t.score >= FLOOR) reasons.push({ source: 'taxonomy', supplier: t.supplier, matched: t.matched });
    if (verdict.score >= 0.3)
      reasons.push({ source: 'values', supplier: profile.sample.join(', '), matched: attribute.label });
    if (nameDimension && attribute.dimension === nameDimension && !reasons.length)
      reasons.push({ source: 'name', supplier: evidence.name.slice(0, 200), matched: attribute.label });
    if (!reasons.length) continue;
    scored.push({
      attribute,
      code: attribute.code,
      score,
      sources: [...new Set(reasons.map((r) => r.source))] as AttributeSource[],
      reasons,
      unit: null,
      options: [],
    });
  }
  scored.sort((a, b) => b.score - a.score || a.code.localeCompare(b.code));
  return scored.slice(0, Math.max(0, limit)).map(({ attribute, ...s }) => ({
    ...s,
    unit: unitConversion(attribute, profile, nameUnit),
    options: suggestOptions(index, attribute, values),
  }));
}
