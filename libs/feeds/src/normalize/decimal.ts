/** How a feed writes decimals: `auto` reads both and refuses what could be either. */
export type DecimalSeparator = 'auto' | '.' | ',';

/** A parsed decimal, or why the text is not one. */
export type DecimalResult =
  | { ok: true; value: string; currency: string | null }
  | { ok: false; reason: 'invalid' | 'ambiguous' | 'too_large' };

/** Integer digits numeric(14,4) holds. */
const MAX_INTEGER_DIGITS = 10;
/** Decimals kept; more are rounded half-up. */
const MAX_DECIMALS = 4;
const CURRENCY_SYMBOLS: Record<string, string> = { '€': 'EUR', $: 'USD', '£': 'GBP', zł: 'PLN' };
/** A currency code or symbol before or after the amount ("9.99 EUR", "€9,99"). */
const CURRENCY = /^\s*([A-Z]{3}|€|\$|£|zł)?\s*([^A-Z€$£]*?)\s*([A-Z]{3}|€|\$|£|zł)?\s*$/;
const HAS_CURRENCY = /[A-Z€$£ł]/;
/** Spaces used as thousands separators: space, no-break space, narrow no-break space, thin space, apostrophe. */
const GROUP_SPACES = /[\s\u00a0\u202f\u2009']/g;

/**
 * Parses a feed number into a canonical decimal string ("1234.5"), never a float.
 * Accepts "1 234,56", "1.234,56", "1,234.56", "12,5", "9.99 EUR", "€ 9,99", "-3".
 * With `auto`, "1,234" (one comma, three digits after it) could be either and is refused as ambiguous.
 */
export function parseDecimal(text: string, separator: DecimalSeparator = 'auto'): DecimalResult {
  // Fast paths for the common plain forms ("12.5", "12,50" with a comma feed), exact like the slow path.
  if (separator !== ',' && PLAIN_DOT.test(text))
    return { ok: true, value: canonicalPlain(text, '.'), currency: null };
  if (separator === ',' && PLAIN_COMMA.test(text))
    return { ok: true, value: canonicalPlain(text, ','), currency: null };
  // The currency pattern is costly: only texts with a currency code or sign need it.
  let amount = text.trim();
  let currency: string | null = null;
  if (HAS_CURRENCY.test(text)) {
    const match = CURRENCY.exec(text);
    if (!match || (match[1] && match[3])) return { ok: false, reason: 'invalid' };
    const symbol = match[1] ?? match[3];
    if (symbol) currency = CURRENCY_SYMBOLS[symbol] ?? symbol;
    amount = match[2];
  }
  let body = amount.replace(GROUP_SPACES, '');
  let sign = '';
  if (body.startsWith('-') || body.startsWith('+')) {
    sign = body[0] === '-' ? '-' : '';
    body = body.slice(1);
  }
  let marks = separator;
  const dashAt = wholeAmountMark(body);
  if (dashAt !== -1) {
    // "1.299,-": the mark before the dash is the only decimal mark, and there are no decimals.
    const dashMark = body[dashAt] === ',' ? ',' : '.';
    if ((separator !== 'auto' && separator !== dashMark) || body.indexOf(dashMark) !== dashAt)
      return { ok: false, reason: 'invalid' };
    body = body.slice(0, dashAt);
    marks = dashMark;
  }
  if (!/^[\d.,]+$/.test(body) || !/\d/.test(body)) return { ok: false, reason: 'invalid' };
  const decimalMark = chooseDecimalMark(body, marks);
  if (decimalMark === 'ambiguous') return { ok: false, reason: 'ambiguous' };
  if (decimalMark === 'invalid') return { ok: false, reason: 'invalid' };
  // The other mark groups thousands; with a set separator that holds for whole numbers too ("1.234" with ',').
  const mark = marks === 'auto' ? decimalMark : marks;
  const groupMark = mark === ',' ? '.' : ',';
  const [intPart, fraction = '', extra] = body.split(decimalMark ?? '\u0000');
  if (extra !== undefined) return { ok: false, reason: 'invalid' };
  if (intPart.includes(groupMark) && !/^\d{1,3}([.,]\d{3})*$/.test(intPart))
    return { ok: false, reason: 'invalid' };
  const digits = intPart.split(groupMark).join('');
  if (digits === '' && fraction === '') return { ok: false, reason: 'invalid' };
  const value = canonical(sign, digits || '0', fraction);
  if (value === null) return { ok: false, reason: 'too_large' };
  return { ok: true, value, currency };
}

const isDash = (c: number) => c === 45 /* - */ || c === 0x2013; /* – */

/**
 * Where the mark of a whole amount written with a dash for its decimals is ("1.299,-", "12.-", "12,--",
 * "12,–"), or -1. Char codes, not a regex: this runs on every price that is not a plain number.
 */
function wholeAmountMark(body: string): number {
  let end = body.length;
  while (end > body.length - 2 && end > 0 && isDash(body.charCodeAt(end - 1))) end--;
  if (end === body.length || end < 2) return -1;
  const mark = body.charCodeAt(end - 1);
  return mark === 44 /* , */ || mark === 46 /* . */ ? end - 1 : -1;
}

const PLAIN_DOT = /^(0|[1-9]\d{0,9})(\.\d{1,4})?$/;
const PLAIN_COMMA = /^(0|[1-9]\d{0,9})(,\d{1,4})?$/;

/** Canonical form of a plain number: trailing fraction zeros dropped. */
function canonicalPlain(text: string, mark: '.' | ','): string {
  const at = text.indexOf(mark);
  if (at === -1) return text;
  let end = text.length;
  while (text.charCodeAt(end - 1) === 48) end--;
  return end === at + 1 ? text.slice(0, at) : `${text.slice(0, at)}.${text.slice(at + 1, end)}`;
}

/** The decimal mark of a number body, null for a whole number. */
function chooseDecimalMark(
  body: string,
  separator: DecimalSeparator,
): '.' | ',' | null | 'ambiguous' | 'invalid' {
  const lastDot = body.lastIndexOf('.');
  const lastComma = body.lastIndexOf(',');
  if (separator !== 'auto') {
    const other = separator === '.' ? ',' : '.';
    const last = separator === '.' ? lastDot : lastComma;
    if (last === -1) return null;
    if (body.indexOf(separator) !== last) return 'invalid';
    if (body.lastIndexOf(other) > last) return 'invalid';
    return separator;
  }
  if (lastDot !== -1 && lastComma !== -1) return lastDot > lastComma ? '.' : ',';
  const mark = lastDot !== -1 ? '.' : lastComma !== -1 ? ',' : null;
  if (mark === null) return null;
  const count = body.split(mark).length - 1;
  if (count > 1) return mark === '.' ? ',' : '.'; // "1.234.567": dots group thousands; a whole number
  const after = body.length - body.indexOf(mark) - 1;
  // "12,50" or "0,5" is a decimal comma; "1,234" could be 1234 or 1.234.
  if (mark === ',' && after === 3 && !body.startsWith('0,')) return 'ambiguous';
  return mark;
}

/** "007", "5" → "7.5"; rounds half-up to 4 decimals; null when it overflows numeric(14,4). */
function canonical(sign: string, digits: string, fraction: string): string | null {
  let intDigits = digits.replace(/^0+(?=\d)/, '');
  let frac = fraction;
  if (frac.length > MAX_DECIMALS) {
    const roundUp = frac.charCodeAt(MAX_DECIMALS) >= 53; // '5'
    frac = frac.slice(0, MAX_DECIMALS);
    if (roundUp) {
      const scaled = (BigInt(intDigits + frac) + 1n)
        .toString()
        .padStart(intDigits.length + MAX_DECIMALS, '0');
      intDigits = scaled.slice(0, scaled.length - MAX_DECIMALS).replace(/^0+(?=\d)/, '') || '0';
      frac = scaled.slice(scaled.length - MAX_DECIMALS);
    }
  }
  frac = frac.replace(/0+$/, '');
  if (intDigits.length > MAX_INTEGER_DIGITS) return null;
  const text = frac ? `${intDigits}.${frac}` : intDigits;
  return sign && /[1-9]/.test(text) ? `-${text}` : text;
}

/** Multiplies two canonical decimals exactly (BMEcat PRICE_FACTOR); result rounded like parseDecimal. */
export function multiplyDecimals(a: string, b: string): string | null {
  const [ai, af = ''] = a.replace('-', '').split('.');
  const [bi, bf = ''] = b.replace('-', '').split('.');
  const product = (BigInt(ai + af) * BigInt(bi + bf)).toString();
  const scale = af.length + bf.length;
  const padded = product.padStart(scale + 1, '0');
  const negative = a.startsWith('-') !== b.startsWith('-');
  return canonical(
    negative ? '-' : '',
    padded.slice(0, padded.length - scale),
    padded.slice(padded.length - scale),
  );
}

/** "0.19" (a VAT fraction) → "19"; "19" stays. */
export function vatPercent(value: string): string {
  if (/^0(\.\d+)?$/.test(value)) return multiplyDecimals(value, '100') ?? value;
  return value;
}
