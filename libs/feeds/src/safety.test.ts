// Hostile and broken feeds (fixtures/bad and generated ones): every one ends in a clear FeedError or in
// warnings with positions, never in a crash, a hang, an entity expansion or a network request.
import { DEFAULT_FEED_LIMITS } from './limits';
import { feedMessage } from './messages';
import {
  codesOf,
  fixtureBytes,
  readContent,
  readFixture,
  startServer,
  warningSummary,
  type FeedRun,
} from './testing/feed-test-utils';

/** Mappings for the bad feeds (they have no params files): products with @id, name, price and stock. */
const XML = { itemPath: 'product', fields: { code: '@id', name: 'name', price: 'price', amount: 'stock' } };
const CSV = { delimiter: ';', fields: { code: 'code', name: 'name', price: 'price' } };
const JSON_ARRAY = { fields: { code: 'id', name: 'name', price: 'price' } };
const XML_CLASSES = [
  ['xml', XML],
  ['google-merchant', {}],
  ['bmecat', {}],
] as const;

const MIB = DEFAULT_FEED_LIMITS.maxFieldChars;

/** The root element each preset reads (it refuses another root before reading on). */
const PRESET_ROOTS: Record<string, string> = { 'google-merchant': 'rss', bmecat: 'BMECAT' };

/**
 * A bad fixture read with a class: as it is with `xml`; with a preset, its `<products>` root renamed to
 * the preset's, so that the preset reads on into what makes it bad (lines and columns of the prolog stay).
 */
function readBad(file: string, className: string, params: unknown): Promise<FeedRun> {
  const root = PRESET_ROOTS[className];
  if (!root) return readFixture(file, className, params);
  const text = fixtureBytes(file)
    .toString('utf8')
    .replace(/<(\/?)products\b/g, `<$1${root}`);
  return readContent(className, params, text);
}

/** The error of a run that must have failed (the test fails with the records it got instead). */
function errorOf(run: FeedRun) {
  if (!run.error) throw new Error(`expected a FeedError; got ${run.records.length} records and no error`);
  return { key: run.error.key, params: run.error.params, position: run.error.position };
}

describe('entity bombs and external entities: refused before anything is expanded or fetched', () => {
  test.each(XML_CLASSES)(
    'billion laughs read as %s: feed_xml_entity, no records',
    async (className, params) => {
      const run = await readBad('bad/billion-laughs.xml', className, params);
      expect(codesOf(run)).toEqual([]);
      // The declarations are never read, let alone expanded: the first use of one is refused.
      expect(errorOf(run)).toMatchObject({ key: 'feed_xml_entity', params: { entity: '&lol9;' } });
    },
  );

  test.each(XML_CLASSES)(
    'XXE file entity read as %s: feed_xml_entity, no records',
    async (className, params) => {
      const run = await readBad('bad/xxe-file.xml', className, params);
      expect(codesOf(run)).toEqual([]);
      expect(run.error?.key).toBe('feed_xml_entity');
    },
  );

  test.each(XML_CLASSES)('XXE parameter entity read as %s: feed_xml_entity', async (className, params) => {
    const run = await readBad('bad/xxe-parameter.xml', className, params);
    expect(codesOf(run)).toEqual([]);
    expect(run.error?.key).toBe('feed_xml_entity');
  });

  test('the bomb is refused where the document uses it (line 14, column 33), not at line 1', async () => {
    const run = await readFixture('bad/billion-laughs.xml', 'xml', XML);
    expect(errorOf(run)).toEqual({
      key: 'feed_xml_entity',
      params: { entity: '&lol9;' },
      position: { line: 14, column: 33 },
    });
  });

  test('an external entity is refused where it is declared, even before any use', async () => {
    const run = await readBad('bad/xxe-file.xml', 'bmecat', {});
    expect(errorOf(run)).toEqual({
      key: 'feed_xml_entity',
      params: { entity: '<!ENTITY xxe SYSTEM …>' },
      position: { line: 2, column: 22 },
    });
  });

  test('a parameter entity is refused at its declaration when external, at its reference when internal', async () => {
    const external = await readFixture('bad/xxe-parameter.xml', 'xml', XML);
    const internal = await readContent(
      'xml',
      XML,
      '<!DOCTYPE products [\n  <!ENTITY % decls "<!ELEMENT x ANY>">\n  %decls;\n]>\n<products/>',
    );
    expect([errorOf(external), errorOf(internal)]).toEqual([
      {
        key: 'feed_xml_entity',
        params: { entity: '<!ENTITY % remote SYSTEM …>' },
        position: { line: 3, column: 3 },
      },
      { key: 'feed_xml_entity', params: { entity: '%decls;' }, position: { line: 3, column: 3 } },
    ]);
  });

  test('declarations the document never uses are read past: internal entities, elements, attribute lists', async () => {
    const run = await readContent(
      'xml',
      XML,
      '<?xml version="1.0"?>\n<!DOCTYPE products SYSTEM "products.dtd" [\n' +
        '  <!ENTITY % EXTRA "(note?)">\n  <!ENTITY lol "lol">\n  <!ELEMENT note (#PCDATA)>\n' +
        '  <!ATTLIST product id CDATA #REQUIRED>\n]>\n' +
        '<products><product id="1"><name>Plain &amp; simple</name></product></products>',
    );
    expect(run.error).toBeNull();
    expect(run.records.map((r) => [r.code, r.name])).toEqual([['1', 'Plain & simple']]);
  });

  test('an internal entity the document uses is refused at the use: its value is never expanded', async () => {
    const run = await readContent(
      'xml',
      XML,
      '<!DOCTYPE products [ <!ENTITY brand "Expanded"> ]>\n<products><product id="1"><name>&brand;</name></product></products>',
    );
    expect(errorOf(run)).toEqual({
      key: 'feed_xml_entity',
      params: { entity: '&brand;' },
      position: { line: 2, column: 33 },
    });
    expect(run.records).toEqual([]);
  });

  test('external and parameter entities pointing at a live server: refused, and the server is never asked', async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.end('secret-from-the-server');
    });
    try {
      const general = await readContent(
        'xml',
        XML,
        `<?xml version="1.0"?>\n<!DOCTYPE products [ <!ENTITY xxe SYSTEM "${server.url}/secret"> ]>\n` +
          '<products><product id="1"><name>&xxe;</name></product></products>',
      );
      const parameter = await readContent(
        'xml',
        XML,
        `<?xml version="1.0"?>\n<!DOCTYPE products [\n  <!ENTITY % remote SYSTEM "${server.url}/evil.dtd">\n  %remote;\n]>\n` +
          '<products><product id="1"><name>ok</name></product></products>',
      );
      expect([general.error?.key, parameter.error?.key]).toEqual(['feed_xml_entity', 'feed_xml_entity']);
      expect([...general.records, ...parameter.records]).toEqual([]);
      expect(server.requests).toEqual([]);
    } finally {
      await server.close();
    }
  });

  test('a DOCTYPE naming an external DTD without entities is read, and the DTD is not fetched', async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/xml-dtd' });
      res.end('<!ENTITY name "injected">');
    });
    try {
      const run = await readContent(
        'xml',
        XML,
        `<?xml version="1.0"?>\n<!DOCTYPE products SYSTEM "${server.url}/products.dtd">\n` +
          '<products><product id="1"><name>Plain</name></product></products>',
      );
      expect(run.error).toBeNull();
      expect(run.records.map((r) => [r.code, r.name])).toEqual([['1', 'Plain']]);
      expect(server.requests).toEqual([]);
    } finally {
      await server.close();
    }
  });

  test('an undefined entity (&eacute;) is refused with its name and position', async () => {
    const run = await readFixture('bad/undefined-entity.xml', 'xml', XML);
    expect(codesOf(run)).toEqual([]);
    expect(errorOf(run)).toEqual({
      key: 'feed_xml_entity',
      params: { entity: '&eacute;' },
      position: { line: 2, column: 36 },
    });
  });

  test('the five predefined entities and character references are decoded', async () => {
    const run = await readContent(
      'xml',
      XML,
      '<products><product id="a&amp;b"><name>&lt;Tom&gt; &quot;&apos; &#228;&#x161;&#x1F4A1;</name></product></products>',
    );
    expect(run.records.map((r) => [r.code, r.name])).toEqual([['a&b', '<Tom> "\' äš💡']]);
  });
});

describe('truncated feeds: a clear FeedError, never a complete read', () => {
  test('truncated.xml: the complete first product, then feed_truncated where the text stops', async () => {
    const run = await readFixture('bad/truncated.xml', 'xml', XML);
    expect(codesOf(run)).toEqual(['1']);
    expect(errorOf(run)).toEqual({
      key: 'feed_truncated',
      params: { reason: 'the document stops inside markup or text' },
      position: { line: 4, column: 35 },
    });
  });

  test.each([['google-merchant'], ['bmecat']])(
    'truncated.xml read as %s: feed_truncated',
    async (className) => {
      const run = await readBad('bad/truncated.xml', className, {});
      expect(codesOf(run)).toEqual([]);
      expect(run.error?.key).toBe('feed_truncated');
    },
  );

  test('an XML document whose elements are never closed: feed_truncated naming the open tag', async () => {
    const run = await readContent('xml', XML, '<products><product id="1"><name>One</name></product>');
    expect(codesOf(run)).toEqual(['1']);
    expect(errorOf(run)).toMatchObject({
      key: 'feed_truncated',
      params: { reason: 'unclosed tag: products' },
    });
  });

  test('truncated.csv with ";": feed_truncated at the row whose quoted field is not closed', async () => {
    const run = await readFixture('bad/truncated.csv', 'csv', CSV);
    expect(errorOf(run)).toEqual({
      key: 'feed_truncated',
      params: { reason: 'a quoted field is not closed' },
      position: { line: 3 },
    });
  });

  test('truncated.csv with the delimiter detected (the default): also feed_truncated', async () => {
    const run = await readFixture('bad/truncated.csv', 'csv', { ...CSV, delimiter: 'auto' });
    expect(run.error?.key).toBe('feed_truncated');
    expect(run.error?.position).toEqual({ line: 3 });
  });

  test('truncated.json (cut inside a key): feed_truncated, not a crash or a hang', async () => {
    const run = await readFixture('bad/truncated.json', 'json', JSON_ARRAY);
    expect(run.error?.key).toBe('feed_truncated');
  });

  test('NDJSON cut inside its last line (no newline, not JSON): feed_truncated, not a complete feed', async () => {
    const run = await readContent('json', JSON_ARRAY, '{"id":"1","name":"One"}\n{"id":"2","na');
    expect(codesOf(run)).toEqual(['1']);
    expect(run.error?.key).toBe('feed_truncated');
  });
});

describe('malformed documents', () => {
  test('a JSON array with a missing comma: feed_json_malformed, not a crash or a hang', async () => {
    const run = await readContent('json', JSON_ARRAY, '[{"id":"1"} {"id":"2"}]');
    expect(run.error?.key).toBe('feed_json_malformed');
  });

  test.each([
    ['<products><product id="1"></products>', 'end tag </products> does not match <product>', 1, 27],
    ['<products><product id="1">a & b</product></products>', 'a bare "&" (write &amp;)', 1, 29],
    ['<products><product id="1"/></products><x/>', 'a second root element', 1, 39],
    ['<products><product id="1" id="2"/></products>', 'attribute id appears twice', 1, 11],
  ])('%s: feed_xml_malformed (%s)', async (feed, reason, line, column) => {
    const run = await readContent('xml', XML, feed);
    expect(errorOf(run)).toEqual({
      key: 'feed_xml_malformed',
      params: { reason },
      position: { line, column },
    });
  });
});

describe('wrong encoding', () => {
  test('windows-1257 bytes without a declaration are not UTF-8: feed_encoding at byte 54', async () => {
    const bytes = fixtureBytes('bad/wrong-encoding.xml');
    expect(bytes[54]).toBe(0xd0); // "Š" in windows-1257
    const run = await readFixture('bad/wrong-encoding.xml', 'xml', XML);
    expect(codesOf(run)).toEqual([]);
    expect(errorOf(run)).toEqual({
      key: 'feed_encoding',
      params: { encoding: 'utf-8', offset: 54 },
      position: { offset: 54 },
    });
  });

  test('with the encoding set in params, the same bytes read correctly', async () => {
    const run = await readFixture('bad/wrong-encoding.xml', 'xml', { ...XML, encoding: 'windows-1257' });
    expect(run.error).toBeNull();
    expect(run.records.map((r) => [r.code, r.name])).toEqual([['1', 'Šaldytuvas ąžuolas']]);
  });

  test.each([['google-merchant'], ['bmecat']])(
    'wrong-encoding.xml read as %s: feed_encoding at byte 54',
    async (className) => {
      const run = await readFixture('bad/wrong-encoding.xml', className, {});
      expect(errorOf(run)).toEqual({
        key: 'feed_encoding',
        params: { encoding: 'utf-8', offset: 54 },
        position: { offset: 54 },
      });
    },
  );

  test('Latin-1 bytes in a UTF-8 JSON feed: feed_encoding at the first of them', async () => {
    const bytes = Buffer.concat([
      Buffer.from('[{"id":"1","name":"K'),
      Buffer.from([0xfc]),
      Buffer.from('hler"}]'),
    ]);
    const run = await readContent('json', JSON_ARRAY, bytes);
    expect(codesOf(run)).toEqual([]);
    expect(errorOf(run)).toMatchObject({ key: 'feed_encoding', params: { encoding: 'utf-8', offset: 20 } });
  });

  test('an unknown declared encoding: feed_encoding naming it', async () => {
    const run = await readContent(
      'xml',
      XML,
      '<?xml version="1.0" encoding="klingon"?><products><product id="1"/></products>',
    );
    expect(errorOf(run)).toMatchObject({ key: 'feed_encoding', params: { encoding: 'klingon', offset: 0 } });
  });
});

describe('wrong format: the adapter says what it got', () => {
  const html =
    '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Sign in</title></head>' +
    '<body><form><input name="user"><br></form></body></html>';
  /** ASCII control bytes and NULs: valid UTF-8, but binary. */
  const binary = Buffer.from([
    0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00, 0x00, 0x03, 0x00, 0x3e, 0x00,
  ]);
  /** A PNG signature: not UTF-8 at all. */
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);

  test('a CSV read as XML: feed_wrong_format naming csv, at line 1', async () => {
    const run = await readFixture('demo-csv.csv', 'xml', XML);
    expect(errorOf(run)).toEqual({
      key: 'feed_wrong_format',
      params: { found: 'CSV', expected: 'XML', className: 'csv' },
      position: { line: 1 },
    });
    expect(feedMessage('en', run.error!)).toBe('This feed is CSV, not XML: choose the class csv (line 1)');
  });

  test('text that is not a table read as XML: still feed_not_xml where the text is', async () => {
    const run = await readContent('xml', XML, 'Service temporarily unavailable, try again later\n');
    expect(errorOf(run)).toEqual({
      key: 'feed_not_xml',
      params: { reason: 'text outside the root element' },
      position: { line: 1, column: 1 },
    });
  });

  test.each([['xml'], ['google-merchant'], ['bmecat']])(
    'a JSON document read as %s: feed_wrong_format naming json',
    async (className) => {
      const run = await readFixture('demo-json.json', className, className === 'xml' ? XML : {});
      expect(errorOf(run)).toEqual({
        key: 'feed_wrong_format',
        params: { found: 'JSON', expected: 'XML', className: 'json' },
        position: { line: 1 },
      });
      expect(feedMessage('en', run.error!)).toBe(
        'This feed is JSON, not XML: choose the class json (line 1)',
      );
    },
  );

  test('an HTML page (void elements) read as XML: feed_xml_malformed where it stops being XML', async () => {
    const run = await readContent('xml', XML, html);
    expect(errorOf(run)).toEqual({
      key: 'feed_xml_malformed',
      params: { reason: 'end tag </head> does not match <meta>' },
      position: { line: 2, column: 67 },
    });
  });

  test('an empty file read as XML: feed_not_xml (no root element)', async () => {
    const run = await readContent('xml', XML, '');
    expect(errorOf(run)).toMatchObject({ key: 'feed_not_xml', params: { reason: 'no root element' } });
  });

  test('XML read as JSON: feed_wrong_format naming the classes that fit it (its root element line)', async () => {
    const generic = await readFixture('demo-xml.xml', 'json', JSON_ARRAY);
    const google = await readFixture('demo-google-rss.xml', 'json', JSON_ARRAY);
    expect([errorOf(generic), errorOf(google)]).toEqual([
      {
        key: 'feed_wrong_format',
        params: { found: 'XML', expected: 'JSON', className: 'xml' },
        position: { line: 3 },
      },
      {
        key: 'feed_wrong_format',
        params: { found: 'XML', expected: 'JSON', className: 'google-merchant', alternative: 'xml' },
        position: { line: 2 },
      },
    ]);
    expect(feedMessage('en', generic.error!)).toBe(
      'This feed is XML, not JSON: choose the class xml (line 3)',
    );
    expect(feedMessage('en', google.error!)).toBe(
      'This feed is XML, not JSON: choose the class google-merchant (or xml) (line 2)',
    );
  });

  test('a CSV read as JSON: feed_wrong_format naming csv', async () => {
    const run = await readFixture('demo-csv.csv', 'json', JSON_ARRAY);
    expect(errorOf(run)).toMatchObject({
      key: 'feed_wrong_format',
      params: { found: 'CSV', expected: 'JSON', className: 'csv' },
    });
  });

  test('an empty file read as JSON: feed_not_json', async () => {
    const run = await readContent('json', JSON_ARRAY, '  \n');
    expect(errorOf(run)).toMatchObject({ key: 'feed_not_json', params: { reason: 'it is empty' } });
  });

  test('XML and JSON read as CSV: feed_wrong_format (a BMEcat named by its root)', async () => {
    const xml = await readFixture('demo-xml.xml', 'csv', CSV);
    const bmecat = await readFixture('demo-bmecat.xml', 'csv', CSV);
    const json = await readFixture('demo-json.json', 'csv', CSV);
    expect([xml, bmecat, json].map((run) => run.error?.params)).toEqual([
      { found: 'XML', expected: 'CSV', className: 'xml' },
      { found: 'XML', expected: 'CSV', className: 'bmecat', alternative: 'xml' },
      { found: 'JSON', expected: 'CSV', className: 'json' },
    ]);
    expect(feedMessage('en', bmecat.error!)).toMatch(
      /^This feed is XML, not CSV: choose the class bmecat \(or xml\) \(line \d+\)$/,
    );
    expect(feedMessage('et', json.error!)).toBe('See voog on JSON, mitte CSV: valige klass json (rida 1)');
  });

  test('binary junk read as CSV: feed_not_csv (binary data), or feed_encoding when it is not text', async () => {
    const junk = await readContent('csv', { fields: { code: 1 } }, binary);
    expect(errorOf(junk)).toMatchObject({
      key: 'feed_not_csv',
      params: { reason: 'it contains binary data' },
    });
    const image = await readContent('csv', { fields: { code: 1 } }, png);
    expect(errorOf(image)).toMatchObject({ key: 'feed_encoding', params: { encoding: 'utf-8', offset: 0 } });
  });

  test('a Google TSV read as BMEcat or XML: feed_wrong_format naming google-merchant (or csv)', async () => {
    const bmecat = await readFixture('demo-google.tsv', 'bmecat', {});
    const xml = await readFixture('demo-google.tsv', 'xml', XML);
    for (const run of [bmecat, xml])
      expect(errorOf(run)).toEqual({
        key: 'feed_wrong_format',
        params: { found: 'CSV', expected: 'XML', className: 'google-merchant', alternative: 'csv' },
        position: { line: 1 },
      });
    expect(feedMessage('en', xml.error!)).toBe(
      'This feed is CSV, not XML: choose the class google-merchant (or csv) (line 1)',
    );
  });
});

describe('a wrong preset: the root element found and the classes that fit it', () => {
  test('an RSS Google feed read as bmecat', async () => {
    const run = await readFixture('demo-google-rss.xml', 'bmecat', {});
    expect(errorOf(run)).toEqual({
      key: 'feed_root_not_bmecat',
      params: { root: 'rss', className: 'google-merchant', alternative: 'xml' },
      position: { line: 2 },
    });
    expect(feedMessage('en', run.error!)).toBe(
      "The feed's root element is <rss>, not <BMECAT>: it fits the class google-merchant (or xml) (line 2)",
    );
    expect(feedMessage('et', run.error!)).toBe(
      'Voo juurelement on <rss>, mitte <BMECAT>: sellele sobib klass google-merchant (või xml) (rida 2)',
    );
  });

  test('an Atom Google feed (UTF-16, prefixed) read as bmecat names its root as written', async () => {
    const run = await readFixture('demo-google-atom.xml', 'bmecat', {});
    expect(run.error?.key).toBe('feed_root_not_bmecat');
    expect(run.error?.params).toMatchObject({ className: 'google-merchant', alternative: 'xml' });
    expect(String(run.error?.params.root)).toMatch(/(^|:)feed$/);
  });

  test('a BMEcat read as google-merchant', async () => {
    const run = await readFixture('demo-bmecat.xml', 'google-merchant', {});
    expect(run.error).toMatchObject({
      key: 'feed_root_not_google',
      params: { root: 'BMECAT', className: 'bmecat', alternative: 'xml' },
    });
    expect(feedMessage('en', run.error!)).toMatch(
      /^The feed's root element is <BMECAT>, not Google's <rss> or <feed>: it fits the class bmecat \(or xml\) \(line \d+\)$/,
    );
  });

  test('a generic XML read with either preset: its root and xml', async () => {
    const bmecat = await readFixture('demo-xml.xml', 'bmecat', {});
    const google = await readFixture('demo-xml.xml', 'google-merchant', {});
    expect([errorOf(bmecat), errorOf(google)]).toEqual([
      { key: 'feed_root_not_bmecat', params: { root: 'offer', className: 'xml' }, position: { line: 3 } },
      { key: 'feed_root_not_google', params: { root: 'offer', className: 'xml' }, position: { line: 3 } },
    ]);
    expect(feedMessage('en', bmecat.error!)).toBe(
      "The feed's root element is <offer>, not <BMECAT>: it fits the class xml (line 3)",
    );
    expect(feedMessage('en', google.error!)).toBe(
      "The feed's root element is <offer>, not Google's <rss> or <feed>: it fits the class xml (line 3)",
    );
  });

  test('the root is found past a long prolog split over chunks; an HTML page read as google-merchant', async () => {
    const prolog = `<?xml version="1.0"?>\n<!-- ${'x'.repeat(20_000)} -->\n<!DOCTYPE catalog [ <!ELEMENT a ANY> ]>\n`;
    const run = await readContent('bmecat', {}, `${prolog}<catalog><a/></catalog>`, { chunkSize: 1000 });
    expect(errorOf(run)).toEqual({
      key: 'feed_root_not_bmecat',
      params: { root: 'catalog', className: 'xml' },
      position: { line: 4 },
    });
    const page = await readContent('google-merchant', {}, '<!DOCTYPE html>\n<html lang="en"><body/></html>');
    expect(errorOf(page)).toMatchObject({ key: 'feed_root_not_google', params: { root: 'html' } });
  });

  test('a preset whose root fits reads on as before (an RSS without products: feed_no_items)', async () => {
    const run = await readContent('google-merchant', {}, '<rss version="2.0"><channel/></rss>');
    expect(run.error?.key).toBe('feed_no_items');
  });
});

describe('missing and invalid fields: warnings with positions, the feed goes on', () => {
  test('bad/missing-fields.xml: products without a code are skipped, bad values are warnings', async () => {
    const run = await readFixture('bad/missing-fields.xml', 'xml', XML);
    expect(run.error).toBeNull();
    expect(warningSummary(run)).toEqual([
      { key: 'feed_missing_code', params: {}, position: { index: 1, line: 3 } },
      { key: 'feed_missing_code', params: {}, position: { index: 2, line: 4 } },
      { key: 'feed_number_invalid', params: { value: 'NaN' }, position: { index: 3, line: 5 } },
      { key: 'feed_invalid_amount', params: { value: 'lots' }, position: { index: 3, line: 5 } },
      { key: 'feed_number_invalid', params: { value: '1e309' }, position: { index: 4, line: 6 } },
    ]);
    expect(run.records.map((r) => [r.code, r.name, r.price, r.amount, r.position])).toEqual([
      ['OK-1', 'Fine', null, null, { index: 3, line: 5 }],
      // Negative stock is none in stock.
      ['OK-2', null, null, 0, { index: 4, line: 6 }],
    ]);
  });

  test('Google Merchant: an item without g:id is skipped with its position; a bad price is a warning', async () => {
    const feed = `<?xml version="1.0"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>
<item><title>No id</title><g:price>5.00 EUR</g:price></item>
<item><g:id>G-1</g:id><title>Priced oddly</title><g:price>five euros</g:price></item>
</channel></rss>`;
    const run = await readContent('google-merchant', {}, feed);
    expect(run.error).toBeNull();
    expect(run.records.map((r) => [r.code, r.name, r.price])).toEqual([['G-1', 'Priced oddly', null]]);
    expect(warningSummary(run)).toEqual([
      { key: 'feed_missing_code', params: {}, position: { index: 1, line: 3 } },
      { key: 'feed_number_invalid', params: { value: 'five euros' }, position: { index: 2, line: 4 } },
    ]);
  });

  test('BMEcat: a PRODUCT without SUPPLIER_PID is skipped with its position', async () => {
    const feed =
      '<BMECAT><T_NEW_CATALOG>\n<PRODUCT><PRODUCT_DETAILS><DESCRIPTION_SHORT>No id</DESCRIPTION_SHORT></PRODUCT_DETAILS></PRODUCT>\n' +
      '<PRODUCT><SUPPLIER_PID>B-1</SUPPLIER_PID></PRODUCT>\n</T_NEW_CATALOG></BMECAT>';
    const run = await readContent('bmecat', {}, feed);
    expect(run.error).toBeNull();
    expect(codesOf(run)).toEqual(['B-1']);
    expect(warningSummary(run)).toEqual([
      { key: 'feed_missing_code', params: {}, position: { index: 1, line: 2 } },
    ]);
  });

  test('a code longer than 255 characters: the product is skipped with feed_value_too_long', async () => {
    const run = await readContent(
      'xml',
      XML,
      `<products><product id="${'C'.repeat(256)}"/><product id="short"/></products>`,
    );
    expect(codesOf(run)).toEqual(['short']);
    expect(warningSummary(run)).toEqual([
      { key: 'feed_value_too_long', params: { max: 255 }, position: { index: 1, line: 1 } },
    ]);
  });

  test('a JSON array of non-objects: each is a product without a code', async () => {
    const run = await readContent('json', JSON_ARRAY, '[1, "x", null, {"id": "3"}]');
    expect(codesOf(run)).toEqual(['3']);
    expect(run.warnings.map((w) => [w.key, w.position])).toEqual([
      ['feed_missing_code', { index: 1 }],
      ['feed_missing_code', { index: 2 }],
      ['feed_missing_code', { index: 3 }],
    ]);
  });
});

describe('duplicate codes: the second one is dropped with a warning', () => {
  test('XML: the repeat is a warning naming the first product; the first keeps its values', async () => {
    const run = await readContent(
      'xml',
      XML,
      '<products><product id="A"><name>One</name></product><product id="B"/>' +
        '<product id="A"><name>Two</name></product></products>',
    );
    expect(run.records.map((r) => [r.code, r.name])).toEqual([
      ['A', 'One'],
      ['B', null],
    ]);
    expect(warningSummary(run)).toEqual([
      { key: 'feed_duplicate_code', params: { code: 'A', first: 1 }, position: { index: 3, line: 1 } },
    ]);
  });

  test('CSV: every one of 200 repeated codes is dropped (SKU-1 … SKU-200, each twice)', async () => {
    const rows = ['code;name;price'];
    for (let i = 1; i <= 200; i++) rows.push(`SKU-${i};First ${i};1`);
    for (let i = 1; i <= 200; i++) rows.push(`SKU-${i};Second ${i};2`);
    const run = await readContent('csv', CSV, `${rows.join('\n')}\n`);
    expect(run.records).toHaveLength(200);
    expect(run.records.every((r) => r.name?.startsWith('First '))).toBe(true);
    expect(run.warnings).toHaveLength(200);
    expect(run.warnings[0]).toEqual({
      key: 'feed_duplicate_code',
      field: 'code',
      params: { code: 'SKU-1', first: 1 },
      position: { index: 201, line: 202 },
    });
  });

  test('JSON: a repeated "J-1" is dropped', async () => {
    const run = await readContent('json', JSON_ARRAY, '[{"id":"J-1","name":"a"},{"id":"J-1","name":"b"}]');
    expect(run.records.map((r) => [r.code, r.name])).toEqual([['J-1', 'a']]);
    expect(warningSummary(run)).toEqual([
      { key: 'feed_duplicate_code', params: { code: 'J-1', first: 1 }, position: { index: 2 } },
    ]);
  });
});

describe('10k-deep nesting: feed_too_deep at the depth limit (64)', () => {
  const DEPTH = 10_000;

  test('XML nested inside a product', async () => {
    const feed = `<products><product id="1">${'<a>'.repeat(DEPTH)}${'</a>'.repeat(DEPTH)}</product></products>`;
    const run = await readContent('xml', XML, feed);
    expect(codesOf(run)).toEqual([]);
    // products, product, then the 63rd <a> is level 65.
    expect(errorOf(run)).toEqual({
      key: 'feed_too_deep',
      params: { limit: 64 },
      position: { line: 1, column: 27 + 62 * 3 },
    });
  });

  test('XML nested outside any product', async () => {
    const run = await readContent('xml', XML, `${'<r>'.repeat(DEPTH)}${'</r>'.repeat(DEPTH)}`);
    expect(errorOf(run)).toMatchObject({ key: 'feed_too_deep', params: { limit: 64 } });
  });

  test.each(XML_CLASSES)('XML read as %s', async (className, params) => {
    const root = PRESET_ROOTS[className] ?? 'r';
    const nested = `${'<r>'.repeat(DEPTH - 1)}${'</r>'.repeat(DEPTH - 1)}`;
    const run = await readContent(className, params, `<${root}>${nested}</${root}>`);
    expect(run.error?.key).toBe('feed_too_deep');
  });

  test('JSON arrays nested inside a product of an item path', async () => {
    const feed = `{"items":[{"id":"1","x":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}]}`;
    const run = await readContent('json', { ...JSON_ARRAY, itemPath: 'items' }, feed);
    expect(codesOf(run)).toEqual([]);
    expect(errorOf(run)).toMatchObject({ key: 'feed_too_deep', params: { limit: 64 } });
  });

  test('JSON objects nested in a top-level array', async () => {
    const feed = `[${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}]`;
    const run = await readContent('json', JSON_ARRAY, feed);
    expect(errorOf(run)).toMatchObject({ key: 'feed_too_deep', params: { limit: 64 } });
  });

  test('NDJSON: one line nested 10k deep', async () => {
    const feed = `{"id":"1","x":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}\n`;
    const run = await readContent('json', JSON_ARRAY, feed);
    expect(codesOf(run)).toEqual([]);
    expect(run.error?.key).toBe('feed_too_deep');
  });

  test('a smaller maxDepth is honoured exactly (5 levels pass, 6 do not)', async () => {
    const nest = (levels: number) =>
      `<products><product id="1">${'<a>'.repeat(levels - 2)}${'</a>'.repeat(levels - 2)}</product></products>`;
    const five = await readContent('xml', XML, nest(5), { limits: { maxDepth: 5 } });
    const six = await readContent('xml', XML, nest(6), { limits: { maxDepth: 5 } });
    expect(codesOf(five)).toEqual(['1']);
    expect(errorOf(six)).toMatchObject({ key: 'feed_too_deep', params: { limit: 5 } });
  });
});

describe('huge fields: feed_field_too_large above limits.maxFieldChars', () => {
  const limits = { maxFieldChars: 1000 };
  const big = 'x'.repeat(5000);

  test('XML text: exactly the limit passes, one more character fails', async () => {
    const feed = (n: number) =>
      `<products><product id="1"><name>${'n'.repeat(n)}</name></product></products>`;
    const exact = await readContent('xml', XML, feed(1000), { limits });
    const over = await readContent('xml', XML, feed(1001), { limits });
    expect(exact.records.map((r) => r.name?.length)).toEqual([1000]);
    expect(over.records).toEqual([]);
    expect(errorOf(over)).toMatchObject({ key: 'feed_field_too_large', params: { limit: 1000 } });
  });

  test('XML CDATA and an attribute value of the feed (param text)', async () => {
    const cdata = await readContent(
      'xml',
      XML,
      `<products><product id="1"><name><![CDATA[${big}]]></name></product></products>`,
      { limits },
    );
    const param = await readContent(
      'xml',
      { ...XML, attributes: [{ path: 'param', name: '@name' }] },
      `<products><product id="1"><param name="Colour">${big}</param></product></products>`,
      { limits },
    );
    expect([cdata.error?.key, param.error?.key]).toEqual(['feed_field_too_large', 'feed_field_too_large']);
  });

  test.each([
    ['google-merchant', `<rss><channel><item><title>${big}</title></item></channel></rss>`],
    [
      'bmecat',
      `<BMECAT><T_NEW_CATALOG><PRODUCT><SUPPLIER_PID>${big}</SUPPLIER_PID></PRODUCT></T_NEW_CATALOG></BMECAT>`,
    ],
  ])('a huge field read as %s', async (className, feed) => {
    const run = await readContent(className, {}, feed, { limits });
    expect(codesOf(run)).toEqual([]);
    expect(errorOf(run)).toMatchObject({ key: 'feed_field_too_large', params: { limit: 1000 } });
  });

  test('a huge XML tag attribute value (an attribute name used as the attribute code)', async () => {
    const run = await readContent(
      'xml',
      { ...XML, attributes: [{ path: 'param', name: '@name' }] },
      `<products><product id="1"><param name="${big}">red</param></product></products>`,
      { limits },
    );
    expect(codesOf(run)).toEqual([]);
    expect(errorOf(run)).toMatchObject({ key: 'feed_field_too_large', params: { limit: 1000 } });
  });

  test('JSON string value and JSON key', async () => {
    const value = await readContent('json', JSON_ARRAY, `[{"id":"1","name":"${big}"}]`, { limits });
    const key = await readContent('json', JSON_ARRAY, `[{"id":"1","${big}":"x"}]`, { limits });
    expect(errorOf(value)).toMatchObject({ key: 'feed_field_too_large', params: { limit: 1000 } });
    expect(errorOf(key)).toMatchObject({ key: 'feed_field_too_large', params: { limit: 1000 } });
  });

  test('NDJSON string value', async () => {
    const run = await readContent('json', JSON_ARRAY, `{"id":"1","name":"${big}"}\n`, { limits });
    expect(codesOf(run)).toEqual([]);
    expect(run.error?.key).toBe('feed_field_too_large');
  });

  test('CSV field, unquoted and quoted', async () => {
    const plain = await readContent('csv', CSV, `code;name\n1;${big}\n2;b\n`, { limits });
    const quoted = await readContent('csv', CSV, `code;name\n1;"${big}"\n2;b\n`, { limits });
    expect([plain.error?.key, quoted.error?.key]).toEqual(['feed_field_too_large', 'feed_field_too_large']);
  });

  describe('with the default limit of 1 MiB', () => {
    test('XML text of 1 MiB + 1 characters', async () => {
      const feed = `<products><product id="1"><name>${'y'.repeat(MIB + 1)}</name></product></products>`;
      const run = await readContent('xml', XML, feed);
      expect(codesOf(run)).toEqual([]);
      expect(errorOf(run)).toMatchObject({ key: 'feed_field_too_large', params: { limit: 1048576 } });
    });

    test('JSON string of 1 MiB + 1 characters', async () => {
      const run = await readContent('json', JSON_ARRAY, `[{"id":"1","name":"${'y'.repeat(MIB + 1)}"}]`);
      expect(errorOf(run)).toMatchObject({ key: 'feed_field_too_large', params: { limit: 1048576 } });
    });

    test('a 2 MiB XML tag attribute, CSV field and NDJSON line', async () => {
      const huge = 'z'.repeat(2 * MIB);
      const attribute = await readContent(
        'xml',
        XML,
        `<products><product id="1" note="${huge}"/></products>`,
      );
      const csv = await readContent('csv', CSV, `code;name\n1;${huge}\n`);
      const ndjson = await readContent('json', JSON_ARRAY, `{"id":"1","name":"${huge}"}\n`);
      expect([attribute.error?.key, csv.error?.key, ndjson.error?.key]).toEqual([
        'feed_field_too_large',
        'feed_field_too_large',
        'feed_field_too_large',
      ]);
      expect([...codesOf(attribute), ...codesOf(csv), ...codesOf(ndjson)]).toEqual([]);
    });
  });
});

describe('too many nodes in one item: skipped (XML, BMEcat) or feed_item_too_large', () => {
  test('XML: 300 elements in a product with maxItemNodes 100: skipped with a warning naming it, the feed goes on', async () => {
    const run = await readContent(
      'xml',
      XML,
      `<products><product id="1">${'<p>1</p>'.repeat(300)}</product><product id="2"/></products>`,
      { limits: { maxItemNodes: 100 } },
    );
    expect(run.error).toBeNull();
    expect(codesOf(run)).toEqual(['2']);
    expect(warningSummary(run)).toEqual([
      { key: 'feed_product_too_large', params: { code: '1', limit: 100 }, position: { index: 1, line: 1 } },
    ]);
  });

  test('XML: the default limit of 50 000 elements (a product with 50 001 children)', async () => {
    const run = await readContent(
      'xml',
      XML,
      `<products><product id="1">${'<p/>'.repeat(50_001)}</product></products>`,
    );
    expect(run.warnings.map((w) => [w.key, w.params])).toEqual([
      ['feed_product_too_large', { code: '1', limit: 50_000 }],
    ]);
  });

  test('Google Merchant: an oversized item still ends the feed (the preset does not skip)', async () => {
    const item = (id: string, extra: string) => `<item><g:id>${id}</g:id>${extra}</item>`;
    const run = await readContent(
      'google-merchant',
      {},
      `<rss xmlns:g="http://base.google.com/ns/1.0"><channel>${item('1', '<p/>'.repeat(300))}${item('2', '')}</channel></rss>`,
      { limits: { maxItemNodes: 100 } },
    );
    expect(errorOf(run)).toMatchObject({ key: 'feed_item_too_large', params: { limit: 100 } });
  });

  test('JSON: 300 values in a product with maxItemNodes 100', async () => {
    const run = await readContent(
      'json',
      JSON_ARRAY,
      `[{"id":"1","v":[${Array.from({ length: 300 }, (_, i) => i).join(',')}]},{"id":"2"}]`,
      { limits: { maxItemNodes: 100 } },
    );
    expect(codesOf(run)).toEqual([]);
    expect(run.error?.key).toBe('feed_item_too_large');
  });
});
