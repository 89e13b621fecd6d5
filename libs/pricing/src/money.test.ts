import fc from 'fast-check';
import Decimal from 'decimal.js';

// The oracle must be exact: decimal.js keeps 20 significant digits by default, and v × num reaches 22
// (it rounded -9999999999993 × 254363190 and called mulDiv's correct answer wrong).
const Exact = Decimal.clone({ precision: 60 });
import {
  decimalParts,
  divHalfUp,
  floorDiv,
  formatPrice,
  formatUnits,
  MAX_UNITS,
  mulDiv,
  partsText,
  toUnits,
} from './money';

test('toUnits reads plain decimals exactly, rounding half-up past 4 places', () => {
  expect(toUnits('12.34')).toBe(123400);
  expect(toUnits('0.1')).toBe(1000);
  expect(toUnits('-0.00005')).toBe(-1);
  expect(toUnits('1.23444')).toBe(12344);
  expect(toUnits('1.23445')).toBe(12345);
  expect(toUnits('+7')).toBe(70000);
  expect(toUnits('.5')).toBe(5000);
  expect(toUnits('12.3400000000')).toBe(123400);
  expect(toUnits(12.34)).toBe(123400);
  expect(toUnits(24)).toBe(240000);
  for (const bad of [
    '',
    '.',
    '-',
    'abc',
    '1,5',
    '1e3',
    '1.2.3',
    ' 1',
    null,
    undefined,
    NaN,
    Infinity,
    '123456789012',
  ])
    expect(toUnits(bad)).toBeNaN();
});

test('formatting: 2 to 4 decimals between steps, exactly 2 in results', () => {
  expect(formatUnits(123400)).toBe('12.34');
  expect(formatUnits(114885)).toBe('11.4885');
  expect(formatUnits(100010)).toBe('10.001');
  expect(formatUnits(5)).toBe('0.0005');
  expect(formatUnits(-100000, ',')).toBe('-10,00');
  expect(formatPrice(142457)).toBe('14.25');
  expect(formatPrice(100050)).toBe('10.01');
  expect(formatPrice(49)).toBe('0.00');
  expect(formatPrice(90071992547409)).toBe('9007199254.74');
});

test('decimal parts are exact and canonical', () => {
  expect(decimalParts('012.500')).toEqual({ int: 125, scale: 1 });
  expect(decimalParts('-0.0')).toEqual({ int: 0, scale: 0 });
  expect(partsText({ int: -5, scale: 2 })).toBe('-0.05');
  expect(partsText({ int: 99, scale: 2 }, ',')).toBe('0,99');
  expect(decimalParts('1e5')).toBeNull();
});

const safeInt = fc.integer({ min: -MAX_UNITS, max: MAX_UNITS });

test('divHalfUp equals decimal division rounded half away from zero', () => {
  fc.assert(
    fc.property(safeInt, fc.integer({ min: 1, max: 2 ** 40 }), (n, d) => {
      const expected = new Decimal(n).div(d).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber() + 0; // Decimal keeps -0
      expect(divHalfUp(n, d)).toBe(expected);
    }),
    { numRuns: 2000 },
  );
});

test('divHalfUp and floorDiv stay exact where floor(n / d) * d passes 2^53', () => {
  // Found by the property above: the product rounded and the quotient came out one too high.
  expect(divHalfUp(-9007199254740978, 35)).toBe(-257348550135457);
  expect(divHalfUp(MAX_UNITS, 2)).toBe(4503599627370496);
  expect(divHalfUp(-MAX_UNITS, 2)).toBe(-4503599627370496);
  expect(divHalfUp(-5, 2)).toBe(-3);
  expect(divHalfUp(5, 2)).toBe(3);
  expect(divHalfUp(-4, 3)).toBe(-1);
  expect(floorDiv(-9007199254740978, 35)).toBe(-257348550135457);
  expect(floorDiv(-1, 3)).toBe(-1);
  expect(floorDiv(-3, 3)).toBe(-1);
  expect(floorDiv(MAX_UNITS, MAX_UNITS - 1)).toBe(1);
});

test('floorDiv equals decimal division rounded down', () => {
  fc.assert(
    fc.property(safeInt, fc.integer({ min: 1, max: MAX_UNITS }), (n, d) => {
      expect(floorDiv(n, d)).toBe(new Decimal(n).div(d).floor().toNumber() + 0);
    }),
    { numRuns: 2000 },
  );
});

test('mulDiv is exact on both the number path and the BigInt path', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: -(10 ** 13), max: 10 ** 13 }),
      fc.integer({ min: 1, max: 10 ** 9 }),
      fc.integer({ min: 1, max: 10 ** 8 }),
      (v, num, den) => {
        const exact = new Exact(v).mul(num).div(den).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
        const out = mulDiv(v, num, den);
        if (exact.abs().gt(MAX_UNITS)) expect(out).toBeNaN();
        else expect(out).toBe(exact.toNumber() + 0);
      },
    ),
    { numRuns: 2000 },
  );
  // The case a run found: |v × num| / den = 1657858172649606.4999…, so half-up gives …606.
  expect(mulDiv(-9999999999993, 254363190, 1534288)).toBe(-1657858172649606);
});

test('toUnits agrees with decimal.js on random decimal text', () => {
  const text = fc
    .tuple(
      fc.boolean(),
      fc.bigInt({ min: 0n, max: 10n ** 11n - 1n }),
      fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 8 }),
    )
    .map(([neg, whole, frac]) => `${neg ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`);
  fc.assert(
    fc.property(text, (s) => {
      expect(toUnits(s)).toBe(new Decimal(s).mul(10000).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber());
    }),
    { numRuns: 2000 },
  );
});

test('decimalParts agrees with decimal.js on random decimal text', () => {
  const text = fc
    .tuple(
      fc.constantFrom('', '-', '+'),
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 8 }),
      fc.string({ unit: fc.constantFrom(...'0000123456789'), maxLength: 7 }),
    )
    .map(([sign, whole, frac]) => `${sign}${whole}${frac ? `.${frac}` : ''}`);
  fc.assert(
    fc.property(text, (s) => {
      const expected = new Decimal(s);
      expect(partsText(decimalParts(s)!)).toBe(expected.isZero() ? '0' : expected.toFixed());
    }),
    { numRuns: 2000 },
  );
  // The case a run found: |v × num| / den = 1657858172649606.4999…, so half-up gives …606.
  expect(mulDiv(-9999999999993, 254363190, 1534288)).toBe(-1657858172649606);
});

test('decimalParts refuses more than 15 significant digits instead of losing precision', () => {
  expect(decimalParts('600000000.0000002')).toBeNull();
  expect(decimalParts('000000000000000000001.5')).toEqual({ int: 15, scale: 1 });
});
