import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_FEEDS, demoFeedPath } from './demo-feeds';
import type { FeedLimits } from './limits';
import { feedMessage } from './messages';
import { previewFeed, type FeedPreview } from './preview';
import type { FeedRecord } from './record';
import { demoFeed, demoParams, fixtureBytes, startServer, within } from './testing/feed-test-utils';

/** Previews a fixture file (never longer than the hang limit). */
function preview(
  file: string,
  className: string,
  params: unknown,
  extra: { limit?: number; limits?: Partial<FeedLimits>; onRecord?: (r: FeedRecord, n: number) => void } = {},
): Promise<FeedPreview> {
  return within(
    previewFeed({ className, params, location: demoFeedPath(file), source: { allowFiles: true }, ...extra }),
  );
}

const previewDemo = (file: string, extra: Parameters<typeof preview>[3] = {}) =>
  preview(file, demoFeed(file).className, demoParams(file), extra);

const XML = { itemPath: 'product', fields: { code: '@id', name: 'name', price: 'price', amount: 'stock' } };

describe('previewFeed on the demo feeds', () => {
  test('demo-xml.xml: the records, the warnings and a complete summary', async () => {
    const result = await previewDemo('demo-xml.xml');
    expect(result.records.map((r) => r.code)).toEqual(['NB-1001', 'MON-2002', 'ACC-3003', 'CBL-4004']);
    expect(result.warnings.map((w) => [w.key, w.position])).toEqual([
      ['feed_invalid_ean', { index: 3, line: 47 }],
      ['feed_missing_code', { index: 4, line: 57 }],
      ['feed_duplicate_code', { index: 5, line: 61 }],
    ]);
    expect(result.summary).toEqual({
      records: 4,
      warnings: 3,
      warningsByKind: { feed_invalid_ean: 1, feed_missing_code: 1, feed_duplicate_code: 1 },
      categories: 4,
      attributes: 7,
      brands: 4,
      complete: true,
      error: null,
      seconds: expect.any(Number),
    });
    expect(result.summary.seconds).toBeGreaterThanOrEqual(0);
  });

  // records, warnings, distinct categories, distinct attribute codes, distinct brands
  const expected: Record<string, [number, number, number, number, number]> = {
    'demo-xml.xml': [4, 3, 4, 7, 4],
    'demo-xml-1257.xml': [3, 0, 2, 3, 3],
    'demo-csv.csv': [4, 2, 4, 3, 3],
    'demo-csv-iso885913.csv': [3, 0, 3, 0, 3],
    'demo-json.json': [3, 1, 2, 3, 2],
    'demo-ndjson.ndjson': [3, 1, 2, 2, 3],
    'demo-google-rss.xml': [2, 0, 2, 5, 2],
    'demo-google-atom.xml': [2, 0, 2, 2, 2],
    'demo-google.tsv': [2, 0, 1, 2, 2],
    'demo-bmecat.xml': [3, 0, 2, 3, 2],
  };

  test('every demo feed has an expected summary here', () => {
    expect(Object.keys(expected).sort()).toEqual(DEMO_FEEDS.map((f) => f.file).sort());
  });

  test.each(DEMO_FEEDS.map((f) => [f.file, f.className]))(
    '%s (%s): complete, with its counts',
    async (file) => {
      const { summary, records } = await previewDemo(file);
      const [recordCount, warnings, categories, attributes, brands] = expected[file];
      // Counted by kind, they add up to the warnings.
      expect(Object.values(summary.warningsByKind).reduce((a, b) => a + b, 0)).toBe(warnings);
      expect({ ...summary, seconds: 0, warningsByKind: {} }).toEqual({
        records: recordCount,
        warnings,
        warningsByKind: {},
        categories,
        attributes,
        brands,
        complete: true,
        error: null,
        seconds: 0,
      });
      expect(records).toHaveLength(recordCount);
    },
  );
});

describe('previewFeed limits', () => {
  test('limit keeps the first records (onRecord sees them with their ordinals); the summary counts all', async () => {
    const seen: [string, number][] = [];
    const result = await previewDemo('demo-xml.xml', {
      limit: 2,
      onRecord: (r, n) => seen.push([r.code, n]),
    });
    expect(result.records.map((r) => r.code)).toEqual(['NB-1001', 'MON-2002']);
    expect(seen).toEqual([
      ['NB-1001', 1],
      ['MON-2002', 2],
    ]);
    expect([result.summary.records, result.summary.complete]).toEqual([4, true]);
    // Categories, attributes and brands are counted over the whole feed, not the kept records.
    expect([result.summary.categories, result.summary.attributes, result.summary.brands]).toEqual([4, 7, 4]);
  });

  test('limit 0 keeps no records and still reads the whole feed', async () => {
    const result = await previewDemo('demo-csv.csv', { limit: 0 });
    expect(result.records).toEqual([]);
    expect([result.summary.records, result.summary.warnings, result.summary.complete]).toEqual([4, 2, true]);
  });

  test('the default limit is 20 records', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'feeds-preview-'));
    try {
      const file = join(dir, 'many.csv');
      const rows = ['code;name', ...Array.from({ length: 25 }, (_, i) => `P-${i + 1};Product ${i + 1}`)];
      writeFileSync(file, `${rows.join('\n')}\n`);
      const result = await within(
        previewFeed({
          className: 'csv',
          params: { fields: { code: 'code' } },
          location: file,
          source: { allowFiles: true },
        }),
      );
      expect(result.records.map((r) => r.code)).toEqual(Array.from({ length: 20 }, (_, i) => `P-${i + 1}`));
      expect(result.summary.records).toBe(25);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('maxWarningsKept keeps the first warnings; all are counted', async () => {
    const result = await previewDemo('demo-xml.xml', { limits: { maxWarningsKept: 1 } });
    expect(result.warnings.map((w) => w.key)).toEqual(['feed_invalid_ean']);
    expect(result.summary.warnings).toBe(3);
  });

  test('brands are distinct regardless of case; categories by code, else by path', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'feeds-preview-'));
    try {
      const file = join(dir, 'brands.csv');
      writeFileSync(
        file,
        [
          'code;brand;catcode;catpath;colour',
          'A;Acme;;Tools>Saws;red',
          'B;ACME;;Tools>Saws;',
          'C;acme;7;Tools>Drills;blue',
          'D;Beta;7;Garden;',
          'E;;;Tools;',
          '',
        ].join('\n'),
      );
      const result = await within(
        previewFeed({
          className: 'csv',
          params: {
            fields: { code: 'code', brand: 'brand', categoryCode: 'catcode', categoryPath: 'catpath' },
            attributes: [{ columns: ['colour'] }],
          },
          location: file,
          source: { allowFiles: true },
        }),
      );
      expect(result.summary).toMatchObject({
        records: 5,
        brands: 2,
        categories: 3,
        attributes: 1,
        complete: true,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('previewFeed on bad feeds: complete is false and the error says why', () => {
  test('truncated.xml: the record before the cut, then the error with its position', async () => {
    const result = await preview('bad/truncated.xml', 'xml', XML);
    expect(result.records.map((r) => r.code)).toEqual(['1']);
    expect(result.summary).toMatchObject({
      records: 1,
      complete: false,
      error: {
        key: 'feed_truncated',
        params: { reason: 'the document stops inside markup or text' },
        position: { line: 4, column: 35 },
      },
    });
  });

  test.each([
    ['bad/billion-laughs.xml', 'xml', 'feed_xml_entity', XML],
    ['bad/xxe-file.xml', 'xml', 'feed_xml_entity', XML],
    ['bad/xxe-parameter.xml', 'xml', 'feed_xml_entity', XML],
    ['bad/undefined-entity.xml', 'xml', 'feed_xml_entity', XML],
    ['bad/undefined-entity.xml', 'google-merchant', 'feed_root_not_google', {}],
    ['bad/xxe-parameter.xml', 'bmecat', 'feed_root_not_bmecat', {}],
    ['bad/wrong-encoding.xml', 'xml', 'feed_encoding', XML],
    ['bad/truncated.csv', 'csv', 'feed_truncated', { delimiter: ';', fields: { code: 'code' } }],
    ['bad/truncated.json', 'json', 'feed_truncated', { fields: { code: 'id' } }],
    ['demo-csv.csv', 'xml', 'feed_wrong_format', XML],
    ['demo-xml.xml', 'json', 'feed_wrong_format', { fields: { code: 'id' } }],
  ])('%s read as %s: %s', async (file, className, key, params) => {
    const result = await preview(file, className, params);
    expect(result.summary.complete).toBe(false);
    expect(result.summary.error?.key).toBe(key);
  });

  test('params that fail: the first problem, said as what to put where', async () => {
    const result = await preview('demo-csv.csv', 'csv', { encoding: 'utf-8' });
    expect(result.summary).toMatchObject({ records: 0, complete: false });
    expect(result.summary.error).toEqual({
      key: 'feed_invalid_params',
      params: { field: 'fields', reason: 'feed_need_code_column' },
      position: undefined,
    });
    expect(feedMessage('en', result.summary.error!)).toBe(
      'In the feed settings, set "fields.code": the column that holds the product code, by its header name or its position (1 = the first column), e.g. "SKU"',
    );
    expect(feedMessage('et', result.summary.error!)).toBe(
      'Voo seadetes määrake „fields.code“: veerg, milles on toote kood, päise nime või asukohaga (1 = esimene veerg), nt „SKU“',
    );
  });

  test('params that fail for a class that cannot read the feed: the class is said first', async () => {
    // The CSV params of a JSON file read as XML: the params do not fit xml either, but the class is the mistake.
    const json = await preview('demo-json.json', 'xml', { delimiter: ';', fields: { code: 'SKU' } });
    const csv = await preview('demo-csv.csv', 'json', {});
    expect([json.summary.error, csv.summary.error]).toEqual([
      {
        key: 'feed_wrong_format',
        params: { found: 'JSON', expected: 'XML', className: 'json' },
        position: { line: 1 },
      },
      {
        key: 'feed_wrong_format',
        params: { found: 'CSV', expected: 'JSON', className: 'csv' },
        position: { line: 1 },
      },
    ]);
  });

  test('a BMEcat or Google feed read as xml without a mapping: the params problem and the preset that reads it', async () => {
    const bmecat = await preview('demo-bmecat.xml', 'xml', {});
    const generic = await preview('demo-xml.xml', 'xml', {});
    expect(bmecat.summary.error?.params).toEqual({
      field: 'itemPath',
      reason: 'feed_need_item_path',
      fits: 'bmecat',
      root: 'BMECAT',
    });
    expect(feedMessage('en', bmecat.summary.error!)).toBe(
      'In the feed settings, set "itemPath": the element that holds one product, e.g. "products/product" (or choose the class bmecat, which reads this feed\'s root element <BMECAT> without a mapping)',
    );
    expect(generic.summary.error?.params).toEqual({ field: 'itemPath', reason: 'feed_need_item_path' });
    expect(feedMessage('en', generic.summary.error!)).toBe(
      'In the feed settings, set "itemPath": the element that holds one product, e.g. "products/product"',
    );
  });

  test('params that fail on a feed that cannot be opened: the params problem', async () => {
    const missing = await within(
      previewFeed({
        className: 'json',
        params: {},
        location: demoFeedPath('nope.json'),
        source: { allowFiles: true },
      }),
    );
    expect(missing.summary.error).toMatchObject({
      key: 'feed_invalid_params',
      params: { reason: 'feed_need_code_path' },
    });
  });

  test('no url and no location: feed_need_url', async () => {
    const result = await within(previewFeed({ className: 'bmecat', params: {} }));
    expect(result.summary.error).toMatchObject({
      key: 'feed_invalid_params',
      params: { field: 'url', reason: 'feed_need_url' },
    });
    expect(feedMessage('en', result.summary.error!)).toBe(
      'In the feed settings, set "url": the http or https address of the feed',
    );
  });

  test('a bad feed with warnings only is complete: missing-fields.xml', async () => {
    const result = await preview('bad/missing-fields.xml', 'xml', XML);
    expect(result.summary).toMatchObject({ records: 2, warnings: 5, complete: true, error: null });
  });

  test('setup errors are summary errors too: unknown class, files not allowed, missing file', async () => {
    const unknown = await within(
      previewFeed({
        className: 'yaml',
        params: {},
        location: demoFeedPath('demo-xml.xml'),
        source: { allowFiles: true },
      }),
    );
    const forbidden = await within(
      previewFeed({ className: 'xml', params: XML, location: demoFeedPath('demo-xml.xml') }),
    );
    const missing = await within(
      previewFeed({
        className: 'xml',
        params: XML,
        location: demoFeedPath('nope.xml'),
        source: { allowFiles: true },
      }),
    );
    expect([unknown.summary.error, forbidden.summary.error?.key, missing.summary.error?.key]).toEqual([
      { key: 'feed_unknown_class', params: { className: 'yaml' }, position: undefined },
      'feed_file_forbidden',
      'feed_file_not_found',
    ]);
    expect([unknown.summary.complete, forbidden.summary.complete, missing.summary.complete]).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('previewFeed over http', () => {
  test('reads a URL on an allowed network; a private address is refused without it', async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/xml' });
      res.end(fixtureBytes('demo-google-rss.xml'));
    });
    try {
      const url = `${server.url}/feed.xml`;
      const allowed = await within(
        previewFeed({
          className: 'google-merchant',
          params: { url },
          source: { allowedNetworks: ['127.0.0.1'] },
        }),
      );
      const refused = await within(previewFeed({ className: 'google-merchant', params: { url } }));
      expect(allowed.records.map((r) => r.code)).toEqual(['G-100', 'G-101']);
      expect(allowed.summary.complete).toBe(true);
      expect(refused.summary).toMatchObject({ complete: false, error: { key: 'feed_url_forbidden' } });
      expect(server.requests).toEqual(['/feed.xml']);
    } finally {
      await server.close();
    }
  });
});
