/**
 * Text normalisation and name similarity for attribute names in any of the supplier languages
 * (Latin with diacritics, Cyrillic).
 */
import { MAX_TEXT_LENGTH, normalizeText } from '../text/normalize';

/** Feed prefixes that are namespaces, not words: Google Merchant "g:", WooCommerce "pa_", "attr_", "param_". */
const PREFIX = /^(?:g:|pa_|attr_|attribute_|param_|prop_|property_|feature_|spec_|char_)/i;

/** The shared normal form (lower case, no accents, symbols to spaces, cut at 200), after code prefixes and camelCase are split off. */
export function normalize(text: string): string {
  const cut = text.length > MAX_TEXT_LENGTH * 2 ? text.slice(0, MAX_TEXT_LENGTH * 2) : text;
  return normalizeText(cut.replace(PREFIX, '').replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2'));
}

/** "Battery capacity (mAh)" → "Battery capacity". */
export const withoutBrackets = (label: string): string =>
  label.replace(/\s*[([][^()[\]]*[)\]]\s*/g, ' ').trim();

/** The normalised words of a text. */
export function tokens(text: string): string[] {
  const n = normalize(text);
  return n ? n.split(' ') : [];
}

/** The normalised text without spaces ("Wi-Fi standard" → "wifistandard"). */
export const compact = (normalized: string): string => normalized.replace(/ /g, '');

/**
 * Two words are the same word when equal, or when both are long and share all but their endings
 * (inflections: "памяти"/"память", "Farbe"/"Farben", "näytön"/"näyttö", "operativnoi"/"operativnaya").
 */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 5 || /^\d+$/.test(a) || /^\d+$/.test(b)) return false;
  let common = 0;
  while (common < a.length && a[common] === b[common]) common++;
  const longest = Math.max(a.length, b.length);
  return common >= 4 && longest - common <= 3 && common >= 0.6 * longest;
}

/** The set of character trigrams of a compact text (padded at both ends). */
export function gramSet(s: string): Set<string> {
  const padded = ` ${s} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return grams;
}

/** Dice coefficient of two trigram sets (0..1): typos and inflections of one-word names. */
export function dice(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const g of small) if (large.has(g)) shared++;
  return (2 * shared) / (a.size + b.size);
}

/** Words that say nothing about which attribute is meant. */
const FILLER = new Set([
  'the',
  'of',
  'in',
  'and',
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'en',
  'et',
  'der',
  'die',
  'das',
  'des',
  'und',
  'mit',
  'von',
  'im',
  'i',
  'z',
  'w',
  'ja',
  'un',
  'ir',
  'и',
  'в',
  'с',
  'для',
  'max',
  'min',
  'ca',
  'approx',
  'total',
  'product',
  'produkt',
  'artikel',
  'item',
  'товара',
  'tuotteen',
  'toote',
  'produktu',
  'produit',
  'prekes',
  'preces',
]);

/** The words of a name that carry meaning (fillers dropped, unless nothing else is left). */
export function contentWords(words: string[]): string[] {
  const kept = words.filter((w) => !FILLER.has(w));
  return kept.length ? kept : words;
}

export interface Matchable {
  words: string[];
  compact: string;
  grams: Set<string>;
  /** The name links its words head first ("Farbe des Gehäuses", "Color of housing", "Цвет для корпуса"). */
  headFirst: boolean;
}

/** Words that put the head of a name before them (genitive and prepositional links). */
const LINKS = new Set(['of', 'des', 'der', 'de', 'du', 'des', 'von', 'для', 'dla', 'pour', 'for', 'fur']);

/** A text prepared for matching. */
export function matchable(text: string): Matchable {
  const all = tokens(text);
  const words = contentWords(all);
  const c = words.join('');
  return { words, compact: c, grams: gramSet(c), headFirst: all.slice(1, -1).some((w) => LINKS.has(w)) };
}

/** One generic word ("id", "code", "type") inside a longer name says little about which attribute it is. */
const GENERIC_WORDS = new Set([
  'id',
  'code',
  'kod',
  'код',
  'koodi',
  'kood',
  'kods',
  'kodas',
  'number',
  'nummer',
  'numer',
  'номер',
  'numero',
  'name',
  'nimi',
  'название',
  'nom',
  'nazwa',
  'type',
  'typ',
  'тип',
  'tyyppi',
  'tuup',
  'tips',
  'tipas',
  'symbol',
  'ref',
  'indeks',
]);

/**
 * Extra words around an alias found whole in a name: a name ending in the alias ("Net weight",
 * "Nettopaino") is mostly that attribute; one starting with it is often something else, as English
 * puts the head last ("Power supply", "Processor cooling"), so it loses more per extra word.
 */
function containment(name: Matchable, aliasWords: string[]): number {
  const nameWords = name.words;
  const extra = Math.max(0, nameWords.length - aliasWords.length);
  if (!extra) return 0.92;
  if (aliasWords.length === 1 && GENERIC_WORDS.has(aliasWords[0])) return 0.45;
  const lastAlias = aliasWords[aliasWords.length - 1];
  let atEnd = sameWord(nameWords[nameWords.length - 1], lastAlias);
  let atStart = sameWord(nameWords[0], aliasWords[0]);
  if (name.headFirst) [atEnd, atStart] = [atStart, atEnd];
  if (atEnd) return Math.max(0.62, 0.92 - 0.05 * extra);
  if (atStart) return Math.max(0.5, 0.92 - 0.25 * extra);
  return Math.max(0.5, 0.92 - 0.12 * extra);
}

/**
 * How well a supplier's name matches one alias of an attribute, 0..1: exact 1; the alias's words all
 * in the name 0.92 less a share per extra word (see containment); a compound ending in the alias
 * ("Nettogewicht" ~ "Gewicht") 0.84; otherwise a discounted trigram likeness.
 */
export function aliasMatch(name: Matchable, alias: Matchable): number {
  const { words: nameWords, compact: nameCompact } = name;
  const { words: aliasWords, compact: aliasCompact } = alias;
  if (!nameCompact || !aliasCompact) return 0;
  if (nameCompact === aliasCompact) return 1;
  const found = aliasWords.filter((a) => nameWords.some((w) => sameWord(w, a))).length;
  if (found === aliasWords.length) return containment(name, aliasWords);
  let best = 0;
  if (aliasWords.length === 1 && aliasCompact.length >= 4) {
    const a = aliasCompact;
    for (const w of nameWords) {
      if (w.length > a.length + 2 && w.endsWith(a))
        best = Math.max(best, 0.84 - 0.04 * (nameWords.length - 1));
      else if (w.length > a.length + 2 && w.startsWith(a) && a.length >= 5) best = Math.max(best, 0.6);
    }
  }
  if (nameWords.length === 1 && nameCompact.length >= 4) {
    for (const a of aliasWords) {
      if (a.length > nameCompact.length + 2 && a.endsWith(nameCompact)) best = Math.max(best, 0.62);
    }
  }
  // Part of the alias's words: a weaker hint, scaled by the share found.
  if (found > 0 && aliasWords.length > 1) {
    const share = found / aliasWords.length;
    const extra = Math.max(0, nameWords.length - found);
    best = Math.max(best, 0.7 * share - 0.04 * extra);
  }
  const likeness = dice(name.grams, alias.grams);
  if (likeness >= 0.55) best = Math.max(best, likeness >= 0.8 ? 0.9 * likeness : 0.75 * likeness);
  return best;
}
