// parseDecimal (separators, groups, currencies, rounding), multiplyDecimals and vatPercent, with property tests
// against an independent BigInt reference.
import fc from 'fast-check';
import { multiplyDecimals, parseDecimal, vatPercent, type DecimalSeparator } from './decimal';

const ok = (value: string, currency: string | null = null) => ({ ok: true, value, currency });
const fail = (reason: 'invalid' | 'ambiguous' | 'too_large') => ({ ok: false, reason });

/** The canonical form parseDecimal promises: no leading zeros, no trailing fraction zeros, ≤ 4 decimals. */
const CANONICAL = /^-?(0|[1-9]\d{0,9})(\.\d{0,3}[1-9])?$/;

/** Canonical text of a non-negative number given as integer digits and fraction digits. */
function canonicalOf(intDigits: string, fraction: string): string {
  const int = intDigits.replace(/^0+(?=\d)/, '');
  const frac = fraction.replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
}

/** Scaled (×10^4) magnitude of a canonical decimal, and its sign. */
function scaled(value: string): { negative: boolean; units: bigint } {
  const negative = value.startsWith('-');
  const [int, frac = ''] = value.replace('-', '').split('.');
  return { negative, units: BigInt(int + frac.padEnd(4, '0')) };
}

/** Canonical text of sign × units / 10^4, or null beyond numeric(14,4). */
function fromUnits(negative: boolean, units: bigint): string | null {
  const text = units.toString().padStart(5, '0');
  const int = text.slice(0, -4).replace(/^0+(?=\d)/, '');
  if (int.length > 10) return null;
  const value = canonicalOf(int, text.slice(-4));
  return negative && units !== 0n ? `-${value}` : value;
}

const intDigitsArb = fc.bigInt({ min: 0n, max: 9_999_999_999n }).map(String);
const fractionArb = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 0, maxLength: 4 });

/** Integer digits written with a group character every three digits ("1 234 567"). */
function grouped(intDigits: string, group: string): string {
  const parts: string[] = [];
  for (let end = intDigits.length; end > 0; end -= 3)
    parts.unshift(intDigits.slice(Math.max(0, end - 3), end));
  return parts.join(group);
}

describe('parseDecimal: plain numbers', () => {
  it.each<[string, DecimalSeparator, string]>([
    ['12.5', 'auto', '12.5'],
    ['12,5', 'auto', '12.5'],
    ['12.50', '.', '12.5'],
    ['12,50', ',', '12.5'],
    ['0', 'auto', '0'],
    ['0,5', 'auto', '0.5'],
    ['0,123', 'auto', '0.123'],
    ['007', 'auto', '7'],
    ['1.00', 'auto', '1'],
    ['0.0', '.', '0'],
    ['.5', 'auto', '0.5'],
    [',5', 'auto', '0.5'],
    ['5.', 'auto', '5'],
    ['5,', ',', '5'],
    ['  7  ', 'auto', '7'],
    ['1.234', 'auto', '1.234'],
    ['1,234', '.', '1234'],
    ['1,234', ',', '1.234'],
    ['9999999999.9999', 'auto', '9999999999.9999'],
  ])('%j with %s → %s', (text, separator, value) => {
    expect(parseDecimal(text, separator)).toEqual(ok(value));
  });

  it('defaults to auto', () => {
    expect(parseDecimal('3,25')).toEqual(ok('3.25'));
    expect(parseDecimal('1,234')).toEqual(fail('ambiguous'));
  });
});

describe('parseDecimal: thousands separators', () => {
  it.each<[string, DecimalSeparator, string]>([
    ['1 234,50', 'auto', '1234.5'],
    ['1 234,50', ',', '1234.5'],
    ['1.234,50', 'auto', '1234.5'],
    ['1.234,50', ',', '1234.5'],
    ['1,234.50', 'auto', '1234.5'],
    ['1,234.50', '.', '1234.5'],
    ['1\u00a0234,50', 'auto', '1234.5'],
    ['1\u202f234,50', ',', '1234.5'],
    ['1\u2009234.5', 'auto', '1234.5'],
    ["1'234.50", 'auto', '1234.5'],
    ['1 234', 'auto', '1234'],
    ['1.234.567', 'auto', '1234567'],
    ['1,234,567', 'auto', '1234567'],
    ['1,234,567', '.', '1234567'],
    ['1.234.567,89', 'auto', '1234567.89'],
    ['12 345 678,9', ',', '12345678.9'],
  ])('%j with %s → %s', (text, separator, value) => {
    expect(parseDecimal(text, separator)).toEqual(ok(value));
  });

  it.each<[string, DecimalSeparator]>([
    ['12,34,56.7', 'auto'],
    ['1,23.5', 'auto'],
    ['1.2.3', 'auto'],
    ['1.2.3', '.'],
    ['1,234.5,6', 'auto'],
    ['1.234.567', '.'],
    ['1,234,567', ','],
    ['12,5', '.'],
    ['1.234,50', '.'],
    ['1,234.50', ','],
  ])('refuses badly grouped %j with %s', (text, separator) => {
    expect(parseDecimal(text, separator)).toEqual(fail('invalid'));
  });

  it('refuses "1,234" as ambiguous with auto, but not "0,234" or "1,2345"', () => {
    expect(parseDecimal('1,234', 'auto')).toEqual(fail('ambiguous'));
    expect(parseDecimal('-1,234', 'auto')).toEqual(fail('ambiguous'));
    expect(parseDecimal('0,234', 'auto')).toEqual(ok('0.234'));
    expect(parseDecimal('1,2345', 'auto')).toEqual(ok('1.2345'));
    expect(parseDecimal('1,23', 'auto')).toEqual(ok('1.23'));
  });

  // With a comma feed, the dot can only group thousands.
  it.each([
    ['1.234', '1234'],
    ['1.234.567', '1234567'],
    ['12.345.678', '12345678'],
  ])('with "," reads %j (dot-grouped whole number) as %s', (text, value) => {
    expect(parseDecimal(text, ',')).toEqual(ok(value));
  });

  it.each(['1.2.3', '12.50', '5.', '.5', '0.0', '1.00'])(
    'with "," refuses %j: a dot is not a decimal mark there and does not group thousands',
    (text) => {
      expect(parseDecimal(text, ',')).toEqual(fail('invalid'));
    },
  );
});

describe('parseDecimal: currencies and signs', () => {
  it.each<[string, DecimalSeparator, string, string]>([
    ['12.50 EUR', 'auto', '12.5', 'EUR'],
    ['12,50 EUR', 'auto', '12.5', 'EUR'],
    ['EUR 12,50', ',', '12.5', 'EUR'],
    ['EUR12', 'auto', '12', 'EUR'],
    ['€ 12,5', 'auto', '12.5', 'EUR'],
    ['€12,5', ',', '12.5', 'EUR'],
    ['12,5 €', 'auto', '12.5', 'EUR'],
    ['$3', 'auto', '3', 'USD'],
    ['£1.99', '.', '1.99', 'GBP'],
    ['3 zł', 'auto', '3', 'PLN'],
    ['1 234,50 SEK', 'auto', '1234.5', 'SEK'],
    ['€-5', 'auto', '-5', 'EUR'],
  ])('%j with %s → %s %s', (text, separator, value, currency) => {
    expect(parseDecimal(text, separator)).toEqual(ok(value, currency));
  });

  it.each<[string, string]>([
    ['-3', '-3'],
    ['-12,5', '-12.5'],
    ['- 12,5', '-12.5'],
    ['+3', '3'],
    ['-0', '0'],
    ['-0,00', '0'],
    ['-0.00001', '0'],
  ])('%j → %s', (text, value) => {
    expect(parseDecimal(text, 'auto')).toEqual(ok(value));
  });

  it.each([
    'abc',
    '',
    '   ',
    '-',
    '.',
    ',',
    '12.5kg',
    'usd 5',
    'EUR 12,5 USD',
    '€ 5 €',
    '-€5',
    '--5',
    '1e5',
    '0x10',
    'NaN',
    'Infinity',
    '½',
    '١٢',
    '5 - 3',
  ])('refuses %j as invalid', (text) => {
    expect(parseDecimal(text, 'auto')).toEqual(fail('invalid'));
  });
});

describe('parseDecimal: whole amounts written with a dash ("1.299,-")', () => {
  it.each<[string, DecimalSeparator, string]>([
    ['1.299,-', 'auto', '1299'],
    ['1.299,-', ',', '1299'],
    ['12,-', 'auto', '12'],
    ['12,-', ',', '12'],
    ['12,--', 'auto', '12'],
    ['12,\u2013', 'auto', '12'],
    ['1 299,-', 'auto', '1299'],
    ['12.-', 'auto', '12'],
    ['1,299.-', '.', '1299'],
    ['-12,-', 'auto', '-12'],
  ])('%j with %s → %s', (text, separator, value) => {
    expect(parseDecimal(text, separator)).toEqual(ok(value));
  });

  it('keeps the currency', () => {
    expect(parseDecimal('1.299,- €', 'auto')).toEqual(ok('1299', 'EUR'));
    expect(parseDecimal('EUR 12,-', ',')).toEqual(ok('12', 'EUR'));
  });

  it.each<[string, DecimalSeparator]>([
    ['12,-', '.'],
    ['12.-', ','],
    ['1,2,-', 'auto'],
    ['1.2.-', 'auto'],
    ['12,---', 'auto'],
    [',-', 'auto'],
    ['12-', 'auto'],
    ['12,-5', 'auto'],
    ['1.29,-', 'auto'],
  ])('refuses %j with %s', (text, separator) => {
    expect(parseDecimal(text, separator)).toEqual(fail('invalid'));
  });
});

describe('parseDecimal: rounding and size', () => {
  it.each<[string, string]>([
    ['0.00005', '0.0001'],
    ['0.00004', '0'],
    ['1,23455', '1.2346'],
    ['1.23449999', '1.2345'],
    ['2.99995', '3'],
    ['9.99999', '10'],
    ['-1.00005', '-1.0001'],
  ])('rounds %j half-up to %s', (text, value) => {
    expect(parseDecimal(text, 'auto')).toEqual(ok(value));
  });

  it('refuses more than 10 integer digits, also after rounding', () => {
    expect(parseDecimal('99999999999', 'auto')).toEqual(fail('too_large'));
    expect(parseDecimal('12 345 678 901,5', 'auto')).toEqual(fail('too_large'));
    expect(parseDecimal('9999999999.99995', 'auto')).toEqual(fail('too_large'));
    expect(parseDecimal('9999999999.99994', 'auto')).toEqual(ok('9999999999.9999'));
    expect(parseDecimal('0000000000012', 'auto')).toEqual(ok('12'));
  });
});

describe('parseDecimal: properties', () => {
  const separatorArb = fc.constantFrom<DecimalSeparator>('auto', '.', ',');

  it('a non-negative decimal written with "." or "," parses back to its canonical text', () => {
    fc.assert(
      fc.property(intDigitsArb, fractionArb, fc.constantFrom<'.' | ','>('.', ','), (int, frac, mark) => {
        const text = frac ? `${int}${mark}${frac}` : int;
        const expected = ok(canonicalOf(int, frac));
        expect(parseDecimal(text, mark)).toEqual(expected);
        // auto reads it too, except "1,234" (a comma and three digits after a non-zero integer part).
        const ambiguous = mark === ',' && frac.length === 3 && int !== '0';
        expect(parseDecimal(text, 'auto')).toEqual(ambiguous ? fail('ambiguous') : expected);
      }),
      { numRuns: 400 },
    );
  });

  it('a decimal with thousands groups (spaces or the other mark) parses back with its separator', () => {
    fc.assert(
      fc.property(
        intDigitsArb,
        fractionArb,
        fc.constantFrom<'.' | ','>('.', ','),
        fc.constantFrom(' ', '\u00a0', '\u202f', '\u2009', "'", 'other'),
        (int, frac, mark, groupChoice) => {
          const group = groupChoice === 'other' ? (mark === '.' ? ',' : '.') : groupChoice;
          const body = grouped(int, group);
          const text = frac ? `${body}${mark}${frac}` : body;
          expect(parseDecimal(text, mark)).toEqual(ok(canonicalOf(int, frac)));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('rounds any longer fraction half-up exactly (BigInt reference)', () => {
    fc.assert(
      fc.property(
        intDigitsArb,
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 5, maxLength: 12 }),
        fc.boolean(),
        (int, frac, negative) => {
          let units = BigInt(int + frac.slice(0, 4));
          if (frac.charCodeAt(4) >= 53) units += 1n;
          const expected = fromUnits(negative, units);
          const result = parseDecimal(`${negative ? '-' : ''}${int}.${frac}`, '.');
          expect(result).toEqual(expected === null ? fail('too_large') : ok(expected));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a successful result is always canonical, whatever the text and separator', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789.,- \u00a0€'), maxLength: 16 }),
        separatorArb,
        (text, separator) => {
          const result = parseDecimal(text, separator);
          if (result.ok) expect(result.value).toMatch(CANONICAL);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('the fast paths give exactly what the general path gives (padding forces the general path)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789.,-'), maxLength: 14 }),
        separatorArb,
        (text, separator) => {
          expect(parseDecimal(text, separator)).toEqual(parseDecimal(` ${text} `, separator));
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('multiplyDecimals', () => {
  it.each<[string, string, string | null]>([
    ['1.5', '2', '3'],
    ['-1.5', '2', '-3'],
    ['1.5', '-2', '-3'],
    ['-0.5', '-0.5', '0.25'],
    ['19.99', '3', '59.97'],
    ['0.19', '100', '19'],
    ['0.0001', '0.5', '0.0001'],
    ['0.0001', '0.4', '0'],
    ['-0.0001', '0.4', '0'],
    ['1.2345', '1.2345', '1.524'],
    ['0', '123.45', '0'],
    ['9999999999', '1', '9999999999'],
    ['9999999999', '10', null],
    ['5000000000', '2', null],
    ['4999999999.9999', '2', '9999999999.9998'],
  ])('%s × %s = %s', (a, b, product) => {
    expect(multiplyDecimals(a, b)).toBe(product);
  });

  it('equals the exactly rounded product (BigInt reference)', () => {
    const decimalArb = fc
      .tuple(fc.bigInt({ min: 0n, max: 999_999_999_999n }), fc.boolean())
      .map(([units, negative]) => fromUnits(negative, units) ?? '0');
    fc.assert(
      fc.property(decimalArb, decimalArb, (a, b) => {
        const x = scaled(a);
        const y = scaled(b);
        const product = x.units * y.units; // scale 10^8
        let units = product / 10_000n;
        if ((product % 10_000n) * 2n >= 10_000n) units += 1n;
        expect(multiplyDecimals(a, b)).toBe(fromUnits(x.negative !== y.negative, units));
      }),
      { numRuns: 500 },
    );
  });
});

describe('vatPercent', () => {
  it.each([
    ['0.19', '19'],
    ['0.2', '20'],
    ['0.055', '5.5'],
    ['0.09', '9'],
    ['0', '0'],
    ['19', '19'],
    ['5.5', '5.5'],
    ['1', '1'],
    ['24', '24'],
  ])('%s → %s', (value, percent) => {
    expect(vatPercent(value)).toBe(percent);
  });
});
