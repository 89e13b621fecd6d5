import type { AdapterEvent } from '../adapters/adapter';
import type { ExtractedItem } from '../record';

/**
 * BMEcat 2005 features whose value is only a reference (VALUE_IDREF, e.g. an eCl@ss value id
 * `0173-1#07-AAR647#001`) with no text beside it. Their attributes keep the id as the value unless the
 * catalogue defines it (an ALLOWED_VALUE with ALLOWED_VALUE_ID and ALLOWED_VALUE_NAME, which may come
 * before or after the products); those still without a text make ONE warning for the feed, naming the
 * dictionary (REFERENCE_FEATURE_SYSTEM_NAME) the products declare.
 */

/** Where an id stands in an item: its attribute and the value's place in it. */
export interface ValueIdPlace {
  attribute: number;
  value: number;
  id: string;
}

/** How many value texts the catalogue's definitions may hold (the rest stay ids, with the warning). */
const MAX_VALUE_TEXTS = 200_000;
/** How many dictionaries the warning names. */
const MAX_DICTIONARIES_NAMED = 3;
const cut = (text: string) => (text.length > 50 ? `${text.slice(0, 49)}…` : text);

export class ValueIds {
  /** Per id referenced without a text: how many features refer to it, and the dictionary of the first. */
  private readonly references = new Map<string, { count: number; dictionary: string | null }>();
  private readonly texts = new Map<string, string>();

  /** A feature value that is only an id, in the dictionary its block names (null when none is declared). */
  refer(id: string, dictionary: string | null): void {
    const known = this.references.get(id);
    if (known) known.count++;
    else this.references.set(id, { count: 1, dictionary });
  }

  /** A value definition of the catalogue (ALLOWED_VALUE): its text in the wanted language. */
  define(id: string, text: string): void {
    if (!id || !text || this.texts.has(id) || this.texts.size >= MAX_VALUE_TEXTS) return;
    this.texts.set(id, text);
  }

  /** Puts the catalogue's texts in place of the ids it defines. */
  resolve(item: ExtractedItem, places: readonly ValueIdPlace[]): void {
    for (const { attribute, value, id } of places) {
      const text = this.texts.get(id);
      const values = item.attributes[attribute]?.values;
      if (text !== undefined && values) values[value] = text;
    }
  }

  /** The warning for the ids the catalogue gives no text for, once every definition is read. */
  warning(): AdapterEvent | null {
    let count = 0;
    let example: string | null = null;
    const dictionaries = new Set<string>();
    for (const [id, reference] of this.references) {
      if (this.texts.has(id)) continue;
      count += reference.count;
      example ??= id;
      if (reference.dictionary && dictionaries.size < MAX_DICTIONARIES_NAMED)
        dictionaries.add(reference.dictionary);
    }
    if (count === 0 || example === null) return null;
    const params: Record<string, string | number> = { count, example: cut(example) };
    if (dictionaries.size) params.dictionary = cut([...dictionaries].join(', '));
    return { kind: 'warning', warning: { key: 'feed_feature_value_ids', params, position: {} } };
  }
}
