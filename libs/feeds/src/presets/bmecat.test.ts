import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  codesOf,
  expectCanonical,
  readContent,
  readDemo,
  readFixture,
  recordOf,
  warningSummary,
} from '../testing/feed-test-utils';
import { DEFAULT_FEED_LIMITS, MAX_ITEM_ELEMENTS } from '../limits';
import { feedMessage } from '../messages';
import { validateFeedParams } from '../read-feed';

describe('bmecat preset: demo-bmecat.xml (BMEcat 2005, windows-1252, groups joined after the products)', () => {
  test('reads the three products as canonical records; the DTD reference is not a problem', async () => {
    const run = await readDemo('demo-bmecat.xml');
    expect(run.error).toBeNull();
    expect(run.warnings).toEqual([]);
    expect(codesOf(run)).toEqual(['BME-1', 'BME-2', 'BME-3']);
    expectCanonical(run.records);
  });

  test('the first product: group path without the root, lowest price tier, TAX 0.19 as 19, ETIM code kept', async () => {
    const run = await readDemo('demo-bmecat.xml');
    expect(run.records[0]).toEqual({
      code: 'BME-1',
      sku: null,
      name: 'LED-Strahler Außen 20 W, weiß',
      ean: '4011209123458',
      manufacturerCode: 'LS-20W-W',
      brand: 'Lichtwerk',
      category: { code: '11', name: 'LED-Lampen für Außen', path: ['Beleuchtung', 'LED-Lampen für Außen'] },
      price: '24.9',
      rrpPrice: '39.95',
      supplierPrice: null,
      currency: 'EUR',
      vatRate: '19',
      amount: null,
      description: 'Robuster Strahler für Außenbereiche (IP65).',
      images: ['images/bme-1.jpg'],
      attributes: [
        {
          code: 'EF000007',
          name: 'EF000007',
          type: 'text',
          value: 'EV000052',
          unit: null,
          group: 'EC001744',
        },
        { code: 'leistung', name: 'Leistung', type: 'number', value: '20', unit: 'W', group: 'EC001744' },
        {
          code: 'farbe',
          name: 'Farbe',
          type: 'multi_select',
          value: ['weiß', 'silber'],
          unit: null,
          group: 'EC001744',
        },
      ],
      position: { index: 1, line: 16 },
    });
  });

  test('the second product: PRICE_FACTOR 10 times 3.45, "&amp;" in a group name, "à" in windows-1252', async () => {
    const run = await readDemo('demo-bmecat.xml');
    const socket = recordOf(run, 'BME-2');
    expect([socket.name, socket.price, socket.rrpPrice, socket.vatRate, socket.currency]).toEqual([
      'Steckdose 2-fach, Packung à 10',
      '34.5',
      null,
      null,
      'EUR',
    ]);
    expect(socket.category).toEqual({
      code: '20',
      name: 'Schalter & Steckdosen',
      path: ['Schalter & Steckdosen'],
    });
  });

  test('the last product: no group, no price', async () => {
    const run = await readDemo('demo-bmecat.xml');
    expect(run.records[2]).toEqual({
      code: 'BME-3',
      sku: null,
      name: 'Ohne Gruppe und ohne Preis',
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
      position: { index: 3, line: 59 },
    });
  });

  test('language "eng" picks the English short descriptions and falls back where there is none', async () => {
    const run = await readDemo('demo-bmecat.xml', { language: 'eng' });
    expect(run.records.map((r) => [r.code, r.name, r.description])).toEqual([
      ['BME-1', 'LED floodlight outdoor 20 W, white', 'Robuster Strahler für Außenbereiche (IP65).'],
      ['BME-2', 'Double socket, pack of 10', null],
      ['BME-3', 'Ohne Gruppe und ohne Preis', null],
    ]);
  });

  test('priceType and rrpPriceType choose which PRODUCT_PRICE is which', async () => {
    const run = await readDemo('demo-bmecat.xml', { priceType: 'nrp', rrpPriceType: 'net_list' });
    expect(run.records.map((r) => [r.code, r.price, r.rrpPrice])).toEqual([
      ['BME-1', '39.95', '24.9'],
      ['BME-2', null, '34.5'],
      ['BME-3', null, null],
    ]);
  });
});

describe('bmecat preset: generated catalogues', () => {
  test('BMEcat 1.2 (ARTICLE, SUPPLIER_AID, ARTICLE_PRICE, ART_ID) is read like 2005', async () => {
    const feed = `<?xml version="1.0" encoding="UTF-8"?>
<BMECAT version="1.2"><T_NEW_CATALOG>
<CATALOG_GROUP_SYSTEM>
  <CATALOG_STRUCTURE type="root"><GROUP_ID>1</GROUP_ID><GROUP_NAME>Root</GROUP_NAME></CATALOG_STRUCTURE>
  <CATALOG_STRUCTURE type="leaf"><GROUP_ID>5</GROUP_ID><GROUP_NAME>Tööriistad</GROUP_NAME><PARENT_ID>1</PARENT_ID></CATALOG_STRUCTURE>
</CATALOG_GROUP_SYSTEM>
<ARTICLE>
  <SUPPLIER_AID>A-1</SUPPLIER_AID>
  <ARTICLE_DETAILS><DESCRIPTION_SHORT>Haamer</DESCRIPTION_SHORT><EAN>4011209123458</EAN>
    <MANUFACTURER_AID>H-1</MANUFACTURER_AID><MANUFACTURER_NAME>Hammerwerk</MANUFACTURER_NAME></ARTICLE_DETAILS>
  <ARTICLE_FEATURES><FEATURE><FNAME>Gewicht</FNAME><FVALUE>0,5</FVALUE><FUNIT>kg</FUNIT></FEATURE></ARTICLE_FEATURES>
  <ARTICLE_PRICE_DETAILS><ARTICLE_PRICE price_type="net_list"><PRICE_AMOUNT>12.5</PRICE_AMOUNT>
    <PRICE_CURRENCY>EUR</PRICE_CURRENCY><TAX>0.2</TAX></ARTICLE_PRICE></ARTICLE_PRICE_DETAILS>
</ARTICLE>
<ARTICLE_TO_CATALOGGROUP_MAP><ART_ID>A-1</ART_ID><CATALOG_GROUP_ID>5</CATALOG_GROUP_ID></ARTICLE_TO_CATALOGGROUP_MAP>
</T_NEW_CATALOG></BMECAT>`;
    const run = await readContent('bmecat', {}, feed);
    expect(run.error).toBeNull();
    expect(run.records).toEqual([
      {
        code: 'A-1',
        sku: null,
        name: 'Haamer',
        ean: '4011209123458',
        manufacturerCode: 'H-1',
        brand: 'Hammerwerk',
        category: { code: '5', name: 'Tööriistad', path: ['Tööriistad'] },
        price: '12.5',
        rrpPrice: null,
        supplierPrice: null,
        currency: 'EUR',
        vatRate: '20',
        amount: null,
        description: null,
        images: [],
        attributes: [
          { code: 'gewicht', name: 'Gewicht', type: 'number', value: '0.5', unit: 'kg', group: null },
        ],
        position: { index: 1, line: 7 },
      },
    ]);
  });

  const groups =
    '<CATALOG_GROUP_SYSTEM>' +
    '<CATALOG_STRUCTURE><GROUP_ID>A</GROUP_ID><GROUP_NAME>Alpha</GROUP_NAME><PARENT_ID>B</PARENT_ID></CATALOG_STRUCTURE>' +
    '<CATALOG_STRUCTURE><GROUP_ID>B</GROUP_ID><GROUP_NAME>Beta</GROUP_NAME><PARENT_ID>A</PARENT_ID></CATALOG_STRUCTURE>' +
    '</CATALOG_GROUP_SYSTEM>';
  const product = (code: string, name: string) =>
    `<PRODUCT><SUPPLIER_PID>${code}</SUPPLIER_PID><PRODUCT_DETAILS><DESCRIPTION_SHORT>${name}</DESCRIPTION_SHORT></PRODUCT_DETAILS></PRODUCT>`;
  const map = (code: string, group: string) =>
    `<PRODUCT_TO_CATALOGGROUP_MAP><PROD_ID>${code}</PROD_ID><CATALOG_GROUP_ID>${group}</CATALOG_GROUP_ID></PRODUCT_TO_CATALOGGROUP_MAP>`;

  test('a cycle in the group tree is cut: each group appears once in the path', async () => {
    const feed = `<BMECAT><T_NEW_CATALOG>${groups}${product('Q-1', 'Looped')}${map('Q-1', 'A')}</T_NEW_CATALOG></BMECAT>`;
    const run = await readContent('bmecat', {}, feed);
    expect(run.error).toBeNull();
    expect(run.records.map((r) => [r.code, r.name, r.category])).toEqual([
      ['Q-1', 'Looped', { code: 'A', name: 'Alpha', path: ['Beta', 'Alpha'] }],
    ]);
  });

  test('a repeated SUPPLIER_PID is dropped with a warning; the first product keeps its values', async () => {
    const feed =
      `<BMECAT><T_NEW_CATALOG>${groups}${product('P-1', 'First')}${product('P-1', 'Again')}` +
      `${map('P-1', 'B')}</T_NEW_CATALOG></BMECAT>`;
    const run = await readContent('bmecat', {}, feed);
    expect(run.error).toBeNull();
    expect(run.records.map((r) => [r.code, r.name, r.category])).toEqual([
      ['P-1', 'First', { code: 'B', name: 'Beta', path: ['Alpha', 'Beta'] }],
    ]);
    expect(warningSummary(run)).toEqual([
      { key: 'feed_duplicate_code', params: { code: 'P-1', first: 1 }, position: { index: 2, line: 1 } },
    ]);
  });

  test('a catalogue without products: feed_no_items', async () => {
    const run = await readContent('bmecat', {}, '<BMECAT><HEADER/><T_NEW_CATALOG/></BMECAT>');
    expect(run.error?.key).toBe('feed_no_items');
    expect(run.error?.params).toEqual({ itemPath: 'T_NEW_CATALOG/PRODUCT' });
  });

  test('an RSS feed read as BMEcat: its root is not <BMECAT>', async () => {
    const run = await readFixture('demo-google-rss.xml', 'bmecat', {});
    expect(run.error?.key).toBe('feed_root_not_bmecat');
  });

  test('a BMEcat without products: feed_no_items', async () => {
    const run = await readContent('bmecat', {}, '<BMECAT version="2005"><T_NEW_CATALOG/></BMECAT>');
    expect(run.error?.key).toBe('feed_no_items');
  });
});

describe('bmecat preset: attachments that are not pictures', () => {
  const mime = (source: string, type: string | null, purpose: string, description = '') =>
    `<MIME>${type === null ? '' : `<MIME_TYPE>${type}</MIME_TYPE>`}<MIME_SOURCE>${source}</MIME_SOURCE>` +
    `${description ? `<MIME_DESCR>${description}</MIME_DESCR>` : ''}<MIME_PURPOSE>${purpose}</MIME_PURPOSE></MIME>`;
  const feed = `<BMECAT version="1.2"><T_NEW_CATALOG>
<ARTICLE><SUPPLIER_AID>M-1</SUPPLIER_AID><MIME_INFO>
  ${mime('http://media.example/m-1.jpeg', 'image/jpeg', 'detail')}
  ${mime('m-1_application.jpg', 'image/jpeg', 'others')}
  ${mime('m-1_guide.pdf', 'application/pdf', 'data_sheet', 'User manual')}
  ${mime('http://media.example/m-1_specs.html', 'url', 'data_sheet')}
  ${mime('sds/m-1.pdf', null, 'safety_data_sheet')}
  ${mime('http://catalog.example/cgi-bin/show.exe?UserID=web&amp;Password=s3cret&amp;ObjectID=1', 'url', 'data_sheet', 'Deeplink')}
</MIME_INFO></ARTICLE>
<ARTICLE><SUPPLIER_AID>M-2</SUPPLIER_AID><MIME_INFO>${mime('m-2.png', null, 'normal')}</MIME_INFO></ARTICLE>
</T_NEW_CATALOG></BMECAT>`;

  test('PDFs, pages and deeplinks are documents, not images; a password in a link is never kept', async () => {
    const run = await readContent('bmecat', {}, feed);
    expect(run.error).toBeNull();
    const record = recordOf(run, 'M-1');
    expect(record.images).toEqual(['http://media.example/m-1.jpeg', 'm-1_application.jpg']);
    expect(record.documents).toEqual([
      { url: 'm-1_guide.pdf', type: 'application/pdf', purpose: 'data_sheet', description: 'User manual' },
      { url: 'http://media.example/m-1_specs.html', type: 'url', purpose: 'data_sheet', description: null },
      { url: 'sds/m-1.pdf', type: null, purpose: 'safety_data_sheet', description: null },
      {
        url: 'http://catalog.example/cgi-bin/show.exe?UserID=web&Password=***&ObjectID=1',
        type: 'url',
        purpose: 'data_sheet',
        description: 'Deeplink',
      },
    ]);
    expect(JSON.stringify(run.records)).not.toContain('s3cret');
  });

  test('a product with pictures only has no documents key; every record is canonical', async () => {
    const run = await readContent('bmecat', {}, feed);
    expect(recordOf(run, 'M-2').images).toEqual(['m-2.png']);
    expect('documents' in recordOf(run, 'M-2')).toBe(false);
    expectCanonical(run.records);
  });
});

describe('bmecat preset: prices of no configured type', () => {
  const price = (type: string, amount: string) =>
    `<PRODUCT_PRICE price_type="${type}"><PRICE_AMOUNT>${amount}</PRICE_AMOUNT><PRICE_CURRENCY>EUR</PRICE_CURRENCY></PRODUCT_PRICE>`;
  const product = (code: string, ...prices: string[]) =>
    `<PRODUCT><SUPPLIER_PID>${code}</SUPPLIER_PID><PRODUCT_PRICE_DETAILS>${prices.join('')}</PRODUCT_PRICE_DETAILS></PRODUCT>`;
  const catalogue = (...products: string[]) =>
    `<BMECAT><T_NEW_CATALOG>${products.join('')}</T_NEW_CATALOG></BMECAT>`;
  const feed = catalogue(
    product('P-1', price('udp_dummy', '12.5')),
    product('P-2', price('net_customer', '9'), price('udp_dummy', '10')),
    product('P-3', price('udp_dummy', '7')),
  );

  test('none of priceType (net_list): ONE warning naming the types the feed has, before the records', async () => {
    const run = await readContent('bmecat', {}, feed);
    expect(run.error).toBeNull();
    expect(run.records.map((r) => r.price)).toEqual([null, null, null]);
    expect(run.warnings).toEqual([
      {
        key: 'feed_price_type_not_found',
        field: 'price',
        params: { priceType: 'net_list', found: 'udp_dummy, net_customer' },
        position: {},
      },
    ]);
    expect(run.events[0].type).toBe('warning');
    expect(feedMessage('en', run.warnings[0])).toBe(
      'No product has a price of type "net_list" (the feed\'s price types: udp_dummy, net_customer); set priceType in the feed settings to read the prices',
    );
  });

  test('priceType set to a type the feed has: the prices, no warning', async () => {
    const run = await readContent('bmecat', { priceType: 'udp_dummy' }, feed);
    expect(run.warnings).toEqual([]);
    expect(run.records.map((r) => r.price)).toEqual(['12.5', '10', '7']);
  });

  test('no warning when some product has the type, when no product has a price, or a price has no amount', async () => {
    const some = await readContent(
      'bmecat',
      {},
      catalogue(product('A', price('net_list', '1')), product('B', price('udp', '2'))),
    );
    const none = await readContent('bmecat', {}, catalogue(product('A'), product('B')));
    const empty = await readContent(
      'bmecat',
      {},
      catalogue(
        product(
          'A',
          '<PRODUCT_PRICE price_type="net_customer"><PRICE_CURRENCY>EUR</PRICE_CURRENCY></PRODUCT_PRICE>',
        ),
      ),
    );
    expect([some.warnings, none.warnings, empty.warnings]).toEqual([[], [], []]);
    expect(some.records.map((r) => r.price)).toEqual(['1', null]);
  });
});

describe('bmecat preset: BMEcat 2005 feature templates (FTEMPLATE/FT_NAME)', () => {
  const template = (id: string, name: string) =>
    `<bme:FTEMPLATE><bme:FT_ID>${id}</bme:FT_ID><bme:FT_NAME>${name}</bme:FT_NAME></bme:FTEMPLATE>`;
  // Prefixed 2005+onto namespace: elements are matched by their local names.
  const feed = `<?xml version="1.0" encoding="UTF-8"?>
<bme:BMECAT version="2005" xmlns:bme="http://www.bmecat.org/bmecat/2005+onto"><bme:T_NEW_CATALOG>
<bme:PRODUCT><bme:SUPPLIER_PID>T-1</bme:SUPPLIER_PID>
  <bme:PRODUCT_FEATURES>
    <bme:REFERENCE_FEATURE_SYSTEM_NAME>ECLASS-9.0</bme:REFERENCE_FEATURE_SYSTEM_NAME>
    <bme:REFERENCE_FEATURE_GROUP_ID>27141137</bme:REFERENCE_FEATURE_GROUP_ID>
    <bme:FEATURE>${template('0173-1#02-AAR080#005', 'Konstruktion')}
      <bme:VALUE_IDREF>0173-1#01-ADS444#005</bme:VALUE_IDREF><bme:FVALUE_DETAILS>Konstruktion</bme:FVALUE_DETAILS></bme:FEATURE>
    <bme:FEATURE>${template('0173-1#02-AAF040#004', 'Nettogewicht')}<bme:FVALUE>0,5</bme:FVALUE><bme:FUNIT>kg</bme:FUNIT></bme:FEATURE>
    <bme:FEATURE>${template('0173-1#02-AAN489#003', 'Einbauform')}
      <bme:VALUE_IDREF>0173-1#07-BAA194#001</bme:VALUE_IDREF><bme:FVALUE_DETAILS>Aufbau</bme:FVALUE_DETAILS></bme:FEATURE>
    <bme:FEATURE>${template('0173-1#02-AAN483#001', 'Hüllkörper')}<bme:VALUE_IDREF>0173-1#07-AAR647#001</bme:VALUE_IDREF></bme:FEATURE>
    <bme:FEATURE><bme:FNAME>Farbe</bme:FNAME><bme:FVALUE>weiß</bme:FVALUE></bme:FEATURE>
    <bme:FEATURE_GROUP>
      <bme:REFERENCE_FEATURE_GROUP_ID>0173-1#01-ADN228#005</bme:REFERENCE_FEATURE_GROUP_ID>
      <bme:FEATURE>${template('0173-1#02-AAO677#001', 'Hersteller-Name')}<bme:FVALUE>Klemmwerk</bme:FVALUE></bme:FEATURE>
      <bme:FEATURE>${template('EF000007', 'Farbe des Gehäuses')}<bme:FVALUE>EV000080</bme:FVALUE></bme:FEATURE>
    </bme:FEATURE_GROUP>
  </bme:PRODUCT_FEATURES>
</bme:PRODUCT>
</bme:T_NEW_CATALOG></bme:BMECAT>`;

  test('become attributes like FNAME features: values, units, VALUE_IDREF, feature groups, ETIM codes', async () => {
    const run = await readContent('bmecat', {}, feed);
    expect(run.error).toBeNull();
    // Konstruktion (a block header: its FVALUE_DETAILS repeats the name) and Hüllkörper keep their ids.
    expect(warningSummary(run)).toEqual([
      {
        key: 'feed_feature_value_ids',
        params: { count: 2, dictionary: 'ECLASS-9.0', example: '0173-1#01-ADS444#005' },
        position: {},
      },
    ]);
    expect(recordOf(run, 'T-1').attributes).toEqual([
      {
        code: 'konstruktion',
        name: 'Konstruktion',
        type: 'text',
        value: '0173-1#01-ADS444#005',
        unit: null,
        group: '27141137',
      },
      {
        code: 'nettogewicht',
        name: 'Nettogewicht',
        type: 'number',
        value: '0.5',
        unit: 'kg',
        group: '27141137',
      },
      {
        code: 'einbauform',
        name: 'Einbauform',
        type: 'text',
        value: 'Aufbau',
        unit: null,
        group: '27141137',
      },
      {
        code: 'hullkorper',
        name: 'Hüllkörper',
        type: 'text',
        value: '0173-1#07-AAR647#001',
        unit: null,
        group: '27141137',
      },
      { code: 'farbe', name: 'Farbe', type: 'text', value: 'weiß', unit: null, group: '27141137' },
      {
        code: 'hersteller_name',
        name: 'Hersteller-Name',
        type: 'text',
        value: 'Klemmwerk',
        unit: null,
        group: '0173-1#01-ADN228#005',
      },
      {
        code: 'EF000007',
        name: 'Farbe des Gehäuses',
        type: 'text',
        value: 'EV000080',
        unit: null,
        group: '0173-1#01-ADN228#005',
      },
    ]);
  });

  test('an FT_NAME in the wanted language is taken when the template has several', async () => {
    const multilingual = feed.replace(
      '<bme:FT_NAME>Nettogewicht</bme:FT_NAME>',
      '<bme:FT_NAME lang="deu">Nettogewicht</bme:FT_NAME><bme:FT_NAME lang="eng">Net weight</bme:FT_NAME>',
    );
    const run = await readContent('bmecat', { language: 'eng' }, multilingual);
    expect(recordOf(run, 'T-1').attributes[1]).toMatchObject({
      code: 'net_weight',
      name: 'Net weight',
      unit: 'kg',
    });
  });
});

describe('bmecat preset: feature values that are only dictionary ids (VALUE_IDREF)', () => {
  // A hand-made BMEcat 2005 catalogue in the form of an eCl@ss Advanced export: features named by their
  // template, values referred to by id, a few with a text (FVALUE_DETAILS) and most without.
  const feature = (name: string, inner: string) =>
    `<FEATURE><FTEMPLATE><FT_ID>0173-1#02-${name.toUpperCase()}#001</FT_ID><FT_NAME>${name}</FT_NAME></FTEMPLATE>${inner}</FEATURE>`;
  const ref = (id: string, details = '') =>
    `<VALUE_IDREF>${id}</VALUE_IDREF>${details ? `<FVALUE_DETAILS>${details}</FVALUE_DETAILS>` : ''}`;
  const product = (code: string, system: string | null, ...features: string[]) =>
    `<PRODUCT><SUPPLIER_PID>${code}</SUPPLIER_PID><PRODUCT_FEATURES>` +
    (system ? `<REFERENCE_FEATURE_SYSTEM_NAME>${system}</REFERENCE_FEATURE_SYSTEM_NAME>` : '') +
    `<REFERENCE_FEATURE_GROUP_ID>27-14-11-37</REFERENCE_FEATURE_GROUP_ID>${features.join('')}` +
    `</PRODUCT_FEATURES></PRODUCT>`;
  const catalogue = (...parts: string[]) =>
    `<BMECAT version="2005" xmlns="http://www.bmecat.org/bmecat/2005"><T_NEW_CATALOG>${parts.join('')}</T_NEW_CATALOG></BMECAT>`;
  const allowedValue = (id: string, ...names: string[]) =>
    `<ALLOWED_VALUE><ALLOWED_VALUE_ID>${id}</ALLOWED_VALUE_ID>${names.join('')}</ALLOWED_VALUE>`;
  const products = [
    product(
      'M-1',
      'ECLASS-5.1',
      feature('Farbe', ref('0173-1#07-AAA001#001')),
      feature('Montageart', ref('0173-1#07-AAA002#001', 'Hutschiene')),
      feature('Gewicht', '<FVALUE>0.2</FVALUE><FUNIT>kg</FUNIT>'),
      feature('Konstruktion', ref('0173-1#01-BLOCK1#001', 'Konstruktion')),
    ),
    product(
      'M-2',
      'ECLASS-5.1',
      feature('Farbe', ref('0173-1#07-AAA003#001')),
      feature('Zulassungen', ref('0173-1#07-AAA004#001') + ref('0173-1#07-AAA005#001')),
    ),
  ];
  const valuesOf = (run: Awaited<ReturnType<typeof readContent>>, code: string) =>
    Object.fromEntries(recordOf(run, code).attributes.map((a) => [a.name, a.value]));

  test('are kept with the id as the value; ONE warning for the feed counts them and names the dictionary', async () => {
    const run = await readContent('bmecat', {}, catalogue(...products));
    expect(run.error).toBeNull();
    expect(valuesOf(run, 'M-1')).toEqual({
      Farbe: '0173-1#07-AAA001#001',
      Montageart: 'Hutschiene',
      Gewicht: '0.2',
      // An eCl@ss Advanced block header: its FVALUE_DETAILS only repeats the name, so the id is the value.
      Konstruktion: '0173-1#01-BLOCK1#001',
    });
    expect(valuesOf(run, 'M-2')).toEqual({
      Farbe: '0173-1#07-AAA003#001',
      Zulassungen: ['0173-1#07-AAA004#001', '0173-1#07-AAA005#001'],
    });
    expect(warningSummary(run)).toEqual([
      {
        key: 'feed_feature_value_ids',
        params: { count: 5, dictionary: 'ECLASS-5.1', example: '0173-1#07-AAA001#001' },
        position: {},
      },
    ]);
    // Before the records, so that a long list of other warnings does not hide it.
    expect(run.events[0].type).toBe('warning');
    expect(feedMessage('en', run.warnings[0])).toBe(
      'Features whose value is only an id of the ECLASS-5.1 dictionary (VALUE_IDREF, e.g. "0173-1#07-AAA001#001"), which the feed gives no text for: 5; their attributes have the id as the value',
    );
    expect(feedMessage('et', run.warnings[0])).toBe(
      'Tunnuseid, mille väärtus on ainult sõnastiku ECLASS-5.1 id (VALUE_IDREF, nt „0173-1#07-AAA001#001“) ja millele voog teksti ei anna: 5; nende atribuutide väärtus on see id',
    );
  });

  test("the catalogue's value definitions (ALLOWED_VALUE) give the text, in the wanted language, before or after the products", async () => {
    const definitions =
      '<CLASSIFICATION_SYSTEM><CLASSIFICATION_SYSTEM_NAME>ECLASS-5.1</CLASSIFICATION_SYSTEM_NAME><ALLOWED_VALUES>' +
      allowedValue(
        '0173-1#07-AAA001#001',
        '<ALLOWED_VALUE_NAME lang="deu">weiß</ALLOWED_VALUE_NAME>',
        '<ALLOWED_VALUE_NAME lang="eng">white</ALLOWED_VALUE_NAME>',
      ) +
      allowedValue('0173-1#07-AAA004#001', '<ALLOWED_VALUE_NAME>CE</ALLOWED_VALUE_NAME>') +
      allowedValue('0173-1#07-AAA005#001', '<ALLOWED_VALUE_NAME>UL</ALLOWED_VALUE_NAME>') +
      '</ALLOWED_VALUES></CLASSIFICATION_SYSTEM>';
    const before = await readContent('bmecat', { language: 'eng' }, catalogue(definitions, ...products));
    const after = await readContent('bmecat', { language: 'eng' }, catalogue(...products, definitions));
    for (const run of [before, after]) {
      expect(valuesOf(run, 'M-1')).toMatchObject({ Farbe: 'white', Montageart: 'Hutschiene' });
      expect(valuesOf(run, 'M-2')).toEqual({ Farbe: '0173-1#07-AAA003#001', Zulassungen: ['CE', 'UL'] });
      // Only the ids without a text are counted: M-2's colour and M-1's block header.
      expect(warningSummary(run)).toEqual([
        {
          key: 'feed_feature_value_ids',
          params: { count: 2, dictionary: 'ECLASS-5.1', example: '0173-1#01-BLOCK1#001' },
          position: {},
        },
      ]);
    }
  });

  test('no warning when every id has a text; without a declared dictionary the warning names none', async () => {
    const defined = await readContent(
      'bmecat',
      {},
      catalogue(
        product('D-1', 'ECLASS-5.1', feature('Farbe', ref('0173-1#07-AAA001#001'))),
        allowedValue('0173-1#07-AAA001#001', '<ALLOWED_VALUE_NAME>weiß</ALLOWED_VALUE_NAME>'),
      ),
    );
    expect(defined.warnings).toEqual([]);
    expect(valuesOf(defined, 'D-1')).toEqual({ Farbe: 'weiß' });

    const undeclared = await readContent(
      'bmecat',
      {},
      catalogue(product('U-1', null, feature('Farbe', ref('0173-1#07-AAA001#001')))),
    );
    expect(warningSummary(undeclared)).toEqual([
      { key: 'feed_feature_value_ids', params: { count: 1, example: '0173-1#07-AAA001#001' }, position: {} },
    ]);
    expect(feedMessage('en', undeclared.warnings[0])).toBe(
      'Features whose value is only a dictionary id (VALUE_IDREF, e.g. "0173-1#07-AAA001#001"), which the feed gives no text for: 1; their attributes have the id as the value',
    );
  });
});

describe('bmecat preset: DOCTYPE with an internal subset', () => {
  const catalogue = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE BMECAT SYSTEM "bmecat_new_catalog_1_2.dtd"
[
	<!ENTITY % USERDEFINES "(UDX.SHOP.NOTE?,UDX.SHOP.ATTR*)">
	<!ELEMENT UDX.SHOP.NOTE (#PCDATA)>
	<!ELEMENT UDX.SHOP.ATTR (UDX.NAME?,UDX.VALUE?)>
]
>
<BMECAT version="1.2" xmlns="http://www.bmecat.org/bmecat/1.2/bmecat_new_catalog"><T_NEW_CATALOG>
<ARTICLE><SUPPLIER_AID>KS-1</SUPPLIER_AID>
  <ARTICLE_DETAILS><DESCRIPTION_SHORT>${body}</DESCRIPTION_SHORT></ARTICLE_DETAILS>
  <USER_DEFINED_EXTENSIONS><UDX.SHOP.NOTE>unused by the reader</UDX.SHOP.NOTE></USER_DEFINED_EXTENSIONS>
</ARTICLE>
</T_NEW_CATALOG></BMECAT>`;

  test('unused declarations (a parameter entity, UDX elements) are skipped unread: the catalogue is read', async () => {
    const run = await readContent('bmecat', {}, catalogue('Ringschlüssel 10 mm'));
    expect(run.error).toBeNull();
    expect(run.records.map((r) => [r.code, r.name])).toEqual([['KS-1', 'Ringschlüssel 10 mm']]);
  });

  test('the body using an entity is still refused (feed_xml_entity): nothing is expanded', async () => {
    const run = await readContent('bmecat', {}, catalogue('&USERDEFINES;'));
    expect(run.error?.key).toBe('feed_xml_entity');
    expect(run.error?.params).toEqual({ entity: '&USERDEFINES;' });
    expect(run.records).toEqual([]);
  });
});

describe('bmecat preset: a product over the element limit', () => {
  const features = (count: number) =>
    `<PRODUCT_FEATURES>${'<FEATURE><FNAME>Farbe</FNAME><FVALUE>rot</FVALUE></FEATURE>'.repeat(count)}</PRODUCT_FEATURES>`;
  const product = (code: string, inner: string) =>
    `<PRODUCT>\n<SUPPLIER_PID>${code}</SUPPLIER_PID>${inner}</PRODUCT>\n`;
  const catalogue = (...products: string[]) =>
    `<BMECAT version="2005">\n<T_NEW_CATALOG>\n${products.join('')}</T_NEW_CATALOG></BMECAT>`;

  test('is skipped with a warning naming its code; the products around it are read', async () => {
    const feed = catalogue(product('SMALL-1', ''), product('HUGE-2', features(40)), product('SMALL-3', ''));
    const run = await readContent('bmecat', { maxItemElements: 100 }, feed);
    expect(run.error).toBeNull();
    expect(codesOf(run)).toEqual(['SMALL-1', 'SMALL-3']);
    expect(warningSummary(run)).toEqual([
      {
        key: 'feed_product_too_large',
        params: { code: 'HUGE-2', limit: 100 },
        position: { index: 2, line: 5 },
      },
    ]);
    expect(run.records.map((r) => r.position.index)).toEqual([1, 3]);
  });

  test('a code that comes after the limit is not found: the warning names the position', async () => {
    const huge = `<PRODUCT>${features(40)}<SUPPLIER_PID>LATE</SUPPLIER_PID></PRODUCT>`;
    const run = await readContent('bmecat', { maxItemElements: 100 }, catalogue(huge, product('NEXT', '')));
    expect(codesOf(run)).toEqual(['NEXT']);
    expect(warningSummary(run)).toEqual([
      { key: 'feed_product_too_large_no_code', params: { limit: 100 }, position: { index: 1, line: 3 } },
    ]);
  });

  test('a feed whose only product is too large has products: a warning, not feed_no_items', async () => {
    const run = await readContent(
      'bmecat',
      { maxItemElements: 100 },
      catalogue(product('HUGE', features(40))),
    );
    expect(run.error).toBeNull();
    expect(run.warnings.map((w) => w.key)).toEqual(['feed_product_too_large']);
  });

  test('maxItemElements raises the limit: the same product is read', async () => {
    const run = await readContent(
      'bmecat',
      { maxItemElements: 200 },
      catalogue(product('HUGE-2', features(40))),
    );
    expect(run.warnings).toEqual([]);
    expect(run.records.map((r) => [r.code, r.attributes[0]?.value])).toEqual([['HUGE-2', 'rot']]);
  });

  test('maxItemElements is a whole number from 100 to MAX_ITEM_ELEMENTS; unset, the default limit holds', () => {
    const ok = (value: unknown) => validateFeedParams('bmecat', { maxItemElements: value }).success;
    expect([ok(100), ok(MAX_ITEM_ELEMENTS), ok(99), ok(MAX_ITEM_ELEMENTS + 1), ok(1000.5)]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(DEFAULT_FEED_LIMITS.maxItemNodes).toBeLessThanOrEqual(MAX_ITEM_ELEMENTS);
  });
});

describe('bmecat preset: the products spill file', () => {
  const previousTmp = process.env.TMPDIR;
  let tmp = '';
  beforeEach(() => {
    // os.tmpdir() follows TMPDIR: a private one shows what the adapter leaves behind.
    tmp = mkdtempSync(join(tmpdir(), 'bmecat-spill-test-'));
    process.env.TMPDIR = tmp;
  });
  afterEach(() => {
    if (previousTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmp;
    rmSync(tmp, { recursive: true, force: true });
  });

  test('is removed after a complete read', async () => {
    const run = await readDemo('demo-bmecat.xml');
    expect(run.records).toHaveLength(3);
    expect(readdirSync(tmp)).toEqual([]);
  });

  test('is removed when the catalogue is cut off (feed_truncated, nothing yielded)', async () => {
    const feed =
      '<BMECAT><T_NEW_CATALOG><PRODUCT><SUPPLIER_PID>P-1</SUPPLIER_PID></PRODUCT>' +
      '<PRODUCT><SUPPLIER_PID>P-2</SUPPLIER_PID><PRODUCT_DETAILS><DESCRIPTION_SH';
    const run = await readContent('bmecat', {}, feed);
    expect(run.error?.key).toBe('feed_truncated');
    // Products wait for the group map at the end: a cut-off catalogue yields none of them.
    expect(run.records).toEqual([]);
    expect(readdirSync(tmp)).toEqual([]);
  });
});
