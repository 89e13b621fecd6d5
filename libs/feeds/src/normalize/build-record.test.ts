// buildRecord (extracted item → canonical record + warnings) and guessType.
import fc from 'fast-check';
import type { FeedWarning } from '../limits';
import {
  emptyFields,
  FeedRecordSchema,
  MAPPABLE_FIELDS,
  type ExtractedItem,
  type FeedRecord,
  type MappableField,
  type RawAttribute,
} from '../record';
import { buildRecord, guessType, RecordMemo, type NormalizeOptions } from './build-record';

const OPTIONS: NormalizeOptions = {
  decimalSeparator: 'auto',
  categorySeparator: '>',
  defaultBrand: null,
  inStockAmount: 1,
  extractUnits: true,
  trim: true,
  listSeparator: null,
};
const POSITION = { index: 3, line: 7 };

function item(
  fields: Partial<Record<MappableField, string[]>>,
  attributes: RawAttribute[] = [],
  categoryLevels?: string[],
): ExtractedItem {
  return { fields: { ...emptyFields(), ...fields }, attributes, position: POSITION, categoryLevels };
}

/** The record of an item that must produce one. */
function recordOf(
  fields: Partial<Record<MappableField, string[]>>,
  options: Partial<NormalizeOptions> = {},
  attributes: RawAttribute[] = [],
  categoryLevels?: string[],
): FeedRecord {
  const { record } = buildRecord(item(fields, attributes, categoryLevels), { ...OPTIONS, ...options });
  if (record === null) throw new Error('expected a record');
  return record;
}

function warningsOf(
  fields: Partial<Record<MappableField, string[]>>,
  options: Partial<NormalizeOptions> = {},
): FeedWarning[] {
  return buildRecord(item(fields), { ...OPTIONS, ...options }).warnings;
}

const warning = (key: string, field: string, params: Record<string, string | number> = {}): FeedWarning => ({
  key,
  field,
  params,
  position: POSITION,
});

describe('buildRecord: code', () => {
  it.each<[string, string[] | undefined]>([
    ['absent', undefined],
    ['empty', []],
    ['blank values', ['', '   ', '\u0000']],
  ])('skips an item whose code is %s, with feed_missing_code', (_, code) => {
    expect(buildRecord(item({ code }), OPTIONS)).toEqual({
      record: null,
      warnings: [warning('feed_missing_code', 'code')],
    });
  });

  it('takes the first non-blank code, cleaned', () => {
    expect(recordOf({ code: ['', '  A-1\t ', 'B'] }).code).toBe('A-1');
    expect(recordOf({ code: ['A  \n 1'] }).code).toBe('A 1');
  });

  it('skips a code longer than 255 characters with feed_value_too_long', () => {
    expect(buildRecord(item({ code: ['x'.repeat(256)] }), OPTIONS)).toEqual({
      record: null,
      warnings: [warning('feed_value_too_long', 'code', { max: 255 })],
    });
    expect(recordOf({ code: ['x'.repeat(255)] }).code).toHaveLength(255);
  });

  it('keeps outer whitespace when trim is off', () => {
    const record = recordOf({ code: [' A1 '], name: ['  Name  '] }, { trim: false });
    expect(record.code).toBe(' A1 ');
    expect(record.name).toBe('  Name  ');
  });
});

describe('buildRecord: a complete item', () => {
  it('normalises every field and reports no warnings', () => {
    const built = buildRecord(
      item({
        code: ['  A1  '],
        sku: ['SKU-1'],
        name: [' Lamp \n  big '],
        ean: ['400 6381 333931'],
        manufacturerCode: ['MPN 9'],
        brand: [' Acme '],
        categoryCode: ['c-12'],
        categoryPath: ['Home > Lighting > Lamps'],
        price: ['12,50'],
        rrpPrice: ['19.99'],
        supplierPrice: ['1 234,5'],
        currency: ['eur'],
        vatRate: ['0.2'],
        amount: ['5', '>10'],
        description: ['', ' <p>Bright &amp; <b>warm</b></p>\n '],
        images: ['https://x.example/1.jpg https://x.example/2.jpg|https://x.example/1.jpg'],
      }),
      OPTIONS,
    );
    expect(built.warnings).toEqual([]);
    expect(built.record).toEqual({
      code: 'A1',
      sku: 'SKU-1',
      name: 'Lamp big',
      ean: '4006381333931',
      manufacturerCode: 'MPN 9',
      brand: 'Acme',
      category: { code: 'c-12', name: 'Lamps', path: ['Home', 'Lighting', 'Lamps'] },
      price: '12.5',
      rrpPrice: '19.99',
      supplierPrice: '1234.5',
      currency: 'EUR',
      vatRate: '20',
      amount: 15,
      description: '<p>Bright &amp; <b>warm</b></p>',
      images: ['https://x.example/1.jpg', 'https://x.example/2.jpg'],
      attributes: [],
      position: POSITION,
    });
    expect(FeedRecordSchema.safeParse(built.record).success).toBe(true);
  });

  it('gives nulls and empty lists for fields the item does not have', () => {
    expect(recordOf({ code: ['A'] })).toEqual({
      code: 'A',
      sku: null,
      name: null,
      ean: null,
      manufacturerCode: null,
      brand: null,
      category: null,
      price: null,
      rrpPrice: null,
      supplierPrice: null,
      currency: null,
      vatRate: null,
      amount: null,
      description: null,
      images: [],
      attributes: [],
      position: POSITION,
    });
  });
});

describe('buildRecord: Unicode spaces in one-line fields', () => {
  it('turns no-break, figure, narrow and other Unicode spaces into plain ones; descriptions keep their lines', () => {
    const record = recordOf(
      {
        code: ['\u00a0QE55\u2007S95D\u00a0'],
        name: ['Samsung\u00a0Galaxy\u202fS24\u3000Ultra'],
        brand: ['Sam\u2009sung'],
        manufacturerCode: ['MPN\u2002 1'],
        categoryPath: ['TV\u00a0& Audio\u00a0>\u00a0Wall\u00a0mounts'],
        description: ['<p>First\u00a0line</p>\n<p>Second</p>\n'],
      },
      {},
      [{ name: 'Screen\u00a0size', values: ['Full\u00a0HD'], group: 'Dis\u00a0play' }],
    );
    expect(record).toMatchObject({
      code: 'QE55 S95D',
      name: 'Samsung Galaxy S24 Ultra',
      brand: 'Sam sung',
      manufacturerCode: 'MPN 1',
      category: { code: null, name: 'Wall mounts', path: ['TV & Audio', 'Wall mounts'] },
      description: '<p>First\u00a0line</p>\n<p>Second</p>',
      attributes: [
        {
          code: 'screen_size',
          name: 'Screen size',
          type: 'text',
          value: 'Full HD',
          unit: null,
          group: 'Dis play',
        },
      ],
    });
  });
});

describe('buildRecord: brand', () => {
  it('uses the default brand when the feed gives none or a blank one', () => {
    expect(recordOf({ code: ['A'] }, { defaultBrand: 'House' }).brand).toBe('House');
    expect(recordOf({ code: ['A'], brand: ['  '] }, { defaultBrand: 'House' }).brand).toBe('House');
    expect(recordOf({ code: ['A'], brand: ['Acme'] }, { defaultBrand: 'House' }).brand).toBe('Acme');
    expect(recordOf({ code: ['A'], brand: ['', 'Second'] }, { defaultBrand: 'House' }).brand).toBe('Second');
  });
});

describe('buildRecord: category', () => {
  it('splits a path text on the separator, dropping empty and repeated levels', () => {
    expect(recordOf({ code: ['A'], categoryPath: ['A > B >  > B > C'] }).category).toEqual({
      code: null,
      name: 'C',
      path: ['A', 'B', 'C'],
    });
  });

  it.each<[string, string, string[]]>([
    ['/', 'Home/Garden/Tools', ['Home', 'Garden', 'Tools']],
    [' >> ', 'Home >> Garden', ['Home', 'Garden']],
    ['|', 'Õues | Aed', ['Õues', 'Aed']],
    ['>', 'Home/Garden', ['Home/Garden']],
  ])('separator %j splits %j into %j', (categorySeparator, text, path) => {
    const category = recordOf({ code: ['A'], categoryPath: [text] }, { categorySeparator }).category;
    expect(category).toEqual({ code: null, name: path[path.length - 1], path });
  });

  it('prefers level values to a path text', () => {
    const record = recordOf({ code: ['A'], categoryPath: ['X > Y'] }, {}, [], ['L1', '', ' L2 ', 'L2']);
    expect(record.category).toEqual({ code: null, name: 'L2', path: ['L1', 'L2'] });
  });

  it('takes the name field over the last level and makes a one-level path from a name alone', () => {
    expect(recordOf({ code: ['A'], categoryPath: ['A > B'], categoryName: ['Bee'] }).category).toEqual({
      code: null,
      name: 'Bee',
      path: ['A', 'B'],
    });
    expect(recordOf({ code: ['A'], categoryName: ['Phones'] }).category).toEqual({
      code: null,
      name: 'Phones',
      path: ['Phones'],
    });
  });

  it('keeps a category with only a code; none without code and name', () => {
    expect(recordOf({ code: ['A'], categoryCode: [' c1 '] }).category).toEqual({
      code: 'c1',
      name: null,
      path: [],
    });
    expect(recordOf({ code: ['A'], categoryPath: [' > > '] }).category).toBeNull();
  });
});

describe('buildRecord: prices', () => {
  it.each<[string, Partial<NormalizeOptions>, string]>([
    ['12.50', {}, '12.5'],
    ['12,50', {}, '12.5'],
    ['1.234,50', {}, '1234.5'],
    ['1,234', { decimalSeparator: ',' }, '1.234'],
    ['1,234', { decimalSeparator: '.' }, '1234'],
    ['1.234', { decimalSeparator: ',' }, '1234'],
    ['0', {}, '0'],
    ['0.00005', {}, '0.0001'],
  ])('price %j with %j → %s', (text, options, price) => {
    const built = buildRecord(item({ code: ['A'], price: [text] }), { ...OPTIONS, ...options });
    expect(built.warnings).toEqual([]);
    expect(built.record?.price).toBe(price);
  });

  it('takes the currency from a price text when there is no currency field, else the field', () => {
    expect(recordOf({ code: ['A'], price: ['12.50 EUR'] }).currency).toBe('EUR');
    expect(recordOf({ code: ['A'], rrpPrice: ['€ 19,99'] }).currency).toBe('EUR');
    expect(recordOf({ code: ['A'], price: ['12.50 EUR'], currency: ['usd'] }).currency).toBe('USD');
    expect(recordOf({ code: ['A'], price: ['12.50'], rrpPrice: ['£3'] }).currency).toBe('GBP');
  });

  it.each<[MappableField, string, string]>([
    ['price', 'abc', 'feed_number_invalid'],
    ['rrpPrice', '1,234', 'feed_number_ambiguous'],
    ['supplierPrice', '99999999999', 'feed_number_too_large'],
    ['price', '-3', 'feed_number_negative'],
    ['vatRate', '-0,2', 'feed_number_negative'],
  ])('%s %j becomes null with %s', (field, text, key) => {
    const built = buildRecord(item({ code: ['A'], [field]: [text] }), OPTIONS);
    expect(built.warnings).toEqual([warning(key, field, { value: text })]);
    expect(built.record?.[field as 'price' | 'rrpPrice' | 'supplierPrice' | 'vatRate']).toBeNull();
  });

  it('cuts the value in a number warning to 50 characters', () => {
    const text = `x${'9'.repeat(80)}`;
    expect(warningsOf({ code: ['A'], price: [text] })).toEqual([
      warning('feed_number_invalid', 'price', { value: text.slice(0, 50) }),
    ]);
  });

  it('turns a VAT fraction into a percentage and keeps a percentage', () => {
    expect(recordOf({ code: ['A'], vatRate: ['0.19'] }).vatRate).toBe('19');
    expect(recordOf({ code: ['A'], vatRate: ['0,055'] }).vatRate).toBe('5.5');
    expect(recordOf({ code: ['A'], vatRate: ['22'] }).vatRate).toBe('22');
    expect(recordOf({ code: ['A'], vatRate: ['9.00'] }).vatRate).toBe('9');
  });
});

describe('buildRecord: ean', () => {
  it('takes the first valid GTIN of a list', () => {
    expect(recordOf({ code: ['A'], ean: ['4006381333932, 4006381333931'] }).ean).toBe('4006381333931');
    expect(recordOf({ code: ['A'], ean: ['123|036000291452'] }).ean).toBe('0036000291452');
  });

  it('warns with feed_invalid_ean and leaves it null', () => {
    const built = buildRecord(item({ code: ['A'], ean: ['12345'] }), OPTIONS);
    expect(built.record?.ean).toBeNull();
    expect(built.warnings).toEqual([warning('feed_invalid_ean', 'ean', { value: '12345' })]);
  });
});

describe('buildRecord: amount', () => {
  it.each<[string[], number | null, number]>([
    [['5'], 5, 1],
    [['5', '>10'], 15, 1],
    [['in stock'], 4, 4],
    [['in stock', 'jah'], 8, 4],
    [['out of stock'], 0, 4],
    [['-3'], 0, 1],
    [['', '  '], null, 1],
    [['', '7'], 7, 1],
    [['1 234'], 1234, 1],
  ])('%j → %s (inStockAmount %d)', (values, amount, inStockAmount) => {
    const built = buildRecord(item({ code: ['A'], amount: values }), { ...OPTIONS, inStockAmount });
    expect(built.warnings).toEqual([]);
    expect(built.record?.amount).toBe(amount);
  });

  it('makes the stock unknown when one value is not stock', () => {
    const built = buildRecord(item({ code: ['A'], amount: ['5', 'lots', '3'] }), OPTIONS);
    expect(built.record?.amount).toBeNull();
    expect(built.warnings).toEqual([warning('feed_invalid_amount', 'amount', { value: 'lots' })]);
  });
});

describe('buildRecord: description and images', () => {
  it('takes the first non-blank description, HTML kept, controls dropped', () => {
    expect(recordOf({ code: ['A'], description: ['  ', '\n<p>a\u0000b</p>\n<p>c</p> '] }).description).toBe(
      '<p>ab</p>\n<p>c</p>',
    );
    expect(recordOf({ code: ['A'], description: [' ', ''] }).description).toBeNull();
  });

  it('splits images on whitespace, "|" and ";" by default and deduplicates them', () => {
    expect(
      recordOf({ code: ['A'], images: ['a.jpg b.jpg', 'c.jpg|a.jpg;d.jpg', '  ', 'b.jpg\ne.jpg'] }).images,
    ).toEqual(['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg']);
  });

  it('splits images on the list separator only, when one is set', () => {
    expect(
      recordOf({ code: ['A'], images: ['a.jpg, b c.jpg ,a.jpg'] }, { listSeparator: ',' }).images,
    ).toEqual(['a.jpg', 'b c.jpg']);
  });
});

describe('buildRecord: attributes', () => {
  const attributesOf = (raw: RawAttribute[], options: Partial<NormalizeOptions> = {}) =>
    recordOf({ code: ['A'] }, options, raw).attributes;

  it('splits "number unit" values when extractUnits is on', () => {
    expect(attributesOf([{ name: 'Weight', values: ['2,5 kg'] }])).toEqual([
      { code: 'weight', name: 'Weight', type: 'number', value: '2.5', unit: 'kg', group: null },
    ]);
  });

  it('keeps "number unit" values as text when extractUnits is off', () => {
    expect(attributesOf([{ name: 'Weight', values: ['2,5 kg'] }], { extractUnits: false })).toEqual([
      { code: 'weight', name: 'Weight', type: 'text', value: '2,5 kg', unit: null, group: null },
    ]);
  });

  it('normalises a plain number and keeps a given unit', () => {
    expect(attributesOf([{ name: 'Screen size', values: [' 15,6 '], unit: ' in ' }])).toEqual([
      { code: 'screen_size', name: 'Screen size', type: 'number', value: '15.6', unit: 'in', group: null },
    ]);
    expect(attributesOf([{ name: 'Price', values: ['5 EUR'] }], { extractUnits: false })).toEqual([
      { code: 'price', name: 'Price', type: 'text', value: '5 EUR', unit: null, group: null },
    ]);
  });

  it('splits one value on the list separator into a multi-select', () => {
    expect(attributesOf([{ name: 'Colors', values: ['red | blue|red'] }], { listSeparator: '|' })).toEqual([
      {
        code: 'colors',
        name: 'Colors',
        type: 'multi_select',
        value: ['red', 'blue'],
        unit: null,
        group: null,
      },
    ]);
    expect(attributesOf([{ name: 'Colors', values: ['red | blue'] }])).toEqual([
      { code: 'colors', name: 'Colors', type: 'text', value: 'red | blue', unit: null, group: null },
    ]);
  });

  it('merges repeated names into one list, keeps the feed code and the group', () => {
    expect(
      attributesOf([
        { name: 'Color', values: ['red'] },
        { name: 'color', values: ['green', 'red'] },
        { code: 'EF000001', name: 'Material', values: ['steel'], group: ' Body ' },
      ]),
    ).toEqual([
      {
        code: 'color',
        name: 'Color',
        type: 'multi_select',
        value: ['red', 'green'],
        unit: null,
        group: null,
      },
      { code: 'EF000001', name: 'Material', type: 'text', value: 'steel', unit: null, group: 'Body' },
    ]);
  });

  it('a name repeated with the same value stays one single value, not a one-item list', () => {
    expect(
      attributesOf([
        { name: 'Net weight', values: ['51 kg'], group: 'Physical' },
        { name: 'Net weight', values: ['51 kg'], group: 'Physical' },
      ]),
    ).toEqual([
      { code: 'net_weight', name: 'Net weight', type: 'number', value: '51', unit: 'kg', group: 'Physical' },
    ]);
  });

  it('drops attributes without a name or a value', () => {
    expect(
      attributesOf([
        { name: ' ', values: ['x'] },
        { name: 'Empty', values: ['', '  '] },
        { name: 'None', values: [] },
      ]),
    ).toEqual([]);
  });
});

describe('buildRecord: property', () => {
  const textArb = fc.oneof(
    fc.string({ unit: fc.constantFrom(...'0123456789.,- €EURa<>|\u00a0'), maxLength: 14 }),
    fc.string({ unit: fc.constantFrom(...'0123456789.,'), maxLength: 10 }),
  );
  it('any extracted item gives a record that satisfies FeedRecordSchema, or none with a warning', () => {
    fc.assert(
      fc.property(
        fc.record({
          code: fc.array(textArb, { maxLength: 2 }),
          price: fc.array(textArb, { maxLength: 2 }),
          rrpPrice: fc.array(textArb, { maxLength: 1 }),
          vatRate: fc.array(textArb, { maxLength: 1 }),
          amount: fc.array(textArb, { maxLength: 2 }),
          ean: fc.array(textArb, { maxLength: 1 }),
          categoryPath: fc.array(textArb, { maxLength: 1 }),
          images: fc.array(textArb, { maxLength: 2 }),
        }),
        fc.constantFrom<NormalizeOptions['decimalSeparator']>('auto', '.', ','),
        (fields, decimalSeparator) => {
          const built = buildRecord(item(fields), { ...OPTIONS, decimalSeparator });
          if (built.record === null) {
            expect(built.warnings.map((w) => w.key)).toEqual(['feed_missing_code']);
            return;
          }
          const parsed = FeedRecordSchema.safeParse(built.record);
          expect(parsed.success ? null : parsed.error.issues).toBeNull();
          for (const w of built.warnings) expect(MAPPABLE_FIELDS).toContain(w.field);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('buildRecord: a memo shared by the items of a feed', () => {
  const rawAttributeArb: fc.Arbitrary<RawAttribute> = fc.record(
    {
      name: fc.constantFrom('Color', 'color', ' Color ', 'Weight', 'Size', ''),
      values: fc.array(
        fc.constantFrom('red', 'green', ' red ', '2,5 kg', '15.6', '1,234', 'yes', 'a|b', ''),
        {
          minLength: 1,
          maxLength: 2,
        },
      ),
      unit: fc.constantFrom(undefined, null, 'in', ' '),
      code: fc.constantFrom(undefined, null, 'EF1'),
      group: fc.constantFrom(undefined, null, 'Body'),
    },
    { requiredKeys: ['name', 'values'] },
  );
  const itemArb = fc.record({
    attributes: fc.array(rawAttributeArb, { maxLength: 4 }),
    categoryPath: fc.constantFrom<string[] | undefined>(undefined, ['A > B'], ['A > B > B'], [' '], ['X']),
    categoryName: fc.constantFrom<string[] | undefined>(undefined, ['Bee'], ['']),
    categoryCode: fc.constantFrom<string[] | undefined>(undefined, ['c1']),
    categoryLevels: fc.constantFrom<string[] | undefined>(undefined, [], ['L1', 'L2']),
  });

  it('gives the same records as building each item alone, and never changes an earlier record', () => {
    fc.assert(
      fc.property(
        fc.array(itemArb, { minLength: 1, maxLength: 8 }),
        fc.record({
          listSeparator: fc.constantFrom(null, '|'),
          extractUnits: fc.boolean(),
          decimalSeparator: fc.constantFrom<NormalizeOptions['decimalSeparator']>('auto', '.', ','),
        }),
        (items, overrides) => {
          const options = { ...OPTIONS, ...overrides };
          const memo = new RecordMemo();
          const built: { record: FeedRecord | null; copy: string }[] = [];
          for (const [i, raw] of items.entries()) {
            const { attributes, categoryLevels, ...fields } = raw;
            const extracted = item({ code: [`P${i}`], ...fields }, attributes, categoryLevels);
            const shared = buildRecord(extracted, options, memo);
            expect(shared).toEqual(buildRecord(extracted, options));
            built.push({ record: shared.record, copy: JSON.stringify(shared.record) });
          }
          for (const { record, copy } of built) expect(JSON.stringify(record)).toBe(copy);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps a merged repeated attribute out of the memo', () => {
    const memo = new RecordMemo();
    const build = (attributes: RawAttribute[]) =>
      buildRecord(item({ code: ['A'] }, attributes), OPTIONS, memo).record?.attributes;
    expect(build([{ name: 'Color', values: ['red'] }])).toEqual([
      { code: 'color', name: 'Color', type: 'text', value: 'red', unit: null, group: null },
    ]);
    expect(
      build([
        { name: 'Color', values: ['red'] },
        { name: 'Color', values: ['green'] },
      ]),
    ).toEqual([
      {
        code: 'color',
        name: 'Color',
        type: 'multi_select',
        value: ['red', 'green'],
        unit: null,
        group: null,
      },
    ]);
    expect(build([{ name: 'Color', values: ['red'] }])).toEqual([
      { code: 'color', name: 'Color', type: 'text', value: 'red', unit: null, group: null },
    ]);
  });
});

describe('guessType', () => {
  it.each<[string[], string]>([
    [['1', '2'], 'multi_select'],
    [['a', 'b'], 'multi_select'],
    [['1'], 'number'],
    [['0'], 'number'],
    [['-1.5'], 'number'],
    [['15.6'], 'number'],
    [['1e5'], 'text'],
    [['1.'], 'text'],
    [['1,5'], 'text'],
    [['Yes'], 'checkbox'],
    [['no'], 'checkbox'],
    [['TRUE'], 'checkbox'],
    [['JAH'], 'checkbox'],
    [['ei'], 'checkbox'],
    [['y'], 'checkbox'],
    [['https://x.example/a.JPG?x=1'], 'picture'],
    [['http://x.example/p/b.webp'], 'picture'],
    [['https://x.example/a.pdf'], 'text'],
    [['ftp://x.example/a.jpg'], 'text'],
    [['hello'], 'text'],
  ])('%j → %s', (values, type) => {
    expect(guessType(values)).toBe(type);
  });
});
