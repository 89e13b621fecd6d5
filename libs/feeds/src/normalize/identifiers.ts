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

/** Words meaning "in stock" / "not in stock" in feeds (en, et, de, pl, Google availability). */
const IN_STOCK = new Set([
  'in stock',
  'in_stock',
  'instock',
  'available',
  'yes',
  'y',
  'true',
  'jah',
  'laos',
  'on stock',
  'ja',
  'tak',
]);
const OUT_OF_STOCK = new Set([
  'out of stock',
  'out_of_stock',
  'outofstock',
  'not available',
  'unavailable',
  'no',
  'n',
  'false',
  'ei',
  'nein',
  'nie',
  'preorder',
  'backorder',
  'discontinued',
]);

/** A stock amount, or why it is not one. */
export type AmountResult = { ok: true; value: number } | { ok: false };

/** The usual stock value: digits that fit an integer column whatever they are. */
const PLAIN_COUNT = /^\d{1,9}$/;
/** Largest stock amount stored (PostgreSQL integer). */
const MAX_AMOUNT = 2_147_483_647;

/**
 * Parses one stock value: "12", "12.0", "1 234", ">10" and "10+" (at least 10), "in stock" and
 * other yes-words (→ `inStockAmount`), "out of stock" and no-words (→ 0). Negative stock is 0.
 */
export function parseAmount(text: string, inStockAmount: number): AmountResult {
  if (PLAIN_COUNT.test(text)) return { ok: true, value: Number(text) };
  const value = text.trim().toLowerCase();
  if (IN_STOCK.has(value)) return { ok: true, value: inStockAmount };
  if (OUT_OF_STOCK.has(value)) return { ok: true, value: 0 };
  const match =
    /^([<>]=?|\+)?\s*(-?\d[\d\s\u00a0]*)(?:[.,]0+)?\s*(\+)?(?:\s*(?:pcs|pc|tk|stk|szt|units?))?\.?$/.exec(
      value,
    );
  if (!match) return { ok: false };
  const amount = Number(match[2].replace(/[\s\u00a0]/g, ''));
  if (!Number.isSafeInteger(amount) || amount > MAX_AMOUNT) return { ok: false };
  if (match[1]?.startsWith('<')) return { ok: true, value: Math.max(0, amount - (match[1] === '<' ? 1 : 0)) };
  return { ok: true, value: Math.max(0, amount) };
}
