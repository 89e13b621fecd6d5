/**
 * Text normalisation shared by the category and attribute scorers: one form for every language the
 * suppliers write in, so that "Waschmaschinen", "WASCHMASCHINEN" and "waschmaschinen!" compare equal
 * and "Külmkapid" meets "kulmkapid".
 */

/** Letters that do not decompose under NFKD but have an obvious Latin base. */
const FOLD: Record<string, string> = {
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
  ı: 'i',
  ё: 'е',
  й: 'и',
};
const FOLD_RE = new RegExp(`[${Object.keys(FOLD).join('')}]`, 'g');

/** Longest text we look at: a 10 kB category name is cut here, never scanned whole. */
export const MAX_TEXT_LENGTH = 200;

/**
 * Lower case, accents removed, punctuation and symbols (emoji included) turned into single spaces.
 * Letters of every script and digits are kept.
 */
export function normalizeText(text: string): string {
  const cut = text.length > MAX_TEXT_LENGTH * 2 ? text.slice(0, MAX_TEXT_LENGTH * 2) : text;
  return cut
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(FOLD_RE, (c) => FOLD[c] ?? c)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, MAX_TEXT_LENGTH);
}

/**
 * The same words are stemmed over and over (every level of every category, every label asked): a
 * bounded memory answers them, cleared whole when full. Long words are not kept.
 */
const MEMO_SIZE = 20_000;
const stemmed = new Map<string, string>();
function remember(memo: Map<string, string>, key: string, value: string): void {
  if (key.length > MAX_TEXT_LENGTH) return;
  if (memo.size >= MEMO_SIZE) memo.clear();
  memo.set(key, value);
}

/** The words of a text, normalised. */
export function words(text: string): string[] {
  const norm = normalizeText(text);
  return norm === '' ? [] : norm.split(' ');
}

/**
 * Inflection endings of the supplier languages (plural, case), longest first. Crude on purpose (no
 * "-er", "-t", "-d", "-et": "printer" must not become "print", "card" "car", "tablet" "table"):
 * it only has to make "pralki"/"pralka", "машины"/"машина", "akkus"/"akku" and
 * "laptops"/"laptop" meet, and the n-gram match forgives the rest.
 */
const SUFFIXES = [
  // Russian (after й→и, ё→е folding)
  'ами',
  'ями',
  'ого',
  'его',
  'ому',
  'ему',
  'ыми',
  'ими',
  'ая',
  'яя',
  'ое',
  'ее',
  'ые',
  'ие',
  'ых',
  'их',
  'ов',
  'ев',
  'ей',
  'ам',
  'ям',
  'ах',
  'ях',
  'ы',
  'и',
  'а',
  'я',
  'о',
  'е',
  'у',
  'ю',
  'ь',
  // Polish, Lithuanian, Finnish, German, French, English, Estonian (accents already folded)
  'iones',
  'ables',
  'ungen',
  'ies',
  'ien',
  'ich',
  'ami',
  'ach',
  'iai',
  'ai',
  'ys',
  'es',
  'en',
  'ow',
  'as',
  'is',
  'us',
  'ai',
  'id',
  'ja',
  'ka',
  'ki',
  'y',
  'i',
  'a',
  'e',
  's',
  'n',
  'o',
];

/** The word without its longest known ending, never shorter than 3 letters. */
function stripOnce(word: string): string {
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3)
      return word.slice(0, word.length - suffix.length);
  }
  return word;
}

/**
 * A crude stem: the word without one inflection ending, never shorter than 3 letters. A plain "-s"
 * plural is stripped first and the rest once more, so "tablets" and "tablet" meet.
 */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  const known = stemmed.get(word);
  if (known !== undefined) return known;
  let out = word;
  if (!/^\p{N}+$/u.test(word)) {
    const once = stripOnce(word);
    out = once.length === word.length - 1 && word.endsWith('s') && once.length > 3 ? stripOnce(once) : once;
  }
  remember(stemmed, word, out);
  return out;
}

/** The stems of a text's words. */
export function stems(text: string): string[] {
  return words(text).map(stem);
}

/** Character trigrams of each word padded with spaces ("pralki" → " pr", "pra", …, "ki "). */
export function trigrams(text: string): string[] {
  const out: string[] = [];
  for (const word of words(text)) {
    const padded = ` ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.push(padded.slice(i, i + 3));
  }
  return out;
}
