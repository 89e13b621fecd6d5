import type { DecimalSeparator } from './decimal';

/** GTIN lengths a feed may carry (EAN-8, UPC-A, EAN-13, GTIN-14). */
const GTIN_LENGTHS = new Set([8, 12, 13, 14]);
const PLAIN_GTIN = /^\d{8,14}$/;

/** Whether the last digit of a GTIN is its check digit (GS1 mod-10). */
function hasValidCheckDigit(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 2, weight = 3; i >= 0; i--, weight = weight === 3 ? 1 : 3) {
    sum += (digits.charCodeAt(i) - 48) * weight;
  }
  return (10 - (sum % 10)) % 10 === digits.charCodeAt(digits.length - 1) - 48;
}

/**
 * Normalises an EAN/GTIN: strips spaces and dashes, pads UPC-A (12 digits) to EAN-13, checks the check
 * digit. Returns null when the text is not a valid GTIN.
 */
export function normalizeEan(text: string): string | null {
  // Most EANs come as plain digits: no copy without spaces and dashes needed.
  const digits = PLAIN_GTIN.test(text) ? text : text.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || !GTIN_LENGTHS.has(digits.length) || !hasValidCheckDigit(digits)) return null;
  if (/^0+$/.test(digits)) return null;
  return digits.length === 12 ? `0${digits}` : digits;
}

/** Stock words, normalised by `stockWordKey`, and the amount each one means. Built once per feed. */
export type StockWords = ReadonlyMap<string, number>;

/**
 * Built-in stock words (en, et, de, pl, Google availability). Yes-words mean `inStockAmount`; "plenty"
 * words at least PLENTY and "few" words FEW, so that few ≤ in stock ≤ plenty with the default
 * inStockAmount of 1; on-request, coming-soon and no-words mean 0 (nothing can be sold today).
 */
const IN_STOCK_WORDS = [
  'in stock',
  'in_stock',
  'instock',
  'on stock',
  'available',
  'yes',
  'y',
  'true',
  'jah',
  'laos',
  'on laos',
  'olemas',
  'saadaval',
  'ja',
  'auf lager',
  'am lager',
  'lagernd',
  'vorrätig',
  'lieferbar',
  'sofort lieferbar',
  'verfügbar',
  'sofort verfügbar',
  'tak',
];
const PLENTY_WORDS = [
  'viel bestand',
  'hoher bestand',
  'großer bestand',
  'high stock',
  'plenty',
  'palju',
  'palju laos',
];
const FEW_WORDS = [
  'wenig bestand',
  'geringer bestand',
  'nur noch wenige',
  'low stock',
  'few left',
  'limited stock',
  'vähe',
  'vähe laos',
];
const ZERO_WORDS = [
  'out of stock',
  'out_of_stock',
  'outofstock',
  'not available',
  'unavailable',
  'sold out',
  'on request',
  'coming soon',
  'no',
  'n',
  'false',
  'ei',
  'otsas',
  'laost otsas',
  'pole laos',
  'ei ole laos',
  'tellimisel',
  'tellimisel tarnija',
  'nein',
  'nicht verfügbar',
  'nicht lieferbar',
  'nicht auf lager',
  'nicht vorrätig',
  'ausverkauft',
  'vergriffen',
  'auf anfrage',
  'in kürze verfügbar',
  'in kürze wieder verfügbar',
  'bald verfügbar',
  'bald wieder verfügbar',
  'nie',
  'preorder',
  'backorder',
  'discontinued',
];
/** Stock a "plenty" word gives at least; a "few" word gives FEW. */
const PLENTY = 10;
const FEW = 1;

/** Whitespace runs inside a stock word ("Viel  Bestand", a no-break space). */
const SPACE_RUN = /\s+/g;
const ODD_SPACE = /\s\s|[^\S ]/;
/** Trailing marks a stock word may carry ("In Kürze wieder verfügbar!", "lieferbar."). */
const isTrailingMark = (c: number) => c === 33 /* ! */ || c === 46; /* . */

/** A stock text as a vocabulary key: trimmed, lower-cased, one space between words, no trailing "!" or ".". */
export function stockWordKey(text: string): string {
  let key = text.trim().toLowerCase();
  let end = key.length;
  while (end > 0 && isTrailingMark(key.charCodeAt(end - 1))) end--;
  if (end < key.length) key = key.slice(0, end).trimEnd();
  return ODD_SPACE.test(key) ? key.replace(SPACE_RUN, ' ') : key;
}

/**
 * The stock vocabulary of a feed: the built-in words with `inStockAmount`, extended or overridden by the
 * partner's own words (`stockWords` param, word → amount).
 */
export function stockVocabulary(inStockAmount: number, custom: Record<string, number> = {}): StockWords {
  const words = new Map<string, number>();
  for (const word of ZERO_WORDS) words.set(word, 0);
  for (const word of FEW_WORDS) words.set(word, FEW);
  for (const word of IN_STOCK_WORDS) words.set(word, inStockAmount);
  for (const word of PLENTY_WORDS) words.set(word, Math.max(PLENTY, inStockAmount));
  for (const [word, amount] of Object.entries(custom)) words.set(stockWordKey(word), amount);
  return words;
}

/** The built-in vocabulary of the last inStockAmount asked for (one per feed: built once, not per value). */
let lastDefault: { inStockAmount: number; words: StockWords } | null = null;
function defaultVocabulary(inStockAmount: number): StockWords {
  if (lastDefault?.inStockAmount !== inStockAmount)
    lastDefault = { inStockAmount, words: stockVocabulary(inStockAmount) };
  return lastDefault.words;
}

/** A stock amount, or why it is not one. */
export type AmountResult = { ok: true; value: number } | { ok: false };

/** The usual stock value: digits that fit an integer column whatever they are. */
const PLAIN_COUNT = /^\d{1,9}$/;
/** Largest stock amount stored (PostgreSQL integer). */
const MAX_AMOUNT = 2_147_483_647;

/**
 * A stock number with its marks (`>10`, `10+`, `<=10`, `5 pcs`, `12,0`; group 2 is the number), by the
 * feed's decimal separator: with ',' a dot groups thousands ("1.200" is 1200), with '.' a comma does;
 * with auto neither groups ("1.200" is refused: it could be 1.2).
 */
const AMOUNT: Record<DecimalSeparator, RegExp> = {
  auto: /^([<>]=?|\+)?\s*(-?\d[\d\s\u00a0]*)(?:[.,]0+)?\s*(\+)?(?:\s*(?:pcs|pc|tk|stk|szt|units?))?\.?$/,
  ',': /^([<>]=?|\+)?\s*(-?\d{1,3}(?:\.\d{3})+|-?\d[\d\s\u00a0]*)(?:,0+)?\s*(\+)?(?:\s*(?:pcs|pc|tk|stk|szt|units?))?\.?$/,
  '.': /^([<>]=?|\+)?\s*(-?\d{1,3}(?:,\d{3})+|-?\d[\d\s\u00a0]*)(?:\.0+)?\s*(\+)?(?:\s*(?:pcs|pc|tk|stk|szt|units?))?\.?$/,
};
const GROUPING = /[\s\u00a0.,]/g;

/**
 * Parses one stock value: "12", "12.0", "1 234", ">10" and "10+" (at least 10), "<10" (9), "1.200" with
 * a decimal comma (1200), and stock words (the feed's vocabulary, or the built-in words with
 * `inStockAmount` when a number is given: yes-words → `inStockAmount`, no-words → 0). Negative stock is 0.
 */
export function parseAmount(
  text: string,
  stock: number | StockWords,
  decimalSeparator: DecimalSeparator = 'auto',
): AmountResult {
  if (PLAIN_COUNT.test(text)) return { ok: true, value: Number(text) };
  const words = typeof stock === 'number' ? defaultVocabulary(stock) : stock;
  const word = words.get(stockWordKey(text));
  if (word !== undefined) return { ok: true, value: word };
  const match = AMOUNT[decimalSeparator].exec(text.trim().toLowerCase());
  if (!match) return { ok: false };
  const amount = Number(match[2].replace(GROUPING, ''));
  if (!Number.isSafeInteger(amount) || amount > MAX_AMOUNT) return { ok: false };
  if (match[1]?.startsWith('<')) return { ok: true, value: Math.max(0, amount - (match[1] === '<' ? 1 : 0)) };
  return { ok: true, value: Math.max(0, amount) };
}
