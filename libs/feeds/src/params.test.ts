// Params schemas of every feed class, through validateFeedParams: defaults, strictness, message keys and
// issue paths.
import { FeedError, isFeedError } from './errors';
import { validateFeedParams } from './read-feed';

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  params?: Record<string, unknown>;
  keys?: string[];
}

/** The issues of params that must fail, reduced to what the partner form uses. */
function issuesOf(className: string, params: unknown): Issue[] {
  const result = validateFeedParams(className, params);
  if (result.success) throw new Error(`expected ${className} params to fail: ${JSON.stringify(params)}`);
  return result.issues.map((issue) => {
    const out: Issue = { code: issue.code, path: issue.path, message: issue.message };
    if (issue.code === 'custom' && issue.params) out.params = issue.params;
    if (issue.code === 'unrecognized_keys') out.keys = issue.keys;
    return out;
  });
}

/** Parsed params of params that must pass. */
function parsedOf(className: string, params: unknown): unknown {
  const result = validateFeedParams(className, params);
  if (!result.success) throw new Error(`expected success, got ${JSON.stringify(result.issues)}`);
  expect(result.className).toBe(className);
  return result.params;
}

const COMMON_DEFAULTS = {
  encoding: 'auto',
  decimalSeparator: 'auto',
  categorySeparator: '>',
  inStockAmount: 1,
  extractUnits: true,
  trim: true,
};

/** Minimal valid params of each class. */
const MINIMAL: Record<string, Record<string, unknown>> = {
  xml: { itemPath: 'products/product', fields: { code: '@id' } },
  csv: { fields: { code: 'SKU' } },
  json: { fields: { code: 'id' } },
  'google-merchant': {},
  bmecat: {},
};

describe('validateFeedParams: minimal params and defaults', () => {
  it('xml', () => {
    expect(parsedOf('xml', MINIMAL.xml)).toEqual({
      ...COMMON_DEFAULTS,
      itemPath: 'products/product',
      namespaces: {},
      fields: { code: '@id' },
      attributes: [],
    });
  });

  it('csv', () => {
    expect(parsedOf('csv', MINIMAL.csv)).toEqual({
      ...COMMON_DEFAULTS,
      delimiter: 'auto',
      quote: '"',
      header: 'auto',
      fields: { code: 'SKU' },
      attributes: [],
    });
  });

  it('json', () => {
    expect(parsedOf('json', MINIMAL.json)).toEqual({
      ...COMMON_DEFAULTS,
      itemPath: '',
      fields: { code: 'id' },
      attributes: [],
    });
  });

  it('google-merchant, also from undefined or null params', () => {
    const expected = { ...COMMON_DEFAULTS, categoryFrom: 'product_type' };
    expect(parsedOf('google-merchant', {})).toEqual(expected);
    expect(parsedOf('google-merchant', undefined)).toEqual(expected);
    expect(parsedOf('google-merchant', null)).toEqual(expected);
  });

  it('bmecat', () => {
    expect(parsedOf('bmecat', {})).toEqual({
      ...COMMON_DEFAULTS,
      priceType: 'net_list',
      rrpPriceType: 'nrp',
    });
  });

  it('accepts full params with alternatives, attribute rules and every common option', () => {
    const common = {
      url: 'https://supplier.example/feed.xml?key=1',
      user: 'u',
      password: 'p',
      encoding: 'windows-1257',
      decimalSeparator: ',',
      categorySeparator: ' / ',
      listSeparator: '|',
      defaultBrand: 'Acme',
      inStockAmount: 5,
      extractUnits: false,
      trim: false,
    };
    expect(
      parsedOf('xml', {
        ...common,
        itemPath: ['/rss/channel/item', 'product'],
        namespaces: { x: 'urn:x', _y2: 'urn:y' },
        fields: { code: ['@id', 'g:id'], price: "price[@type='net']", images: 'images/image' },
        categoryLevels: ['cat1', 'cat2'],
        attributes: [
          {
            path: 'params/param',
            name: '@name',
            value: '.',
            unit: '@unit',
            code: '@code',
            group: '../@name',
          },
          { children: 'specs' },
          { text: 'properties' },
        ],
      }),
    ).toMatchObject({
      ...common,
      attributes: [
        { path: 'params/param', name: '@name' },
        { children: 'specs' },
        { text: 'properties', pairSeparator: ';', keyValueSeparator: ':' },
      ],
    });
    expect(
      parsedOf('csv', {
        ...common,
        delimiter: '\t',
        quote: "'",
        header: false,
        fields: { code: ['SKU', 3], price: 7 },
        categoryLevels: ['Kategorie 1', 'Kategorie 2'],
        attributes: [{ columns: ['Color', 5] }, { prefix: 'attr_' }, { text: 'Props', pairSeparator: '|' }],
      }),
    ).toMatchObject({ delimiter: '\t', header: false, fields: { code: ['SKU', 3], price: 7 } });
    expect(
      parsedOf('json', {
        ...common,
        itemPath: 'data.products',
        fields: { code: 'id', price: 'price.net', images: 'images.*.url', ean: 'variants[0].ean' },
        categoryLevels: ['cat.0', 'cat.1'],
      }),
    ).toMatchObject({ itemPath: 'data.products' });
    expect(parsedOf('google-merchant', { ...common, categoryFrom: 'google_product_category' })).toMatchObject(
      {
        categoryFrom: 'google_product_category',
      },
    );
    expect(parsedOf('bmecat', { ...common, priceType: 'net_customer', language: 'eng' })).toMatchObject({
      priceType: 'net_customer',
      language: 'eng',
    });
  });
});

describe('validateFeedParams: strict objects', () => {
  it.each(Object.keys(MINIMAL))('%s refuses an unknown top-level key', (className) => {
    expect(issuesOf(className, { ...MINIMAL[className], mapping: {} })).toEqual([
      { code: 'unrecognized_keys', path: [], keys: ['mapping'], message: 'Unrecognized key: "mapping"' },
    ]);
  });

  it.each(['xml', 'csv', 'json'])('%s refuses an unknown field in the mapping', (className) => {
    const params = MINIMAL[className];
    const fields = { ...(params.fields as Record<string, unknown>), colour: 'x' };
    expect(issuesOf(className, { ...params, fields })).toEqual([
      {
        code: 'unrecognized_keys',
        path: ['fields'],
        keys: ['colour'],
        message: 'Unrecognized key: "colour"',
      },
    ]);
  });

  it('google-merchant and bmecat take no field mapping', () => {
    expect(issuesOf('google-merchant', { fields: { code: 'id' } })).toMatchObject([
      { code: 'unrecognized_keys', path: [], keys: ['fields'] },
    ]);
    expect(issuesOf('bmecat', { itemPath: 'x' })).toMatchObject([
      { code: 'unrecognized_keys', path: [], keys: ['itemPath'] },
    ]);
  });

  it('refuses an attribute rule with a key of no rule', () => {
    const [issue] = issuesOf('csv', {
      fields: { code: 'SKU' },
      attributes: [{ prefix: 'a_', columns: ['x'] }],
    });
    expect(issue.path).toEqual(['attributes', 0]);
  });

  it('refuses params that are not an object', () => {
    expect(issuesOf('bmecat', 'url=x')).toMatchObject([{ code: 'invalid_type', path: [] }]);
    expect(issuesOf('csv', [])).toMatchObject([{ code: 'invalid_type', path: [] }]);
  });
});

describe('validateFeedParams: url', () => {
  it.each([
    'ftp://supplier.example/feed.xml',
    'file:///etc/passwd',
    'javascript:alert(1)',
    '/feed.xml',
    'supplier.example/feed.xml',
    'http://',
    'not a url',
    '',
    'demo:',
    'demo:nope.xml',
    'demo:bad/xxe-file.xml',
    'demo:../fixtures/demo-xml.xml',
    'demo:/etc/passwd',
    'DEMO:demo-xml.xml',
  ])('refuses %j with feed_url at ["url"]', (url) => {
    expect(issuesOf('bmecat', { url })).toEqual([{ code: 'custom', path: ['url'], message: 'feed_url' }]);
  });

  it.each([
    'http://supplier.example/feed.xml',
    'HTTPS://SUPPLIER.EXAMPLE/x?a=1&b=2',
    'https://[::1]:8443/f',
    'demo:demo-xml.xml',
    'demo:demo-google.tsv',
  ])('accepts %j', (url) => {
    expect(parsedOf('google-merchant', { url })).toMatchObject({ url });
  });

  it('refuses a url longer than 2000 characters', () => {
    expect(issuesOf('bmecat', { url: `https://x.example/${'a'.repeat(2000)}` })).toMatchObject([
      { code: 'too_big', path: ['url'] },
    ]);
  });
});

describe('validateFeedParams: paths', () => {
  it.each<[string, Record<string, unknown>, PropertyKey[], string]>([
    ['xml', { itemPath: '', fields: { code: '@id' } }, ['itemPath'], 'empty path'],
    [
      'xml',
      { itemPath: ['a', 'b//c'], fields: { code: '@id' } },
      ['itemPath', 1],
      '"" is not an element name',
    ],
    [
      'xml',
      { itemPath: 'p', fields: { code: '@id', price: 'a/@b/c' } },
      ['fields', 'price'],
      '"@b": an attribute can only be the last step',
    ],
    [
      'xml',
      { itemPath: 'p', fields: { code: ['@id', 'x/@y/z'] } },
      ['fields', 'code', 1],
      '"@y": an attribute can only be the last step',
    ],
    [
      'xml',
      { itemPath: 'p', fields: { code: '@id' }, categoryLevels: ['a', '1b'] },
      ['categoryLevels', 1],
      '"1b" is not an element name',
    ],
    [
      'xml',
      {
        itemPath: 'p',
        fields: { code: '@id' },
        attributes: [{ path: 'params/param', name: '@name', value: 'a//b' }],
      },
      ['attributes', 0, 'value'],
      '"" is not an element name',
    ],
    [
      'xml',
      { itemPath: 'p', fields: { code: '@id' }, attributes: [{ children: ' ' }] },
      ['attributes', 0, 'children'],
      'empty path',
    ],
    ['json', { fields: { code: 'id', price: 'a[x]' } }, ['fields', 'price'], '"a[x]" is not a key'],
    ['json', { fields: { code: 'a..b' } }, ['fields', 'code'], '"" is not a key'],
    [
      'json',
      { fields: { code: 'id' }, attributes: [{ path: 'specs', name: 'n', value: 'v..x' }] },
      ['attributes', 0, 'value'],
      '"" is not a key',
    ],
  ])('%s %j: feed_path at %j (%s)', (className, params, path, reason) => {
    expect(issuesOf(className, params)).toEqual([
      { code: 'custom', path, message: 'feed_path', params: { reason } },
    ]);
  });

  it('requires the code field', () => {
    expect(issuesOf('xml', { itemPath: 'p', fields: { name: 'name' } })).toMatchObject([
      { path: ['fields', 'code'] },
    ]);
    expect(issuesOf('csv', { fields: {} })).toMatchObject([{ path: ['fields', 'code'] }]);
    expect(issuesOf('json', {})).toMatchObject([{ path: ['fields'] }]);
  });

  it.each<[unknown, string]>([
    [0, 'too_small'],
    [10_001, 'too_big'],
    ['', 'too_small'],
    ['x'.repeat(201), 'too_big'],
  ])('refuses the CSV column %j', (column, code) => {
    expect(issuesOf('csv', { fields: { code: column } })).toMatchObject([{ code, path: ['fields', 'code'] }]);
  });

  it('refuses a path longer than 500 characters', () => {
    expect(issuesOf('xml', { itemPath: 'p', fields: { code: 'a'.repeat(501) } })).toMatchObject([
      { code: 'too_big', path: ['fields', 'code'] },
    ]);
  });

  it('refuses a namespace prefix that is not a name', () => {
    expect(issuesOf('xml', { ...MINIMAL.xml, namespaces: { '1x': 'urn:x' } })).toMatchObject([
      { code: 'invalid_key', path: ['namespaces', '1x'] },
    ]);
    expect(issuesOf('xml', { ...MINIMAL.xml, namespaces: { x: '' } })).toMatchObject([
      { code: 'too_small', path: ['namespaces', 'x'] },
    ]);
  });
});

describe('validateFeedParams: options', () => {
  it.each(['koi8-r', 'UTF-8', 'latin1', 'utf8', ''])('refuses the encoding %j', (encoding) => {
    for (const className of Object.keys(MINIMAL)) {
      expect(issuesOf(className, { ...MINIMAL[className], encoding })).toMatchObject([
        { code: 'invalid_value', path: ['encoding'] },
      ]);
    }
  });

  it.each(['utf-8', 'utf-16le', 'windows-1257', 'iso-8859-13', 'windows-1251'])(
    'accepts the encoding %s',
    (encoding) => {
      expect(parsedOf('csv', { ...MINIMAL.csv, encoding })).toMatchObject({ encoding });
    },
  );

  it.each<[string, Record<string, unknown>, PropertyKey[], string]>([
    ['bmecat', { decimalSeparator: ';' }, ['decimalSeparator'], 'invalid_value'],
    ['csv', { ...MINIMAL.csv, delimiter: ':' }, ['delimiter'], 'invalid_value'],
    ['csv', { ...MINIMAL.csv, quote: '`' }, ['quote'], 'invalid_value'],
    ['csv', { ...MINIMAL.csv, header: 'yes' }, ['header'], 'invalid_union'],
    ['google-merchant', { categoryFrom: 'category' }, ['categoryFrom'], 'invalid_value'],
    ['bmecat', { inStockAmount: -1 }, ['inStockAmount'], 'too_small'],
    ['bmecat', { inStockAmount: 1_000_001 }, ['inStockAmount'], 'too_big'],
    ['bmecat', { inStockAmount: 1.5 }, ['inStockAmount'], 'invalid_type'],
    ['bmecat', { extractUnits: 'yes' }, ['extractUnits'], 'invalid_type'],
    ['bmecat', { categorySeparator: '' }, ['categorySeparator'], 'too_small'],
    ['bmecat', { listSeparator: 'x'.repeat(11) }, ['listSeparator'], 'too_big'],
    ['bmecat', { priceType: '' }, ['priceType'], 'too_small'],
    ['bmecat', { language: 'x'.repeat(11) }, ['language'], 'too_big'],
    ['bmecat', { user: 5 }, ['user'], 'invalid_type'],
  ])('%s %j: %s at %j', (className, params, path, code) => {
    expect(issuesOf(className, params)).toMatchObject([{ code, path }]);
  });

  it('reports every bad field, not only the first', () => {
    const issues = issuesOf('bmecat', { url: 'ftp://x', encoding: 'x', inStockAmount: -1 });
    expect(issues.map((i) => i.path)).toEqual([['url'], ['encoding'], ['inStockAmount']]);
  });
});

describe('validateFeedParams: class names', () => {
  it.each(['nope', 'XML', 'google_merchant', ''])('throws feed_unknown_class for %j', (className) => {
    let thrown: unknown = null;
    try {
      validateFeedParams(className, {});
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(FeedError);
    expect(isFeedError(thrown) && thrown.key).toBe('feed_unknown_class');
    expect(isFeedError(thrown) && thrown.params).toEqual({ className });
  });
});
