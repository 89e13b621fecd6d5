import type { Pivot } from '../pivot/pivot';
import { CONCEPTS } from './lexicon';
import { bestFits } from './english-fit';
import { type Matchable, matchable, normalize, withoutBrackets } from './normalize';
import { linkPivotAttributes, type PivotAttributeLinks } from './pivot-attributes';
import type { PimAttributeInput } from './types';
import { type Dimension, dimensionOf, unitInName } from './units';
import { COLOURS } from './value-words';
import { canonicalWord } from './colour-words';

export type AttributeKind =
  | 'select'
  | 'multiselect'
  | 'metric'
  | 'number'
  | 'boolean'
  | 'price'
  | 'text'
  | 'textarea'
  | 'identifier'
  | 'image'
  | 'other';

export interface IndexedOption {
  code: string;
  /** English label (or the code), as reasons show it. */
  label: string;
  /** Its labels and code, prepared for matching. */
  keys: Matchable[];
  /** Its English label in one spelling ("gray" → "grey"), as value translations are compared. */
  canonical: string;
}

export interface IndexedAttribute {
  code: string;
  /** English label without a unit in brackets ("Battery capacity"), or the code. */
  label: string;
  kind: AttributeKind;
  /** The unit its amounts are in: the metric's default unit, or one named in its label ("(mAh)"). */
  unit: string | null;
  dimension: Dimension | null;
  options: IndexedOption[];
  /** The attribute is about EANs/GTINs (by its code or label). */
  barcode: boolean;
}

/** One name an attribute is known by. */
export interface Alias extends Matchable {
  code: string;
  source: 'name' | 'taxonomy';
  /** How much a match on this alias is worth (1 for the PIM's own labels and our lexicon). */
  weight: number;
  /** What a reason shows it matched: the PIM label, or the pivot attribute's English name. */
  shown: string;
}

export interface AttributeIndex {
  attributes: Map<string, IndexedAttribute>;
  aliases: Alias[];
  /** Trigram → indexes of the aliases that have it: only aliases sharing two trigrams with a name are compared. */
  gramPostings: Map<string, number[]>;
  /** Names of attributes the PIM lacks (unlinked lexicon concepts and pivot attributes), by compact form. */
  sinks: Set<string>;
  /** Sink names prepared for near matching (our lexicon's only; the pivot's are matched exactly). */
  sinkAliases: Matchable[];
  /** A supplier's value (normalised) → English words it may stand for (colours, the pivot's values). */
  valueWords: Map<string, Set<string>>;
  /** Memo of prepared names (other partners' attribute names recur across calls). */
  prepared: Map<string, Matchable>;
  pivotLinks: PivotAttributeLinks;
}

const KINDS: Record<string, AttributeKind> = {
  pim_catalog_simpleselect: 'select',
  pim_catalog_multiselect: 'multiselect',
  pim_catalog_metric: 'metric',
  pim_catalog_number: 'number',
  pim_catalog_boolean: 'boolean',
  pim_catalog_price_collection: 'price',
  pim_catalog_text: 'text',
  pim_catalog_textarea: 'textarea',
  pim_catalog_identifier: 'identifier',
  pim_catalog_image: 'image',
  pim_catalog_file: 'image',
};

function indexAttribute(a: PimAttributeInput): IndexedAttribute {
  const en = a.labels.en?.trim() || a.code;
  const unit = a.defaultMetricUnit ?? (a.labels.en ? unitInName(a.labels.en) : null);
  const words = normalize(`${a.code} ${en}`).split(' ');
  return {
    code: a.code,
    label: withoutBrackets(en) || en,
    kind: KINDS[a.type] ?? 'other',
    unit,
    dimension: dimensionOf(unit),
    options: (a.options ?? []).map((o) => ({
      code: o.code,
      label: o.labels.en?.trim() || o.code,
      canonical: canonicalWord(normalize(o.labels.en?.trim() || o.code)),
      keys: [o.labels.en, o.labels.et, o.code.replace(/_/g, ' ')]
        .filter((t): t is string => !!t && !!normalize(t))
        .map(matchable),
    })),
    barcode: words.some((w) => w === 'ean' || w === 'gtin' || w === 'upc' || w === 'barcode'),
  };
}

/** The PIM attribute's own names: English and Estonian labels, the code read as words. */
function ownNames(a: PimAttributeInput): string[] {
  const names = [a.labels.en, a.labels.et, a.code.replace(/_/g, ' ')].filter((t): t is string => !!t);
  return [...new Set(names.flatMap((n) => [n, withoutBrackets(n)]).filter((n) => normalize(n)))];
}

function addValueWord(map: Map<string, Set<string>>, written: string, english: string) {
  const key = normalize(written);
  if (!key) return;
  const set = map.get(key) ?? new Set<string>();
  set.add(normalize(english));
  map.set(key, set);
}

/**
 * Everything the attribute scorer needs about the PIM's attributes, built once per PIM sync: their
 * names in every language we know (own labels, our lexicon, the linked pivot attributes' names),
 * units, options and the words values may be written in.
 */
export function buildAttributeIndex(p: Pivot, attributes: PimAttributeInput[]): AttributeIndex {
  const indexed = new Map(attributes.map((a) => [a.code, indexAttribute(a)]));
  const aliases: Alias[] = [];
  const sinks = new Set<string>();
  const sinkAliases: Matchable[] = [];
  // One alias per attribute and spelling (the pivot repeats names across languages): the weightiest.
  const seen = new Map<string, number>();
  const add = (code: string, text: string, source: Alias['source'], weight: number, shown: string) => {
    const m = matchable(text);
    if (!m.compact) return;
    const key = `${code}\u0000${source}\u0000${m.compact}`;
    const at = seen.get(key);
    if (at === undefined) {
      seen.set(key, aliases.length);
      aliases.push({ ...m, code, source, weight, shown });
    } else if (aliases[at].weight < weight) aliases[at] = { ...m, code, source, weight, shown };
  };

  // English names of each PIM attribute, which concepts and pivot attributes are linked through.
  const english = new Map<string, Matchable[]>();
  for (const a of attributes) {
    const label = indexed.get(a.code)?.label ?? a.code;
    for (const n of ownNames(a)) add(a.code, n, 'name', 1, label);
    const en = [a.labels.en, a.labels.en && withoutBrackets(a.labels.en), a.code.replace(/_/g, ' ')];
    english.set(a.code, en.filter((t): t is string => !!t && !!normalize(t)).map(matchable));
  }

  for (const concept of CONCEPTS) {
    const fits = bestFits(concept.en.map(matchable), english);
    const names = [...concept.en, ...concept.terms];
    if (!fits.length) {
      for (const n of names) {
        const m = matchable(n);
        if (!m.compact) continue;
        sinks.add(m.compact);
        sinkAliases.push(m);
      }
      continue;
    }
    for (const { code, fit } of fits) {
      const shown = indexed.get(code)?.label ?? code;
      for (const n of names) add(code, n, 'name', fit, shown);
      // A concept that is the attribute lends it its English names to link pivot attributes ("Color" ~ "Colour").
      if (fit === 1) english.set(code, [...(english.get(code) ?? []), ...concept.en.map(matchable)]);
    }
  }

  const pivotLinks = linkPivotAttributes(p, english);
  // Looser links ("Blade material" → Material) lend their names only while few: a hundred kinds of
  // material say nothing the compound rule ("Klingenmaterial" ends in "material") does not.
  const loose = new Map<string, number>();
  for (const l of pivotLinks.linked) if (l.fit < 1) loose.set(l.code, (loose.get(l.code) ?? 0) + 1);
  for (const link of pivotLinks.linked) {
    if (link.fit < 1 && (loose.get(link.code) ?? 0) > 8) continue;
    for (const name of link.names) add(link.code, name, 'taxonomy', 0.95 * link.fit, link.english);
  }
  for (const compact of pivotLinks.unlinkedNames) sinks.add(compact);

  const valueWords = new Map<string, Set<string>>();
  for (const [en, written] of Object.entries(COLOURS))
    for (const w of written) addValueWord(valueWords, w, en);
  for (const { english: en, names } of pivotLinks.values)
    for (const n of names) addValueWord(valueWords, n, en);

  const gramPostings = new Map<string, number[]>();
  aliases.forEach((alias, i) => {
    for (const g of alias.grams) {
      const list = gramPostings.get(g);
      if (list) list.push(i);
      else gramPostings.set(g, [i]);
    }
  });
  return {
    attributes: indexed,
    aliases,
    gramPostings,
    sinks,
    sinkAliases,
    valueWords,
    prepared: new Map(),
    pivotLinks,
  };
}

/** A name prepared for matching, memoised on the index (bounded). */
export function prepare(index: AttributeIndex, text: string): Matchable {
  const hit = index.prepared.get(text);
  if (hit) return hit;
  const m = matchable(text);
  if (index.prepared.size > 20_000) index.prepared.clear();
  index.prepared.set(text, m);
  return m;
}
