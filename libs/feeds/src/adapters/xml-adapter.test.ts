import { validateFeedParams } from '../read-feed';
import {
  codesOf,
  demoParams,
  expectCanonical,
  fixtureBytes,
  readContent,
  readDemo,
  readFixture,
  recordOf,
  warningSummary,
} from '../testing/feed-test-utils';

describe('xml adapter: demo-xml.xml (UTF-8, attributes, CDATA, entities, decimal commas, units)', () => {
  test('reads the four products with a code, in feed order, as canonical records', async () => {
    const run = await readDemo('demo-xml.xml');
    expect(run.error).toBeNull();
    expect(codesOf(run)).toEqual(['NB-1001', 'MON-2002', 'ACC-3003', 'CBL-4004']);
    expectCanonical(run.records);
  });

  test('the first product: every field, entities and CDATA decoded, "1 049,90" as 1049.9, units split', async () => {
    const run = await readDemo('demo-xml.xml');
    expect(run.records[0]).toEqual({
      code: 'NB-1001',
      sku: 'LEN-T14-G5',
      name: 'Lenovo ThinkPad T14 Gen 5 & dock',
      ean: '0195892012344',
      manufacturerCode: '21ML0034MX',
      brand: 'Lenovo',
      category: { code: '101', name: 'Business laptops', path: ['Computers', 'Laptops', 'Business laptops'] },
      price: '1049.9',
      rrpPrice: '1299',
      supplierPrice: null,
      currency: 'EUR',
      vatRate: '24',
      amount: 10,
      description: '<p>14" business laptop with <b>Intel Core Ultra 7</b>.</p>',
      images: [
        'https://cdn.supplier.example/img/NB-1001-1.jpg',
        'https://cdn.supplier.example/img/NB-1001-2.jpg',
      ],
      attributes: [
        { code: 'screen_size', name: 'Screen size', type: 'number', value: '14', unit: 'in', group: null },
        { code: 'weight', name: 'Weight', type: 'number', value: '1.37', unit: 'kg', group: null },
        { code: 'ram', name: 'RAM', type: 'number', value: '32', unit: 'GB', group: null },
        { code: 'colour', name: 'Colour', type: 'text', value: 'Black', unit: null, group: null },
        {
          code: 'ports',
          name: 'Ports',
          type: 'multi_select',
          value: ['USB-C', 'HDMI'],
          unit: null,
          group: null,
        },
        { code: 'touchscreen', name: 'Touchscreen', type: 'checkbox', value: 'no', unit: null, group: null },
      ],
      position: { index: 1, line: 5 },
    });
  });

  test('the last product: sparse fields are null, its ordinal counts the skipped products', async () => {
    const run = await readDemo('demo-xml.xml');
    expect(run.records[run.records.length - 1]).toEqual({
      code: 'CBL-4004',
      sku: null,
      name: 'USB-C cable 2 m',
      ean: null,
      manufacturerCode: null,
      brand: 'Goobay',
      category: { code: '302', name: 'Cables', path: ['Accessories', 'Cables'] },
      price: '4.9',
      rrpPrice: null,
      supplierPrice: null,
      currency: null,
      vatRate: null,
      amount: 120,
      description: null,
      images: [],
      attributes: [],
      position: { index: 6, line: 65 },
    });
  });

  test('values of the middle products: "23,8 in", "100 Hz", an explicit decimal comma, "out of stock"', async () => {
    const run = await readDemo('demo-xml.xml');
    const monitor = recordOf(run, 'MON-2002');
    expect(monitor.name).toBe('Dell P2425H 24" monitor');
    expect(monitor.price).toBe('139.5');
    expect(monitor.amount).toBe(4);
    expect(monitor.attributes.map((a) => [a.code, a.value, a.unit])).toEqual([
      ['screen_size', '23.8', 'in'],
      ['refresh_rate', '100', 'Hz'],
    ]);
    const mouse = recordOf(run, 'ACC-3003');
    // decimalSeparator "," in the params: "1,234" is one point two three four, not ambiguous.
    expect(mouse.price).toBe('1.234');
    expect(mouse.amount).toBe(0);
    expect(mouse.ean).toBeNull();
    expect(mouse.currency).toBeNull();
  });

  test('warnings with positions: invalid EAN, product without a code, repeated code; the feed goes on', async () => {
    const run = await readDemo('demo-xml.xml');
    expect(warningSummary(run)).toEqual([
      { key: 'feed_invalid_ean', params: { value: 'not-an-ean' }, position: { index: 3, line: 47 } },
      { key: 'feed_missing_code', params: {}, position: { index: 4, line: 57 } },
      { key: 'feed_duplicate_code', params: { code: 'NB-1001', first: 1 }, position: { index: 5, line: 61 } },
    ]);
    // The repeat is dropped: the first NB-1001 keeps its own name and price.
    expect(recordOf(run, 'NB-1001').price).toBe('1049.9');
  });

  test('the same records when the bytes arrive in 7-byte chunks (tags, entities and CDATA split)', async () => {
    const whole = await readDemo('demo-xml.xml');
    const split = await readContent('xml', demoParams('demo-xml.xml'), fixtureBytes('demo-xml.xml'), {
      chunkSize: 7,
    });
    expect(split.error).toBeNull();
    expect(split.records).toEqual(whole.records);
    expect(split.warnings).toEqual(whole.warnings);
  });

  test('with decimalSeparator auto, "1,234" is refused as ambiguous (a warning, the record stays)', async () => {
    const run = await readDemo('demo-xml.xml', { decimalSeparator: 'auto' });
    expect(recordOf(run, 'ACC-3003').price).toBeNull();
    expect(run.warnings.find((w) => w.key === 'feed_number_ambiguous')).toEqual({
      key: 'feed_number_ambiguous',
      field: 'price',
      params: { value: '1,234' },
      position: { index: 3, line: 47 },
    });
    expect(recordOf(run, 'NB-1001').price).toBe('1049.9');
  });
});

describe('xml adapter: demo-xml-1257.xml (windows-1257, non-ASCII element names, attribute groups)', () => {
  test('decodes Latvian, Estonian and Lithuanian letters from the declared encoding', async () => {
    const run = await readDemo('demo-xml-1257.xml');
    expect(run.error).toBeNull();
    expect(run.warnings).toEqual([]);
    expect(run.records.map((r) => [r.code, r.name, r.brand])).toEqual([
      ['LV-501', 'Ledusskapis Šķūnis 300 l', 'Elektrolūks'],
      ['EE-502', 'Külmik Põhjamaa õunavärv, ühe uksega', 'Jõgeva Külm'],
      ['LT-503', 'Šaldytuvas Ąžuolas, ėę įšų', 'Snaigė'],
    ]);
    expectCanonical(run.records);
  });

  test('the first product: category from "a &gt; b", attributes with units and groups from ../@name', async () => {
    const run = await readDemo('demo-xml-1257.xml');
    expect(run.records[0]).toEqual({
      code: 'LV-501',
      sku: null,
      name: 'Ledusskapis Šķūnis 300 l',
      ean: null,
      manufacturerCode: null,
      brand: 'Elektrolūks',
      category: { code: null, name: 'Ledusskapji', path: ['Sadzīves tehnika', 'Ledusskapji'] },
      price: '499',
      rrpPrice: null,
      supplierPrice: null,
      currency: null,
      vatRate: null,
      amount: 3,
      description: null,
      images: [],
      attributes: [
        { code: 'augstums', name: 'Augstums', type: 'number', value: '185.5', unit: 'cm', group: 'Izmēri' },
        { code: 'krasa', name: 'Krāsa', type: 'text', value: 'Balta', unit: null, group: 'Izmēri' },
        { code: 'klase', name: 'Klase', type: 'text', value: 'E', unit: null, group: 'Enerģija' },
      ],
      position: { index: 1, line: 3 },
    });
  });

  test('the last product', async () => {
    const run = await readDemo('demo-xml-1257.xml');
    expect(run.records[2]).toEqual({
      code: 'LT-503',
      sku: null,
      name: 'Šaldytuvas Ąžuolas, ėę įšų',
      ean: null,
      manufacturerCode: null,
      brand: 'Snaigė',
      category: { code: null, name: 'Saldētavas', path: ['Sadzīves tehnika', 'Saldētavas'] },
      price: '319',
      rrpPrice: null,
      supplierPrice: null,
      currency: null,
      vatRate: null,
      amount: 7,
      description: null,
      images: [],
      attributes: [],
      position: { index: 3, line: 29 },
    });
  });

  test('an explicit encoding overrides the declaration: windows-1257 bytes read as UTF-8 fail with the byte offset', async () => {
    const run = await readDemo('demo-xml-1257.xml', { encoding: 'utf-8' });
    const bytes = fixtureBytes('demo-xml-1257.xml');
    const firstNonAscii = bytes.findIndex((b) => b >= 0x80);
    expect(run.records).toEqual([]);
    expect(run.error?.key).toBe('feed_encoding');
    expect(run.error?.params).toEqual({ encoding: 'utf-8', offset: firstNonAscii });
  });

  test('an explicit windows-1257 encoding gives the same records as the declaration', async () => {
    const declared = await readDemo('demo-xml-1257.xml');
    const explicit = await readDemo('demo-xml-1257.xml', { encoding: 'windows-1257' });
    expect(explicit.records).toEqual(declared.records);
  });
});

describe('xml adapter: mappings', () => {
  const feed = `<?xml version="1.0"?>
<shop xmlns:s="urn:supplier">
  <list>
    <s:item sku="A-1">
      <title>Alpha</title>
      <s:price>12.50</s:price>
      <code type="ean">4006381333931</code>
      <code type="mpn">ALPHA-MPN</code>
      <features>Colour: red; Weight: 2 kg</features>
      <specs><width unit="cm">30</width><depth>15 mm</depth></specs>
    </s:item>
    <s:item sku="A-2">
      <name>Beta</name>
      <s:price>3</s:price>
    </s:item>
  </list>
</shop>`;

  const params = {
    itemPath: '/shop/list/s:item',
    namespaces: { s: 'urn:supplier' },
    fields: {
      code: '@sku',
      name: ['title', 'name'],
      price: 's:price',
      ean: "code[@type='ean']",
      manufacturerCode: "code[@type='mpn']",
    },
    attributes: [{ text: 'features' }, { children: 'specs' }],
  };

  test('namespaced absolute item path, alternatives, attribute tests, text pairs and children', async () => {
    const run = await readContent('xml', params, feed);
    expect(run.error).toBeNull();
    expect(codesOf(run)).toEqual(['A-1', 'A-2']);
    const [alpha, beta] = run.records;
    expect([alpha.name, alpha.price, alpha.ean, alpha.manufacturerCode]).toEqual([
      'Alpha',
      '12.5',
      '4006381333931',
      'ALPHA-MPN',
    ]);
    expect(alpha.attributes.map((a) => [a.code, a.value, a.unit])).toEqual([
      ['colour', 'red', null],
      ['weight', '2', 'kg'],
      ['width', '30', 'cm'],
      ['depth', '15', 'mm'],
    ]);
    // The second alternative is used when the first gives nothing.
    expect([beta.name, beta.price]).toEqual(['Beta', '3']);
  });

  test('a relative item path matches at any depth; an absolute one only at its own depth', async () => {
    const relative = await readContent('xml', { ...params, itemPath: 's:item' }, feed);
    expect(codesOf(relative)).toEqual(['A-1', 'A-2']);
    const wrongDepth = await readContent('xml', { ...params, itemPath: '/list/s:item' }, feed);
    expect(wrongDepth.records).toEqual([]);
    expect(wrongDepth.error?.key).toBe('feed_no_items');
    expect(wrongDepth.error?.params).toEqual({ itemPath: '/list/s:item' });
  });

  test('a prefix bound to another namespace URI matches nothing', async () => {
    const run = await readContent('xml', { ...params, namespaces: { s: 'urn:other' } }, feed);
    expect(run.error?.key).toBe('feed_no_items');
  });

  test('an invalid path is a params issue (feed_path) before anything is read', () => {
    const result = validateFeedParams('xml', { itemPath: 'a[', fields: { code: '@id' } });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['itemPath', 'feed_path']]);
  });

  test('params without a code mapping fail with feed_invalid_params naming fields.code', async () => {
    const run = await readFixture('demo-xml.xml', 'xml', { itemPath: 'product', fields: { name: 'name' } });
    expect(run.records).toEqual([]);
    expect(run.error?.key).toBe('feed_invalid_params');
    expect(run.error?.params.field).toBe('fields.code');
  });
});
