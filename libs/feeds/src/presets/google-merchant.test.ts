import {
  codesOf,
  expectCanonical,
  fixtureBytes,
  readContent,
  readDemo,
  readFixture,
  recordOf,
} from '../testing/feed-test-utils';

describe('google-merchant preset: demo-google-rss.xml (RSS 2.0, g: namespace)', () => {
  test('reads both items as canonical records without any mapping', async () => {
    const run = await readDemo('demo-google-rss.xml');
    expect(run.error).toBeNull();
    expect(run.warnings).toEqual([]);
    expect(codesOf(run)).toEqual(['G-100', 'G-101']);
    expectCanonical(run.records);
  });

  test('the first item: plain title/description, numeric Google category as the code, product_detail', async () => {
    const run = await readDemo('demo-google-rss.xml');
    expect(run.records[0]).toEqual({
      code: 'G-100',
      sku: null,
      name: 'Bosch Serie 4 washing machine 8 kg',
      ean: '4242005123452',
      manufacturerCode: 'WAN28208BY',
      brand: 'Bosch',
      category: { code: '2549', name: 'Washing machines', path: ['Home appliances', 'Washing machines'] },
      price: '449',
      rrpPrice: null,
      supplierPrice: null,
      currency: 'EUR',
      vatRate: null,
      amount: 1,
      description: 'Front loader, 1400 rpm',
      images: ['https://shop.example/img/g-100.jpg', 'https://shop.example/img/g-100-b.jpg'],
      attributes: [
        {
          code: 'energy_efficiency_class',
          name: 'energy_efficiency_class',
          type: 'text',
          value: 'B',
          unit: null,
          group: null,
        },
        {
          code: 'shipping_weight',
          name: 'shipping_weight',
          type: 'number',
          value: '71.5',
          unit: 'kg',
          group: null,
        },
        { code: 'color', name: 'color', type: 'text', value: 'White', unit: null, group: null },
        {
          code: 'drum_volume',
          name: 'Drum volume',
          type: 'number',
          value: '55',
          unit: 'l',
          group: 'General',
        },
      ],
      position: { index: 1, line: 7 },
    });
  });

  test('the last item: g:title, CDATA description, "289,90 EUR", out of stock', async () => {
    const run = await readDemo('demo-google-rss.xml');
    expect(run.records[1]).toEqual({
      code: 'G-101',
      sku: null,
      name: 'Miele Complete C3 vacuum cleaner',
      ean: '4002515123454',
      manufacturerCode: null,
      brand: 'Miele',
      category: { code: null, name: 'Vacuum cleaners', path: ['Home appliances', 'Vacuum cleaners'] },
      price: '289.9',
      rrpPrice: null,
      supplierPrice: null,
      currency: 'EUR',
      vatRate: null,
      amount: 0,
      description: 'Bagged vacuum, <b>890 W</b>',
      images: ['https://shop.example/img/g-101.jpg'],
      attributes: [{ code: 'color', name: 'color', type: 'text', value: 'Red', unit: null, group: null }],
      position: { index: 2, line: 30 },
    });
  });

  test('categoryFrom google_product_category: the numeric category is the code, there is no path', async () => {
    const run = await readDemo('demo-google-rss.xml', { categoryFrom: 'google_product_category' });
    expect(recordOf(run, 'G-100').category).toEqual({ code: '2549', name: null, path: [] });
    expect(recordOf(run, 'G-101').category).toBeNull();
  });

  test('params of a generic adapter are refused', async () => {
    const run = await readDemo('demo-google-rss.xml', { itemPath: 'item' });
    expect(run.records).toEqual([]);
    expect(run.error?.key).toBe('feed_invalid_params');
  });
});

describe('google-merchant preset: demo-google-atom.xml (Atom, UTF-16LE with BOM, another g prefix)', () => {
  test('decodes UTF-16 and reads both entries; the prefix is matched by namespace URI', async () => {
    const run = await readDemo('demo-google-atom.xml');
    expect(run.error).toBeNull();
    expect(run.warnings).toEqual([]);
    expect(run.records.map((r) => [r.code, r.name])).toEqual([
      ['A-200', 'Sony WH-1000XM5 headphones – black'],
      ['A-201', 'Jabra Evolve2 65 – ühe kõrvaga'],
    ]);
    expectCanonical(run.records);
  });

  test('the first entry: summary as description, textual Google category as the path, in_stock', async () => {
    const run = await readDemo('demo-google-atom.xml');
    expect(run.records[0]).toEqual({
      code: 'A-200',
      sku: null,
      name: 'Sony WH-1000XM5 headphones – black',
      ean: '4548736132610',
      manufacturerCode: null,
      brand: 'Sony',
      category: { code: null, name: 'Headphones', path: ['Electronics', 'Audio', 'Headphones'] },
      price: '329',
      rrpPrice: null,
      supplierPrice: null,
      currency: 'EUR',
      vatRate: null,
      amount: 1,
      description: 'Noise cancelling, 30 h battery',
      images: ['https://shop.example/img/a-200.jpg'],
      attributes: [
        { code: 'color', name: 'color', type: 'text', value: 'Black', unit: null, group: null },
        { code: 'size', name: 'size', type: 'text', value: 'One size', unit: null, group: null },
      ],
      position: { index: 1, line: 4 },
    });
  });

  test('the last entry: preorder is not in stock', async () => {
    const run = await readDemo('demo-google-atom.xml');
    expect(run.records[1]).toEqual({
      code: 'A-201',
      sku: null,
      name: 'Jabra Evolve2 65 – ühe kõrvaga',
      ean: null,
      manufacturerCode: null,
      brand: 'Jabra',
      category: { code: null, name: 'Headsets', path: ['Audio', 'Headsets'] },
      price: '189',
      rrpPrice: null,
      supplierPrice: null,
      currency: 'EUR',
      vatRate: null,
      amount: 0,
      description: null,
      images: [],
      attributes: [],
      position: { index: 2, line: 19 },
    });
  });

  test('the same records when UTF-16 code units are split across 3-byte chunks', async () => {
    const whole = await readDemo('demo-google-atom.xml');
    const split = await readContent('google-merchant', {}, fixtureBytes('demo-google-atom.xml'), {
      chunkSize: 3,
    });
    expect(split.error).toBeNull();
    expect(split.records).toEqual(whole.records);
  });
});

describe('google-merchant preset: demo-google.tsv (tab-separated, attribute names as header)', () => {
  test('reads both rows as canonical records', async () => {
    const run = await readDemo('demo-google.tsv');
    expect(run.error).toBeNull();
    expect(run.warnings).toEqual([]);
    expect(codesOf(run)).toEqual(['T-300', 'T-301']);
    expectCanonical(run.records);
  });

  test('the first row: "section:name:value" product_detail, a GTIN with a leading zero', async () => {
    const run = await readDemo('demo-google.tsv');
    expect(run.records[0]).toEqual({
      code: 'T-300',
      sku: null,
      name: 'Garmin Forerunner 265',
      ean: '0753759312343',
      manufacturerCode: '010-02810-10',
      brand: 'Garmin',
      category: { code: null, name: 'Watches', path: ['Sport', 'Watches'] },
      price: '449.99',
      rrpPrice: null,
      supplierPrice: null,
      currency: 'EUR',
      vatRate: null,
      amount: 1,
      description: 'GPS running watch',
      images: ['https://shop.example/img/t-300.jpg'],
      attributes: [
        { code: 'color', name: 'color', type: 'text', value: 'Black', unit: null, group: null },
        {
          code: 'battery_life',
          name: 'Battery life',
          type: 'number',
          value: '13',
          unit: 'days',
          group: 'General',
        },
      ],
      position: { index: 1, line: 2 },
    });
  });

  test('the last row: empty cells are absent values', async () => {
    const run = await readDemo('demo-google.tsv');
    expect(run.records[1]).toEqual({
      code: 'T-301',
      sku: null,
      name: 'Polar Pacer',
      ean: null,
      manufacturerCode: null,
      brand: 'Polar',
      category: { code: null, name: 'Watches', path: ['Sport', 'Watches'] },
      price: '199',
      rrpPrice: null,
      supplierPrice: null,
      currency: 'EUR',
      vatRate: null,
      amount: 0,
      description: null,
      images: [],
      attributes: [],
      position: { index: 2, line: 3 },
    });
  });

  test('inStockAmount applies to "in stock"', async () => {
    const run = await readDemo('demo-google.tsv', { inStockAmount: 5 });
    expect(run.records.map((r) => r.amount)).toEqual([5, 0]);
  });

  test('"g:" header prefixes and additional images as a comma list', async () => {
    const feed =
      'g:id\tg:title\tg:price\tg:additional_image_link\tg:availability\n' +
      'X-1\tKettle ä\t25.00 EUR\thttps://s.example/a.jpg,https://s.example/b.jpg\tout_of_stock\n';
    const run = await readContent('google-merchant', {}, feed);
    expect(run.records.map((r) => [r.code, r.name, r.price, r.currency, r.images, r.amount])).toEqual([
      ['X-1', 'Kettle ä', '25', 'EUR', ['https://s.example/a.jpg', 'https://s.example/b.jpg'], 0],
    ]);
  });

  test('a TSV without an id column fails with feed_csv_column', async () => {
    const run = await readContent('google-merchant', {}, 'title\tprice\nKettle\t25.00 EUR\n');
    expect(run.records).toEqual([]);
    expect(run.error?.key).toBe('feed_csv_column');
    expect(run.error?.params).toEqual({ column: 'id', header: 'title, price' });
  });
});

describe('google-merchant preset: other formats', () => {
  test('an XML document without rss/channel/item or feed/entry has no items', async () => {
    const run = await readFixture('demo-bmecat.xml', 'google-merchant', {});
    expect(run.records).toEqual([]);
    expect(run.error?.key).toBe('feed_no_items');
    expect(run.error?.params).toEqual({ itemPath: 'rss/channel/item, feed/entry' });
  });

  test('a JSON feed is not a Google feed', async () => {
    const run = await readFixture('demo-json.json', 'google-merchant', {});
    expect(run.error?.key).toBe('feed_not_csv');
    expect(run.error?.params).toEqual({ reason: 'it looks like JSON' });
  });
});
