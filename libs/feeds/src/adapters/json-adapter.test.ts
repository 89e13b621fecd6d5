import {
  codesOf,
  demoParams,
  expectCanonical,
  fixtureBytes,
  readContent,
  readDemo,
  recordOf,
  warningSummary,
} from '../testing/feed-test-utils';

describe('json adapter: demo-json.json (one document, products at data.products)', () => {
  test('reads the three products in feed order as canonical records', async () => {
    const run = await readDemo('demo-json.json');
    expect(run.error).toBeNull();
    expect(codesOf(run)).toEqual(['J-1', 'J-2', 'J-3']);
    expectCanonical(run.records);
  });

  test('the first product: nested paths, warehouse stock summed, images from media.*.url, list values', async () => {
    const run = await readDemo('demo-json.json');
    expect(run.records[0]).toEqual({
      code: 'J-1',
      sku: null,
      name: 'Samsung Galaxy Tab S9 128 GB',
      ean: '8806095012346',
      manufacturerCode: 'SM-X710NZAAEUB',
      brand: 'Samsung',
      category: { code: null, name: 'Android tablets', path: ['Tablets', 'Android tablets'] },
      price: '599.9',
      rrpPrice: '749',
      supplierPrice: null,
      currency: 'EUR',
      vatRate: null,
      amount: 10,
      description: '<p>AMOLED 120 Hz</p>',
      images: ['https://cdn.example/j1-1.jpg', 'https://cdn.example/j1-2.jpg'],
      attributes: [
        { code: 'screen_size', name: 'Screen size', type: 'number', value: '11', unit: 'in', group: null },
        { code: 'storage', name: 'Storage', type: 'number', value: '128', unit: 'GB', group: null },
        {
          code: 'colours',
          name: 'Colours',
          type: 'multi_select',
          value: ['Graphite', 'Beige'],
          unit: null,
          group: null,
        },
      ],
      position: { index: 1 },
    });
  });

  test('the last product: a price that is not a number is a warning at its position, the record stays', async () => {
    const run = await readDemo('demo-json.json');
    expect(run.records[2]).toEqual({
      code: 'J-3',
      sku: null,
      name: 'Price missing',
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
      position: { index: 3 },
    });
    expect(run.warnings).toEqual([
      { key: 'feed_number_invalid', field: 'price', params: { value: 'n/a' }, position: { index: 3 } },
    ]);
  });

  test('a JSON number price and a zero stock', async () => {
    const run = await readDemo('demo-json.json');
    const ipad = recordOf(run, 'J-2');
    expect([ipad.price, ipad.amount, ipad.manufacturerCode, ipad.ean]).toEqual([
      '389',
      0,
      'MPQ03HC/A',
      '0194253387435',
    ]);
  });

  test('the same records when the bytes arrive in 3-byte chunks (the "Ü" in the header split)', async () => {
    const whole = await readDemo('demo-json.json');
    const split = await readContent('json', demoParams('demo-json.json'), fixtureBytes('demo-json.json'), {
      chunkSize: 3,
    });
    expect(split.error).toBeNull();
    expect(split.records).toEqual(whole.records);
  });

  test('an item path that is not there: feed_no_items', async () => {
    const run = await readDemo('demo-json.json', { itemPath: 'data.items' });
    expect(run.records).toEqual([]);
    expect(run.error?.key).toBe('feed_no_items');
    expect(run.error?.params).toEqual({ itemPath: 'data.items' });
  });

  test('a pretty-printed document without an item path is refused (it is not NDJSON)', async () => {
    const run = await readDemo('demo-json.json', { itemPath: '' });
    expect(run.records).toEqual([]);
    expect(run.error?.key).toBe('feed_json_malformed');
    expect(run.error?.position).toEqual({ line: 1 });
  });
});

describe('json adapter: demo-ndjson.ndjson (one product per line)', () => {
  test('reads three products; the broken line 3 is a warning and the feed goes on', async () => {
    const run = await readDemo('demo-ndjson.ndjson');
    expect(run.error).toBeNull();
    expect(codesOf(run)).toEqual(['N-1', 'N-2', 'N-4']);
    expect(warningSummary(run)).toEqual([
      { key: 'feed_json_line', params: { line: 3 }, position: { line: 3 } },
    ]);
    expectCanonical(run.records);
  });

  test('the first product: "|" category separator, children attributes with units', async () => {
    const run = await readDemo('demo-ndjson.ndjson');
    expect(run.records[0]).toEqual({
      code: 'N-1',
      sku: null,
      name: 'Philips Hue White E27',
      ean: '8719514288157',
      manufacturerCode: null,
      brand: 'Philips',
      category: { code: null, name: 'Smart bulbs', path: ['Lighting', 'Smart bulbs'] },
      price: '12.9',
      rrpPrice: null,
      supplierPrice: null,
      currency: null,
      vatRate: null,
      amount: 40,
      description: null,
      images: [],
      attributes: [
        { code: 'power', name: 'Power', type: 'number', value: '9', unit: 'W', group: null },
        { code: 'socket', name: 'Socket', type: 'text', value: 'E27', unit: null, group: null },
      ],
      position: { index: 1, line: 1 },
    });
  });

  test('the last product: "15,50" with a decimal comma, line 4 is the third product', async () => {
    const run = await readDemo('demo-ndjson.ndjson');
    expect(run.records[2]).toEqual({
      code: 'N-4',
      sku: null,
      name: 'Shelly Plus 1',
      ean: null,
      manufacturerCode: null,
      brand: 'Shelly',
      category: { code: null, name: 'Relays', path: ['Lighting', 'Relays'] },
      price: '15.5',
      rrpPrice: null,
      supplierPrice: null,
      currency: null,
      vatRate: null,
      amount: 3,
      description: null,
      images: [],
      attributes: [],
      position: { index: 3, line: 4 },
    });
  });

  test('UTF-8 letters and "in stock" on the second line', async () => {
    const run = await readDemo('demo-ndjson.ndjson');
    const bulb = recordOf(run, 'N-2');
    expect(bulb.name).toBe('IKEA TRÅDFRI GU10');
    expect(bulb.amount).toBe(1);
    expect(bulb.ean).toBeNull();
  });

  test('inStockAmount sets what "in stock" means', async () => {
    const run = await readDemo('demo-ndjson.ndjson', { inStockAmount: 7 });
    expect(recordOf(run, 'N-2').amount).toBe(7);
  });

  test('the same records when the lines arrive in 4-byte chunks', async () => {
    const whole = await readDemo('demo-ndjson.ndjson');
    const split = await readContent(
      'json',
      demoParams('demo-ndjson.ndjson'),
      fixtureBytes('demo-ndjson.ndjson'),
      { chunkSize: 4 },
    );
    expect(split.records).toEqual(whole.records);
    expect(split.warnings).toEqual(whole.warnings);
  });
});

describe('json adapter: paths and values', () => {
  test('a top-level array, [n] and * paths, text attribute pairs, objects and nulls skipped', async () => {
    const feed = JSON.stringify([
      {
        id: 'P-1',
        names: [{ lang: 'et', text: 'Lamp' }],
        variants: [{ ean: '4006381333931' }],
        stock: { tallinn: 3, tartu: '2' },
        info: 'Colour: green; Power: 40 W',
        price: null,
      },
      { id: 2, names: [{ text: 'Second' }], price: 5 },
    ]);
    const run = await readContent(
      'json',
      {
        fields: {
          code: 'id',
          name: 'names[0].text',
          ean: 'variants.*.ean',
          amount: 'stock.*',
          price: 'price',
        },
        attributes: [{ text: 'info' }],
      },
      feed,
    );
    expect(run.error).toBeNull();
    expect(run.records.map((r) => [r.code, r.name, r.ean, r.amount, r.price, r.position])).toEqual([
      ['P-1', 'Lamp', '4006381333931', 5, null, { index: 1 }],
      ['2', 'Second', null, null, '5', { index: 2 }],
    ]);
    expect(run.records[0].attributes.map((a) => [a.code, a.value, a.unit])).toEqual([
      ['colour', 'green', null],
      ['power', '40', 'W'],
    ]);
  });

  test('an NDJSON feed whose first line is not an object is not NDJSON', async () => {
    const run = await readContent('json', { fields: { code: 'id' } }, '{"id":\n"1"}\n');
    expect(run.error?.key).toBe('feed_json_malformed');
    expect(run.error?.position).toEqual({ line: 1 });
  });

  test('an empty array has no items', async () => {
    const run = await readContent('json', { fields: { code: 'id' } }, '[]');
    expect(run.error?.key).toBe('feed_no_items');
    expect(run.error?.params).toEqual({ itemPath: '(top level)' });
  });
});
