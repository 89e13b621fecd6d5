// normalizeEan (GTIN-8/12/13/14, GS1 check digit) and parseAmount (stock numbers and stock words).
import fc from 'fast-check';
import type { DecimalSeparator } from './decimal';
import { normalizeEan, parseAmount, stockVocabulary } from './identifiers';

/** GS1 mod-10 check digit of a GTIN body (all digits but the last), computed independently. */
function checkDigit(body: string): number {
  let sum = 0;
  const digits = [...body].reverse();
  digits.forEach((d, i) => {
    sum += Number(d) * (i % 2 === 0 ? 3 : 1);
  });
  return (10 - (sum % 10)) % 10;
}

describe('normalizeEan', () => {
  it.each([
    ['4006381333931', '4006381333931'], // EAN-13
    ['5901234123457', '5901234123457'], // EAN-13
    ['96385074', '96385074'], // EAN-8
    ['036000291452', '0036000291452'], // UPC-A padded to EAN-13
    ['10012345678902', '10012345678902'], // GTIN-14
    ['00012345600012', '00012345600012'], // GTIN-14 with leading zeros kept
  ])('accepts %s as %s', (text, ean) => {
    expect(normalizeEan(text)).toBe(ean);
  });

  it.each([
    ['400 6381 333931', '4006381333931'],
    ['400-6381-333931', '4006381333931'],
    [' 4006381333931 ', '4006381333931'],
    ['\t4006381333931\n', '4006381333931'],
    ['0 36000 29145 2', '0036000291452'],
    ['9638-5074', '96385074'],
    ['-4006381333931-', '4006381333931'],
  ])('strips spaces and dashes: %j → %s', (text, ean) => {
    expect(normalizeEan(text)).toBe(ean);
  });

  it.each([
    ['4006381333932', 'wrong check digit'],
    ['96385075', 'wrong check digit (EAN-8)'],
    ['036000291453', 'wrong check digit (UPC-A)'],
    ['10012345678903', 'wrong check digit (GTIN-14)'],
    ['400638133393A', 'a letter'],
    ['ABCDEFGHIJKLM', 'letters'],
    ['4006381.333931', 'a dot'],
    ['40063813339311', 'valid 13 digits plus one'],
    ['123', 'too short'],
    ['1234567', '7 digits'],
    ['12345678901', '11 digits'],
    ['123456789012345', '15 digits'],
    ['', 'empty'],
    ['   ', 'blank'],
    ['00000000', 'all zeros (EAN-8)'],
    ['0000000000000', 'all zeros (EAN-13)'],
    ['４００６３８１３３３９３１', 'full-width digits'],
  ])('%j: %s', (text) => {
    expect(normalizeEan(text)).toBeNull();
  });

  it('accepts every GTIN with the right check digit and refuses every other last digit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(8, 13, 14),
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 13, maxLength: 13 }),
        fc.integer({ min: 1, max: 9 }),
        (length, digits, shift) => {
          const body = digits.slice(0, length - 1);
          fc.pre(/[1-9]/.test(body));
          const check = checkDigit(body);
          expect(normalizeEan(`${body}${check}`)).toBe(`${body}${check}`);
          expect(normalizeEan(`${body}${(check + shift) % 10}`)).toBeNull();
        },
      ),
      { numRuns: 300 },
    );
  });

  it('pads every valid UPC-A with a leading zero', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 11, maxLength: 11 }),
        (body) => {
          fc.pre(/[1-9]/.test(body));
          const upc = `${body}${checkDigit(body)}`;
          expect(normalizeEan(upc)).toBe(`0${upc}`);
          // The padded EAN-13 is itself valid and stays as it is.
          expect(normalizeEan(`0${upc}`)).toBe(`0${upc}`);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('parseAmount', () => {
  it.each<[string, number]>([
    ['5', 5],
    ['0', 0],
    ['5.0', 5],
    ['5,00', 5],
    ['007', 7],
    [' 12 ', 12],
    ['1 234', 1234],
    ['1\u00a0234', 1234],
    ['>10', 10],
    ['> 10', 10],
    ['>=10', 10],
    ['10+', 10],
    ['10 +', 10],
    ['+10', 10],
    ['<10', 9],
    ['<=10', 10],
    ['<0', 0],
    ['<1', 0],
    ['5 pcs', 5],
    ['5 pc', 5],
    ['5 tk', 5],
    ['5tk.', 5],
    ['5 stk', 5],
    ['5 szt', 5],
    ['5 units', 5],
    ['5 unit', 5],
    ['2147483647', 2_147_483_647],
  ])('%j → %d', (text, value) => {
    expect(parseAmount(text, 7)).toEqual({ ok: true, value });
  });

  it.each<[string, number]>([
    ['-5', 0],
    ['-0', 0],
    ['-1 000', 0],
  ])('negative stock %j is %d', (text, value) => {
    expect(parseAmount(text, 7)).toEqual({ ok: true, value });
  });

  it.each([
    'in stock',
    'In Stock',
    'IN_STOCK',
    'instock',
    'available',
    'yes',
    'Y',
    'true',
    'jah',
    'laos',
    'on stock',
    'ja',
    'tak',
    '  in stock  ',
  ])('yes-word %j is the inStockAmount', (text) => {
    expect(parseAmount(text, 7)).toEqual({ ok: true, value: 7 });
    expect(parseAmount(text, 0)).toEqual({ ok: true, value: 0 });
    expect(parseAmount(text, 1_000_000)).toEqual({ ok: true, value: 1_000_000 });
  });

  it.each([
    'out of stock',
    'Out Of Stock',
    'OUT_OF_STOCK',
    'outofstock',
    'not available',
    'unavailable',
    'no',
    'N',
    'false',
    'ei',
    'nein',
    'nie',
    'preorder',
    'backorder',
    'discontinued',
  ])('no-word %j is 0', (text) => {
    expect(parseAmount(text, 7)).toEqual({ ok: true, value: 0 });
  });

  it.each([
    '',
    '   ',
    'abc',
    'lots',
    'in stock soon',
    '5.5',
    '5,25',
    '2147483648',
    '99999999999999999999',
    '- 5',
    '0x10',
    '1e3',
    '5 kg',
    '>',
    '+',
    '10++',
  ])('refuses %j', (text) => {
    expect(parseAmount(text, 7)).toEqual({ ok: false });
  });

  it('reads every integer in range, with or without a unit, as itself', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_147_483_647 }),
        fc.constantFrom('', ' pcs', 'tk', ' stk.', '+'),
        (n, suffix) => {
          expect(parseAmount(`${n}${suffix}`, 1)).toEqual({ ok: true, value: n });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('parseAmount: stock words in the supplier language', () => {
  it.each<[string, number]>([
    ['auf Lager', 7],
    ['Auf Lager', 7],
    ['lieferbar', 7],
    ['Sofort lieferbar', 7],
    ['verfügbar', 7],
    ['vorrätig', 7],
    ['laos', 7],
    ['saadaval', 7],
    ['Viel Bestand', 10],
    ['  viel   bestand ', 10],
    ['Viel\u00a0Bestand', 10],
    ['Wenig Bestand', 1],
    ['vähe laos', 1],
    ['Auf Anfrage', 0],
    ['In Kürze wieder verfügbar!', 0],
    ['in kürze verfügbar.', 0],
    ['nicht verfügbar', 0],
    ['Nicht lieferbar', 0],
    ['ausverkauft', 0],
    ['otsas', 0],
    ['Laost otsas', 0],
    ['tellimisel', 0],
    ['on request', 0],
    ['coming soon', 0],
  ])('built-in %j → %d (inStockAmount 7)', (text, value) => {
    expect(parseAmount(text, 7)).toEqual({ ok: true, value });
  });

  it('plenty is at least inStockAmount; few is a small number whatever inStockAmount is', () => {
    expect(parseAmount('Viel Bestand', 50)).toEqual({ ok: true, value: 50 });
    expect(parseAmount('Wenig Bestand', 50)).toEqual({ ok: true, value: 1 });
    expect(parseAmount('auf Lager', 50)).toEqual({ ok: true, value: 50 });
  });

  it("a partner's words extend and override the built-in ones, matched as they are (case, spaces, a final !)", () => {
    const words = stockVocabulary(3, {
      ' VIEL  Bestand ': 40,
      'Auf Anfrage!': 2,
      Bestellt: 0,
      'Im Zulauf': 5,
    });
    expect(parseAmount('Viel Bestand', words)).toEqual({ ok: true, value: 40 });
    expect(parseAmount('auf anfrage', words)).toEqual({ ok: true, value: 2 });
    expect(parseAmount('BESTELLT', words)).toEqual({ ok: true, value: 0 });
    expect(parseAmount('im zulauf!', words)).toEqual({ ok: true, value: 5 });
    // The built-in words stay, with this feed's inStockAmount.
    expect(parseAmount('Wenig Bestand', words)).toEqual({ ok: true, value: 1 });
    expect(parseAmount('in stock', words)).toEqual({ ok: true, value: 3 });
    expect(parseAmount('12', words)).toEqual({ ok: true, value: 12 });
    expect(parseAmount('Irgendwann', words)).toEqual({ ok: false });
  });

  it.each(['Viel', 'Bestand', 'viel bestand vorhanden', 'auf lager?', '!'])('refuses %j', (text) => {
    expect(parseAmount(text, 7)).toEqual({ ok: false });
  });
});

describe('parseAmount: thousands by the decimal separator', () => {
  it.each<[string, DecimalSeparator, number | null]>([
    ['1.200', ',', 1200],
    ['1.200.000', ',', 1_200_000],
    ['1.200,00', ',', 1200],
    ['>1.000', ',', 1000],
    ['1.200 Stk', ',', 1200],
    ['12,0', ',', 12],
    ['12.0', ',', null],
    ['1.20', ',', null],
    ['1,200', '.', 1200],
    ['1,200.0', '.', 1200],
    ['12,0', '.', null],
    // auto cannot tell 1.2 from 1200
    ['1.200', 'auto', null],
    ['1,200', 'auto', null],
    ['12.0', 'auto', 12],
  ])('%j with %s → %p', (text, separator, value) => {
    expect(parseAmount(text, 7, separator)).toEqual(value === null ? { ok: false } : { ok: true, value });
  });
});
