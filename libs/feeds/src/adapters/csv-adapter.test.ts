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
import { feedMessage } from '../messages';
import { readFeedBytes, validateFeedParams } from '../read-feed';
import { MAX_GROUP_IMAGES } from './csv-groups';

describe('csv adapter: demo-csv.csv (UTF-8 with BOM, ";", CRLF, quoted multi-line field, header names)', () => {
  test('reads the four rows with a code, in feed order, as canonical records', async () => {
    const run = await readDemo('demo-csv.csv');
    expect(run.error).toBeNull();
    expect(codesOf(run)).toEqual(['100200', '100201', '100202', '100204']);
    expectCanonical(run.records);
  });

  test('the first row: BOM dropped from the first header, "" escapes, category levels, prefixed attributes', async () => {
    const run = await readDemo('demo-csv.csv');
    expect(run.records[0]).toEqual({
      code: '100200',
      sku: null,
      name: 'Maus "MX Master 3S"',
      ean: '5099206098473',
      manufacturerCode: 'MX-3S',
      brand: 'Logitech',
      category: { code: null, name: 'Mäuse', path: ['Computer', 'Zubehör', 'Mäuse'] },
      price: '89.9',
      rrpPrice: '119',
      supplierPrice: null,
      currency: null,
      vatRate: null,
      amount: 25,
      description: null,
      images: ['https://cdn.example/100200-a.jpg', 'https://cdn.example/100200-b.jpg'],
      attributes: [
        { code: 'farbe', name: 'Farbe', type: 'text', value: 'Graphit', unit: null, group: null },
        { code: 'gewicht', name: 'Gewicht', type: 'number', value: '141', unit: 'g', group: null },
        {
          code: 'anschlusse',
          name: 'Anschlüsse',
          type: 'multi_select',
          value: ['USB', 'Bluetooth'],
          unit: null,
          group: null,
        },
      ],
      position: { index: 1, line: 2 },
    });
  });

  test('the last row: "in stock" as the in-stock amount, empty cells give no attribute', async () => {
    const run = await readDemo('demo-csv.csv');
    expect(run.records[run.records.length - 1]).toEqual({
      code: '100204',
      sku: null,
      name: 'USB-C Kabel 2 m',
      ean: '4040849123450',
      manufacturerCode: 'USB-C-2M',
      brand: 'Goobay',
      category: { code: null, name: 'USB', path: ['Computer', 'Kabel', 'USB'] },
      price: '6.49',
      rrpPrice: '9.99',
      supplierPrice: null,
      currency: null,
      vatRate: null,
      amount: 1,
      description: null,
      images: [],
      attributes: [
        { code: 'farbe', name: 'Farbe', type: 'text', value: 'Schwarz', unit: null, group: null },
        { code: 'anschlusse', name: 'Anschlüsse', type: 'text', value: 'USB-C', unit: null, group: null },
      ],
      position: { index: 5, line: 7 },
    });
  });

  test('the quoted two-line name becomes one line; "1 234,50" and ">10" are read', async () => {
    const run = await readDemo('demo-csv.csv');
    const keyboard = recordOf(run, '100201');
    expect(keyboard.name).toBe('Tastatur K380, mehrzeilige Beschreibung');
    expect(keyboard.price).toBe('1234.5');
    expect(keyboard.rrpPrice).toBeNull();
    expect(keyboard.amount).toBe(10);
    expect(keyboard.attributes.map((a) => [a.name, a.value, a.unit])).toEqual([
      ['Farbe', 'Weiß', null],
      ['Gewicht', '0.42', 'kg'],
      ['Anschlüsse', 'Bluetooth', null],
    ]);
    const cable = recordOf(run, '100202');
    expect(cable.ean).toBeNull();
    expect(cable.category).toEqual({ code: null, name: 'Kabel', path: ['Computer', 'Kabel'] });
    expect(cable.attributes).toEqual([]);
  });

  test('warnings with positions: a short row is skipped, a row without a code is skipped; the feed goes on', async () => {
    const run = await readDemo('demo-csv.csv');
    expect(warningSummary(run)).toEqual([
      { key: 'feed_csv_columns', params: { row: 5, expected: 15, found: 11 }, position: { line: 5 } },
      { key: 'feed_missing_code', params: {}, position: { index: 4, line: 6 } },
    ]);
  });

  test.each([1, 5])(
    'the same records when the bytes arrive in %i-byte chunks (BOM, umlauts, CRLF and quotes split)',
    async (chunkSize) => {
      const whole = await readDemo('demo-csv.csv');
      const split = await readContent('csv', demoParams('demo-csv.csv'), fixtureBytes('demo-csv.csv'), {
        chunkSize,
      });
      expect(split.error).toBeNull();
      expect(split.records).toEqual(whole.records);
      expect(split.warnings).toEqual(whole.warnings);
    },
  );

  test('a mapped optional column that is missing is a warning at line 1; its field stays empty', async () => {
    const run = await readDemo('demo-csv.csv', {
      fields: { ...(demoParams('demo-csv.csv').fields as object), sku: 'Artikel-SKU' },
    });
    expect(run.warnings[0]).toEqual({
      key: 'feed_csv_missing_column',
      params: { column: 'Artikel-SKU' },
      position: { line: 1 },
    });
    expect(codesOf(run)).toEqual(['100200', '100201', '100202', '100204']);
    expect(run.records.every((r) => r.sku === null)).toBe(true);
  });

  test('a code column that is not in the header stops the feed with feed_csv_column', async () => {
    const run = await readDemo('demo-csv.csv', { fields: { code: 'SKU' } });
    expect(run.records).toEqual([]);
    expect(run.error?.key).toBe('feed_csv_column');
    expect(run.error?.params.column).toBe('SKU');
    expect(String(run.error?.params.header)).toMatch(
      /^Artikelnummer, Herstellernummer, Hersteller, EAN-Code/,
    );
  });
});

describe('csv adapter: demo-csv-iso885913.csv (ISO-8859-13, "~", no header, columns by number)', () => {
  test('decodes Estonian letters and reads columns by position', async () => {
    const run = await readDemo('demo-csv-iso885913.csv');
    expect(run.error).toBeNull();
    expect(run.warnings).toEqual([]);
    expect(run.records.map((r) => [r.code, r.name])).toEqual([
      ['SYN-77001', 'Sülearvuti ThinkPad E14, hõbe'],
      ['SYN-77002', 'Printer LaserJet, šokolaadipruun'],
      ['SYN-77003', 'Monitor 24", žalvervärvi jalg'],
    ]);
    expectCanonical(run.records);
  });

  test('the first row: a UPC-A padded to EAN-13, a category code without a name, row 1 is data', async () => {
    const run = await readDemo('demo-csv-iso885913.csv');
    expect(run.records[0]).toEqual({
      code: 'SYN-77001',
      sku: null,
      name: 'Sülearvuti ThinkPad E14, hõbe',
      ean: '0195892000013',
      manufacturerCode: '20XY0012EE',
      brand: 'Lenovo',
      category: { code: 'NB', name: null, path: [] },
      price: '899',
      rrpPrice: '1049',
      supplierPrice: null,
      currency: null,
      vatRate: null,
      amount: 12,
      description: null,
      images: [],
      attributes: [],
      position: { index: 1, line: 1 },
    });
  });

  test('the last row: an empty RRP cell is null', async () => {
    const run = await readDemo('demo-csv-iso885913.csv');
    expect(run.records[2]).toEqual({
      code: 'SYN-77003',
      sku: null,
      name: 'Monitor 24", žalvervärvi jalg',
      ean: '8806094000016',
      manufacturerCode: 'LS24C310EAUXEN',
      brand: 'Samsung',
      category: { code: 'MON', name: null, path: [] },
      price: '95',
      rrpPrice: null,
      supplierPrice: null,
      currency: null,
      vatRate: null,
      amount: 5,
      description: null,
      images: [],
      attributes: [],
      position: { index: 3, line: 3 },
    });
  });

  test('read as UTF-8 (the wrong encoding) it fails with feed_encoding at the first "ü" (byte 42)', async () => {
    const run = await readDemo('demo-csv-iso885913.csv', { encoding: 'utf-8' });
    expect(run.records).toEqual([]);
    expect(run.error?.key).toBe('feed_encoding');
    expect(run.error?.params).toEqual({ encoding: 'utf-8', offset: 42 });
    expect(run.error?.position).toEqual({ offset: 42 });
  });
});

describe('csv adapter: dialects and attribute rules', () => {
  test('comma delimiter, single quotes, column and text attribute rules, header given explicitly', async () => {
    const feed = [
      'code,name,colour,specs',
      "K-1,'Desk, oak',brown,Width: 120 cm; Legs: 4",
      "K-2,'Chair ''Tom''',black,",
      '',
    ].join('\n');
    const run = await readContent(
      'csv',
      {
        delimiter: ',',
        quote: "'",
        header: true,
        fields: { code: 'code', name: 'name' },
        attributes: [{ columns: ['colour'] }, { text: 'specs' }],
      },
      feed,
    );
    expect(run.error).toBeNull();
    expect(run.records.map((r) => [r.code, r.name])).toEqual([
      ['K-1', 'Desk, oak'],
      ['K-2', "Chair 'Tom'"],
    ]);
    expect(run.records[0].attributes.map((a) => [a.code, a.value, a.unit])).toEqual([
      ['colour', 'brown', null],
      ['width', '120', 'cm'],
      ['legs', '4', null],
    ]);
    expect(run.records[1].attributes.map((a) => [a.code, a.value])).toEqual([['colour', 'black']]);
  });

  test('tab-separated rows are detected; header names match case-insensitively', async () => {
    const feed = 'SKU\tTitle\tPrice\nT-1\tLamp\t19,90\nT-2\tBulb\t2.50\n';
    const run = await readContent('csv', { fields: { code: 'sku', name: 'title', price: 'PRICE' } }, feed);
    expect(run.records.map((r) => [r.code, r.name, r.price, r.position])).toEqual([
      ['T-1', 'Lamp', '19.9', { index: 1, line: 2 }],
      ['T-2', 'Bulb', '2.5', { index: 2, line: 3 }],
    ]);
  });

  test('a stray quote inside a quoted field is a warning for its row; later rows are read', async () => {
    const feed = 'code;name;qty\n1;"Monitor 24" black";5\n2;"Other";3\n3;"Third";4\n';
    const run = await readContent('csv', { fields: { code: 'code', name: 'name', amount: 'qty' } }, feed);
    expect(run.error).toBeNull();
    expect(warningSummary(run)).toEqual([
      { key: 'feed_csv_quotes', params: { row: 2 }, position: { line: 2 } },
    ]);
    expect(run.records.map((r) => [r.code, r.name, r.amount])).toEqual([
      ['2', 'Other', 3],
      ['3', 'Third', 4],
    ]);
  });

  test('a header without data rows has no items', async () => {
    const run = await readContent('csv', { fields: { code: 'code' } }, 'code;name\n');
    expect(run.error?.key).toBe('feed_no_items');
    expect(run.error?.params).toEqual({ itemPath: 'rows' });
  });
});

describe('csv adapter: rows of one product grouped by a key column (groupBy)', () => {
  // Shopify's export: a product row, image-only rows, variant rows with their own SKU and price.
  const shopify = [
    'Handle,Title,Vendor,Option1 Value,Variant SKU,Variant Price,Variant Inventory Qty,Image Src',
    'ring-a,Ring A,Rosa,Maat 50,RA-50,30.99,2,https://cdn.example/ra-1.jpg',
    'ring-a,,,,,,,https://cdn.example/ra-2.jpg',
    'ring-a,,,Maat 52,RA-52,31.99,0,',
    'necklace,Necklace,Rosa,Default Title,,79.00,,https://cdn.example/n-1.jpg',
    'necklace,,,,,,,https://cdn.example/n-2.jpg',
    'necklace,,,,,,,https://cdn.example/n-1.jpg',
    'bracelet,,Rosa,,,12.00,5,',
    'bracelet,Bracelet,,,,,,https://cdn.example/b-1.jpg',
    '',
  ].join('\n');
  const params = {
    fields: {
      code: ['Variant SKU', 'Handle'],
      name: 'Title',
      brand: 'Vendor',
      rrpPrice: 'Variant Price',
      amount: 'Variant Inventory Qty',
      images: 'Image Src',
    },
    attributes: [{ columns: ['Option1 Value'] }],
  };

  test('one product per key: the first row, images of every row, empty fields filled from later rows', async () => {
    const run = await readContent('csv', { ...params, groupBy: 'Handle' }, shopify);
    expect(run.error).toBeNull();
    expect(run.warnings).toEqual([]);
    expect(
      run.records.map((r) => [r.code, r.name, r.brand, r.rrpPrice, r.amount, r.images, r.position]),
    ).toEqual([
      [
        'RA-50',
        'Ring A',
        'Rosa',
        '30.99',
        2,
        ['https://cdn.example/ra-1.jpg', 'https://cdn.example/ra-2.jpg'],
        { index: 1, line: 2 },
      ],
      [
        'necklace',
        'Necklace',
        'Rosa',
        '79',
        null,
        ['https://cdn.example/n-1.jpg', 'https://cdn.example/n-2.jpg'],
        { index: 2, line: 5 },
      ],
      // The name is only on the second row: it fills the first row's empty one.
      ['bracelet', 'Bracelet', 'Rosa', '12', 5, ['https://cdn.example/b-1.jpg'], { index: 3, line: 8 }],
    ]);
    expect(run.records[0].attributes.map((a) => [a.name, a.value])).toEqual([['Option1 Value', 'Maat 50']]);
    expectCanonical(run.records);
  });

  test('without groupBy every row is a product: repeated codes and nameless variants (as before)', async () => {
    const run = await readContent('csv', params, shopify);
    expect(run.records.map((r) => [r.code, r.name])).toEqual([
      ['RA-50', 'Ring A'],
      ['ring-a', null],
      ['RA-52', null],
      ['necklace', 'Necklace'],
      ['bracelet', null],
    ]);
    expect(run.warnings.map((w) => w.key)).toEqual([
      'feed_duplicate_code',
      'feed_duplicate_code',
      'feed_duplicate_code',
    ]);
  });

  test('a key that comes back after another key is warned about and makes another product', async () => {
    const feed = 'sku;handle;title\nA-1;a;First\n;a;\nB-1;b;Second\nA-2;a;Again\n;;Loose row\nC-1;c;Third\n';
    const run = await readContent(
      'csv',
      { fields: { code: ['sku', 'handle'], name: 'title' }, groupBy: 'handle' },
      feed,
    );
    expect(warningSummary(run)).toEqual([
      {
        key: 'feed_csv_group_split',
        params: { key: 'a', column: 'handle', first: 2 },
        position: { line: 5 },
      },
      // A row without a key is a product of its own (it has no code here).
      { key: 'feed_missing_code', params: {}, position: { index: 4, line: 6 } },
    ]);
    expect(run.records.map((r) => [r.code, r.name, r.position])).toEqual([
      ['A-1', 'First', { index: 1, line: 2 }],
      ['B-1', 'Second', { index: 2, line: 4 }],
      ['A-2', 'Again', { index: 3, line: 5 }],
      ['C-1', 'Third', { index: 5, line: 7 }],
    ]);
  });

  test('a groupBy column that is not in the file is a warning, and rows stay products of their own', async () => {
    const run = await readContent(
      'csv',
      { fields: { code: 'sku' }, groupBy: 'Handle' },
      'sku;title\nA;x\nB;y\n',
    );
    expect(warningSummary(run)).toEqual([
      { key: 'feed_csv_missing_column', params: { column: 'Handle' }, position: { line: 1 } },
    ]);
    expect(codesOf(run)).toEqual(['A', 'B']);
  });

  test('memory stays bounded: a product is emitted once its key ends, before the rest of the feed is read', async () => {
    const rows = Array.from({ length: 30_000 }, (_, i) => `P-${Math.floor(i / 3)};img-${i}.jpg`);
    const bytes = Buffer.from(['code;image', ...rows, ''].join('\n'));
    const chunkSize = 4096;
    let chunksRead = 0;
    async function* slowly(): AsyncGenerator<Buffer> {
      for (let at = 0; at < bytes.length; at += chunkSize) {
        chunksRead++;
        yield bytes.subarray(at, at + chunkSize);
      }
    }
    const params = { fields: { code: 'code', images: 'image' }, groupBy: 'code' };
    let chunksAtFirstRecord = 0;
    let records = 0;
    for await (const event of readFeedBytes(slowly(), 'csv', params)) {
      if (event.type !== 'record') continue;
      if (records++ === 0) chunksAtFirstRecord = chunksRead;
      expect(event.record.images).toHaveLength(3);
    }
    expect(records).toBe(10_000);
    // The reader looks at the first 64 KiB to detect the dialect; products follow from there on.
    expect(chunksAtFirstRecord).toBeLessThan(Math.ceil(bytes.length / chunkSize) / 4);
  });

  test('a product gathers at most MAX_GROUP_IMAGES images however many rows share its key', async () => {
    const rows = Array.from({ length: MAX_GROUP_IMAGES + 50 }, (_, i) => `P;https://cdn.example/${i}.jpg`);
    const run = await readContent(
      'csv',
      { fields: { code: 'code', images: 'image' }, groupBy: 'code' },
      ['code;image', ...rows, ''].join('\n'),
    );
    expect(run.records).toHaveLength(1);
    expect(run.records[0].images).toHaveLength(MAX_GROUP_IMAGES);
  });
});

describe('csv adapter: price tiers (groupBy + tierQuantity)', () => {
  // An SAP purchase price list: one row per quantity tier, the base price (quantity 0) anywhere in the group.
  const prices = [
    'Lieferant;Material;Menge;Preis;Waehrung',
    '30XX;M-100;1200;5,1;EUR',
    '30XX;M-100;600;5,12;EUR',
    '30XX;M-100;0;22;EUR',
    '30XX;M-100;100;5,2;EUR',
    '30XX;M-200;0;1.299,-;EUR',
    '30XX;M-200;100;1.100,50;EUR',
    '30XX;M-300;50;32,16;EUR',
    '',
  ].join('\n');
  const params = {
    decimalSeparator: ',',
    fields: { code: 'Material', price: 'Preis', currency: 'Waehrung' },
    attributes: [{ columns: ['Menge'] }],
    groupBy: 'Material',
    tierQuantity: 'Menge',
  };

  test('the row with the lowest quantity gives the price, not the first tier', async () => {
    const run = await readContent('csv', params, prices);
    expect(run.error).toBeNull();
    expect(run.warnings).toEqual([]);
    expect(run.records.map((r) => [r.code, r.price, r.currency, r.position])).toEqual([
      ['M-100', '22', 'EUR', { index: 1, line: 4 }],
      ['M-200', '1299', 'EUR', { index: 2, line: 6 }],
      ['M-300', '32.16', 'EUR', { index: 3, line: 8 }],
    ]);
    // The base row's other values too.
    expect(run.records[0].attributes.map((a) => [a.name, a.value])).toEqual([['Menge', '0']]);
  });

  test('grouped without tierQuantity, the first row is kept (the 1200-piece tier)', async () => {
    const { tierQuantity: _, ...firstRow } = params;
    const run = await readContent('csv', firstRow, prices);
    expect(run.records.map((r) => [r.code, r.price])).toEqual([
      ['M-100', '5.1'],
      ['M-200', '1299'],
      ['M-300', '32.16'],
    ]);
  });

  test('tierQuantity needs groupBy', async () => {
    const { groupBy: _, ...noGroup } = params;
    const run = await readContent('csv', noGroup, prices);
    expect(run.records).toEqual([]);
    expect(run.error?.key).toBe('feed_invalid_params');
    expect(run.error?.params).toMatchObject({ field: 'tierQuantity', reason: 'feed_tier_needs_group' });
    expect(feedMessage('en', run.error!)).toBe(
      'In the feed settings, "tierQuantity" needs "groupBy" too: the column whose value joins the rows of one product',
    );
    expect(feedMessage('et', run.error!)).toBe(
      'Voo seadetes „tierQuantity“ nõuab ka „groupBy“ seadet: veergu, mille väärtuse järgi ühe toote read kokku võetakse',
    );
  });
});

describe('csv adapter: stock words and numbers in the feed language', () => {
  const list = [
    'Sortierung,Modell,Preis,BestandStatus',
    '1010,iPhone 8 Display,"9,00",Viel Bestand',
    '1020,iPhone 8 Akku,,Wenig Bestand',
    '1030,iPhone X Display,"1.299,-",Auf Anfrage',
    '1040,iPhone X Akku,"12,-",In Kürze wieder verfügbar!',
    '1050,Kabel,"0,99",1.200',
    '1060,Hülle,"2,50",auf Lager',
    '',
  ].join('\n');
  const params = {
    decimalSeparator: ',',
    fields: { code: 'Sortierung', name: 'Modell', price: 'Preis', amount: 'BestandStatus' },
  };

  test('German stock words and "1.200" with a decimal comma are stock, without warnings', async () => {
    const run = await readContent('csv', params, list);
    expect(run.error).toBeNull();
    expect(run.warnings).toEqual([]);
    expect(run.records.map((r) => [r.code, r.price, r.amount])).toEqual([
      ['1010', '9', 10],
      ['1020', null, 1],
      ['1030', '1299', 0],
      ['1040', '12', 0],
      ['1050', '0.99', 1200],
      ['1060', '2.5', 1],
    ]);
  });

  test("the partner's stockWords extend and override the built-in words; inStockAmount applies", async () => {
    const run = await readContent(
      'csv',
      { ...params, inStockAmount: 3, stockWords: { 'viel bestand': 50, 'Auf Anfrage': 2 } },
      list,
    );
    expect(run.records.map((r) => r.amount)).toEqual([50, 1, 2, 0, 1200, 3]);
  });

  test('a word the vocabulary does not know is still a warning', async () => {
    const run = await readContent(
      'csv',
      { ...params, fields: { code: 'Sortierung', amount: 'BestandStatus' } },
      'Sortierung,BestandStatus\n1,Irgendwann\n',
    );
    expect(warningSummary(run)).toEqual([
      { key: 'feed_invalid_amount', params: { value: 'Irgendwann' }, position: { index: 1, line: 2 } },
    ]);
  });

  test.each<[string, unknown, string]>([
    ['a negative amount', { Bald: -1 }, 'stockWords.Bald'],
    ['a fraction', { Bald: 1.5 }, 'stockWords.Bald'],
    ['an amount over 1 000 000', { Bald: 1_000_001 }, 'stockWords.Bald'],
    ['a blank word', { ' ': 1 }, 'stockWords'],
    [
      'more than 200 words',
      Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`w${i}`, 1])),
      'stockWords',
    ],
  ])('stockWords with %s is refused', (_, stockWords, field) => {
    const result = validateFeedParams('csv', { ...params, stockWords });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.issues[0].path.join('.')).toBe(field);
  });
});
