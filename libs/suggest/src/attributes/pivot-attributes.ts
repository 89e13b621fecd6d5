import type { Pivot } from '../pivot/pivot';
import { bestFits } from './english-fit';
import { contentWords, type Matchable, matchable, tokens, withoutBrackets } from './normalize';

/** A pivot attribute linked to a PIM attribute, with its names in the pivot's languages. */
export interface PivotAttributeLink {
  /** Shopify attribute id. */
  pivotId: number;
  code: string;
  fit: number;
  /** Its English name, as reasons show it. */
  english: string;
  names: string[];
}

export interface PivotAttributeLinks {
  linked: PivotAttributeLink[];
  /** Compact names (every language) of the pivot attributes linked to no PIM attribute. */
  unlinkedNames: Set<string>;
  /** Values of linked pivot attributes: the English name and its translations. */
  values: { english: string; names: string[] }[];
}

/**
 * Links the pivot's attributes to PIM attributes by their English names (the PIM's labels and the
 * lexicon's English names for it): "Color" → colour, "Energy efficiency class" → energy class.
 * Their names in every other language then become names of the PIM attribute, and their values
 * translations of its options ("Schwarz", "Черный", "Musta" → Black).
 */
export function linkPivotAttributes(p: Pivot, english: Map<string, Matchable[]>): PivotAttributeLinks {
  const { attributes, values } = p.data;
  const langs = p.languages;
  const linked: PivotAttributeLink[] = [];
  const unlinkedNames = new Set<string>();
  const linkedIndexes = new Set<number>();
  for (let k = 0; k < attributes.ids.length; k++) {
    const en = attributes.names.en?.[k];
    const names = langs.map((l) => attributes.names[l]?.[k]).filter((n): n is string => !!n);
    const fits = en ? bestFits([matchable(withoutBrackets(en))], english) : [];
    if (!fits.length || !en) {
      for (const n of names) {
        const c = contentWords(tokens(n)).join('');
        if (c) unlinkedNames.add(c);
      }
      continue;
    }
    linkedIndexes.add(k);
    for (const { code, fit } of fits)
      linked.push({ pivotId: attributes.ids[k], code, fit, english: en, names });
  }
  const translated: PivotAttributeLinks['values'] = [];
  for (let v = 0; v < values.ids.length; v++) {
    if (!linkedIndexes.has(values.attribute[v])) continue;
    const english = values.names.en?.[v];
    if (!english) continue;
    const names = langs.map((l) => values.names[l]?.[v]).filter((n): n is string => !!n);
    translated.push({ english, names });
  }
  return { linked, unlinkedNames, values: translated };
}
