import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { previewFeed } from '../preview';
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

  test('the first item: plain title/description, product_type as the category, product_detail', async () => {
    const run = await readDemo('demo-google-rss.xml');
    expect(run.records[0]).toEqual({
      code: 'G-100',
      sku: null,
      name: 'Bosch Serie 4 washing machine 8 kg',
      ean: '4242005123452',
      manufacturerCode: 'WAN28208BY',
      brand: 'Bosch',
      // The product type gives the category; Google's taxonomy number stays as an attribute.
      category: { code: null, name: 'Washing machines', path: ['Home appliances', 'Washing machines'] },
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
          code: 'google_product_category',
          name: 'google_product_category',
          type: 'number',
          value: '2549',
          unit: null,
          group: null,
        },
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
  test('an XML document whose root is not <rss> or <feed>: the root and the classes that fit it', async () => {
    const run = await readFixture('demo-bmecat.xml', 'google-merchant', {});
    expect(run.records).toEqual([]);
    expect(run.error?.key).toBe('feed_root_not_google');
    expect(run.error?.params).toEqual({ root: 'BMECAT', className: 'bmecat', alternative: 'xml' });
  });

  test('an RSS feed without items has no items', async () => {
    const run = await readContent('google-merchant', {}, '<rss version="2.0"><channel></channel></rss>');
    expect(run.error?.key).toBe('feed_no_items');
    expect(run.error?.params).toEqual({ itemPath: 'rss/channel/item, feed/entry' });
  });

  test('a JSON feed is not a Google feed: choose json', async () => {
    const run = await readFixture('demo-json.json', 'google-merchant', {});
    expect(run.error?.key).toBe('feed_wrong_format');
    expect(run.error?.params).toEqual({ found: 'JSON', expected: 'XML', className: 'json' });
  });
});

/** An RSS 2.0 Google feed around the given items. */
const rss = (items: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>${items}</channel></rss>`;
/** An Atom Google feed around the given entries. */
const atom = (entries: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0">${entries}</feed>`;

describe('google-merchant preset: categories', () => {
  // A shop that gives every item the same Google taxonomy number and its own product types.
  const shop = rss(
    [
      ['P-1', 'Abrasifs &amp; Outils'],
      ['P-2', 'Colles'],
      ['P-3', 'Abrasifs &amp; Outils'],
      ['P-4', 'Entretien'],
    ]
      .map(
        ([id, type]) =>
          `<item><g:id>${id}</g:id><g:google_product_category>2047</g:google_product_category><g:product_type>${type}</g:product_type></item>`,
      )
      .join(''),
  );

  test('product_type gives the category even when one numeric google_product_category is on every item', async () => {
    const run = await readContent('google-merchant', {}, shop);
    expect(run.records.map((r) => r.category)).toEqual([
      { code: null, name: 'Abrasifs & Outils', path: ['Abrasifs & Outils'] },
      { code: null, name: 'Colles', path: ['Colles'] },
      { code: null, name: 'Abrasifs & Outils', path: ['Abrasifs & Outils'] },
      { code: null, name: 'Entretien', path: ['Entretien'] },
    ]);
    // The taxonomy number is not lost: it is an attribute.
    expect(run.records[1].attributes).toEqual([
      {
        code: 'google_product_category',
        name: 'google_product_category',
        type: 'number',
        value: '2047',
        unit: null,
        group: null,
      },
    ]);
  });

  test('the preview counts one category per product type, not one for the shared number', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'feeds-google-'));
    try {
      const file = join(dir, 'shop.xml');
      writeFileSync(file, shop);
      const { summary } = await previewFeed({
        className: 'google-merchant',
        params: {},
        location: file,
        source: { allowFiles: true },
      });
      expect(summary.records).toBe(4);
      expect(summary.categories).toBe(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('without a product_type (Atom, or an empty one), the numeric google_product_category is the code', async () => {
    const run = await readContent(
      'google-merchant',
      {},
      atom(
        '<entry><g:id>A-1</g:id><g:google_product_category>2047</g:google_product_category></entry>' +
          '<entry><g:id>A-2</g:id><g:product_type/><g:google_product_category> 2047 </g:google_product_category></entry>' +
          '<entry><g:id>A-3</g:id><g:product_type> </g:product_type><g:google_product_category>Home &gt; Garden</g:google_product_category></entry>',
      ),
    );
    expect(run.records.map((r) => [r.category, r.attributes])).toEqual([
      [{ code: '2047', name: null, path: [] }, []],
      [{ code: '2047', name: null, path: [] }, []],
      [{ code: null, name: 'Garden', path: ['Home', 'Garden'] }, []],
    ]);
  });

  test('a category escaped twice ("&amp;gt;") splits on ">" without params, and with the old "&gt;" workaround', async () => {
    const feed = atom(
      '<entry><g:id>S-1</g:id>' +
        '<g:product_type>Products &amp;gt; TV &amp;amp; Audio &amp;gt; Wall mounts</g:product_type>' +
        '<g:google_product_category>Products &amp;gt; TV &amp;amp; Audio &amp;gt; Wall mounts</g:google_product_category>' +
        '</entry>',
    );
    const expected = { code: null, name: 'Wall mounts', path: ['Products', 'TV & Audio', 'Wall mounts'] };
    const plain = await readContent('google-merchant', {}, feed);
    expect(plain.records[0].category).toEqual(expected);
    const workaround = await readContent('google-merchant', { categorySeparator: '&gt;' }, feed);
    expect(workaround.records[0].category).toEqual(expected);
    const fromGoogle = await readContent(
      'google-merchant',
      { categoryFrom: 'google_product_category' },
      feed,
    );
    expect(fromGoogle.records[0].category).toEqual(expected);
  });

  test('a category written once escaped keeps its text (a literal "&" stays)', async () => {
    const run = await readContent(
      'google-merchant',
      {},
      rss('<item><g:id>X</g:id><g:product_type>Bed &amp; Bath &gt; Towels &amp;c</g:product_type></item>'),
    );
    expect(run.records[0].category).toEqual({
      code: null,
      name: 'Towels &c',
      path: ['Bed & Bath', 'Towels &c'],
    });
  });
});

describe('google-merchant preset: product_detail', () => {
  const detail = (section: string, name: string, value: string) =>
    `<g:section_name>${section}</g:section_name><g:attribute_name>${name}</g:attribute_name><g:attribute_value>${value}</g:attribute_value>`;
  const attributesOf = async (item: string) => {
    const run = await readContent('google-merchant', {}, atom(`<entry><g:id>D-1</g:id>${item}</entry>`));
    expect(run.error).toBeNull();
    expect(run.warnings).toEqual([]);
    return run.records[0].attributes.map((a) => [a.group, a.name, a.value]);
  };

  test("Google's own form: one detail per g:product_detail", async () => {
    expect(
      await attributesOf(
        `<g:product_detail>${detail('Design', 'Colour', 'White')}</g:product_detail>` +
          `<g:product_detail>${detail('Physical', 'Weight', '55 kg')}</g:product_detail>`,
      ),
    ).toEqual([
      ['Design', 'Colour', 'White'],
      ['Physical', 'Weight', '55'],
    ]);
  });

  test('details wrapped in unprefixed product_detail elements inside one g:product_detail', async () => {
    // The nesting a real feed re-serialised by xml2js has; repeated names merge, repeated values once.
    expect(
      await attributesOf(
        '<g:product_detail>' +
          `<product_detail>${detail('Design', 'Body colour', 'Тот баспайтын болат')}</product_detail>` +
          `<product_detail>${detail('Design', 'Body colour', 'Нержавеющая сталь')}</product_detail>` +
          `<product_detail>${detail('Physical', 'Net weight', '51 kg')}</product_detail>` +
          `<product_detail>${detail('Physical', 'Net weight', '51 kg')}</product_detail>` +
          '</g:product_detail><g:product_detail/>',
      ),
    ).toEqual([
      ['Design', 'Body colour', ['Тот баспайтын болат', 'Нержавеющая сталь']],
      ['Physical', 'Net weight', '51'],
    ]);
  });

  test('several details in a row in one g:product_detail; a section applies to the details after it', async () => {
    expect(
      await attributesOf(
        '<g:product_detail><g:section_name>Display</g:section_name>' +
          '<g:attribute_name>Size</g:attribute_name><g:attribute_value>55"</g:attribute_value>' +
          '<g:attribute_value>HDR10</g:attribute_value><g:attribute_name>HDR</g:attribute_name>' +
          '<group><g:attribute_name>Panel</g:attribute_name><g:attribute_value>OLED</g:attribute_value></group>' +
          '<g:attribute_name>Orphan name</g:attribute_name>' +
          '</g:product_detail>',
      ),
    ).toEqual([
      ['Display', 'Size', '55'],
      ['Display', 'HDR', 'HDR10'],
      ['Display', 'Panel', 'OLED'],
    ]);
  });
});
