// Params schemas of every feed class, through validateFeedParams: defaults, strictness, the problems
// (message keys, placeholders and paths) of bad params. Their texts: param-problems.test.ts.
import { FeedError, isFeedError } from './errors';
import { validateFeedParams } from './read-feed';

interface Problem {
  path: PropertyKey[];
  key: string;
  params: Record<string, string | number>;
}

/** The problems of params that must fail; their zod custom issues (for a service's field messages) say the same. */
function problemsOf(className: string, params: unknown): Problem[] {
  const result = validateFeedParams(className, params);
  if (result.success) throw new Error(`expected ${className} params to fail: ${JSON.stringify(params)}`);
  expect(result.issues).toEqual(
    result.problems.map((p) => ({ code: 'custom', path: p.path, message: p.key, params: p.params })),
  );
  return result.problems;
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
    expect(problemsOf(className, { ...MINIMAL[className], mapping: {} })).toEqual([
      { path: ['mapping'], key: 'feed_param_unknown', params: { param: 'mapping' } },
    ]);
  });

  it.each(['xml', 'csv', 'json'])('%s refuses an unknown field in the mapping', (className) => {
    const params = MINIMAL[className];
    const fields = { ...(params.fields as Record<string, unknown>), colour: 'x' };
    expect(problemsOf(className, { ...params, fields })).toEqual([
      { path: ['fields', 'colour'], key: 'feed_param_unknown', params: { param: 'fields.colour' } },
    ]);
  });

  it('suggests the known key closest to a misspelt one (case, a transposition, a letter or two)', () => {
    expect(problemsOf('bmecat', { pricetype: 'net_customer' })).toEqual([
      {
        path: ['pricetype'],
        key: 'feed_param_unknown',
        params: { param: 'pricetype', suggestion: 'priceType' },
      },
    ]);
    expect(problemsOf('csv', { fields: { code: 'SKU', prcie: 'Preis' } })[0].params).toEqual({
      param: 'fields.prcie',
      suggestion: 'fields.price',
    });
    expect(problemsOf('csv', { fields: { code: 'SKU' }, delimeter: ';' })[0].params).toEqual({
      param: 'delimeter',
      suggestion: 'delimiter',
    });
  });

  it('a misspelt required key comes first, before the param it leaves missing', () => {
    expect(problemsOf('xml', { itemPath: 'p', fileds: { code: '@id' } })).toEqual([
      { path: ['fileds'], key: 'feed_param_unknown', params: { param: 'fileds', suggestion: 'fields' } },
      { path: ['fields'], key: 'feed_need_code_path', params: { example: '@id' } },
    ]);
  });

  it('google-merchant and bmecat take no field mapping', () => {
    expect(problemsOf('google-merchant', { fields: { code: 'id' } })).toMatchObject([
      { path: ['fields'], key: 'feed_param_unknown' },
    ]);
    expect(problemsOf('bmecat', { itemPath: 'x' })).toMatchObject([
      { path: ['itemPath'], key: 'feed_param_unknown' },
    ]);
  });

  it('attribute rules: keys of two forms, a misspelt key, a missing one, not an object', () => {
    const csv = (rule: unknown) => problemsOf('csv', { fields: { code: 'SKU' }, attributes: [rule] });
    const forms = '"{ columns }", "{ prefix }", "{ text }"';
    expect(csv({ prefix: 'a_', columns: ['x'] })).toEqual([
      { path: ['attributes', 0], key: 'feed_param_rule', params: { param: 'attributes.0', forms } },
    ]);
    expect(csv('Colour')).toEqual([
      { path: ['attributes', 0], key: 'feed_param_rule', params: { param: 'attributes.0', forms } },
    ]);
    expect(csv({ colums: ['Colour'] })).toEqual([
      {
        path: ['attributes', 0, 'colums'],
        key: 'feed_param_unknown',
        params: { param: 'attributes.0.colums', suggestion: 'attributes.0.columns' },
      },
    ]);
    expect(problemsOf('xml', { ...MINIMAL.xml, attributes: [{ path: 'params/param' }] })).toEqual([
      {
        path: ['attributes', 0, 'name'],
        key: 'feed_param_required',
        params: { param: 'attributes.0.name', example: '@name' },
      },
    ]);
  });

  it('refuses params that are not an object', () => {
    const notAnObject = [{ path: [], key: 'feed_param_object', params: { param: 'params' } }];
    expect(problemsOf('bmecat', 'url=x')).toEqual(notAnObject);
    expect(problemsOf('csv', [])).toEqual(notAnObject);
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
    expect(problemsOf('bmecat', { url })).toEqual([
      { path: ['url'], key: 'feed_url', params: { param: 'url' } },
    ]);
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
    expect(problemsOf('bmecat', { url: `https://x.example/${'a'.repeat(2000)}` })).toEqual([
      { path: ['url'], key: 'feed_param_too_long', params: { param: 'url', max: 2000 } },
    ]);
  });

  it('a url that is not text', () => {
    expect(problemsOf('google-merchant', { url: 5 })).toEqual([
      {
        path: ['url'],
        key: 'feed_param_text',
        params: { param: 'url', example: 'https://shop.example/google.xml' },
      },
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
  ])('%s %j: feed_path at %j (%s)', (className, params, path, detail) => {
    expect(problemsOf(className, params)).toEqual([
      { path, key: 'feed_path', params: { param: path.join('.'), detail } },
    ]);
  });

  it('requires the code field, said per class: a column for CSV, a path for XML and JSON', () => {
    expect(problemsOf('xml', { itemPath: 'p', fields: { name: 'name' } })).toEqual([
      { path: ['fields', 'code'], key: 'feed_need_code_path', params: { example: '@id' } },
    ]);
    expect(problemsOf('csv', { fields: {} })).toEqual([
      { path: ['fields', 'code'], key: 'feed_need_code_column', params: {} },
    ]);
    // No `fields` at all: still "set fields.code", under `fields`.
    expect(problemsOf('csv', { url: 'https://x.example/f.csv' })).toEqual([
      { path: ['fields'], key: 'feed_need_code_column', params: {} },
    ]);
    expect(problemsOf('json', {})).toEqual([
      { path: ['fields'], key: 'feed_need_code_path', params: { example: 'id' } },
    ]);
  });

  it('requires the item path of XML; one that is not text', () => {
    expect(problemsOf('xml', { fields: { code: '@id' } })).toEqual([
      { path: ['itemPath'], key: 'feed_need_item_path', params: {} },
    ]);
    expect(problemsOf('xml', { itemPath: 5, fields: { code: '@id' } })).toEqual([
      {
        path: ['itemPath'],
        key: 'feed_param_text',
        params: { param: 'itemPath', example: 'products/product' },
      },
    ]);
    expect(problemsOf('xml', { itemPath: ['product', 5], fields: { code: '@id' } })).toEqual([
      { path: ['itemPath', 1], key: 'feed_param_text', params: { param: 'itemPath.1', example: 'product' } },
    ]);
  });

  it.each<[unknown, string, Record<string, string | number>]>([
    [0, 'feed_param_whole_number', { param: 'fields.code', min: 1, max: 10_000 }],
    [10_001, 'feed_param_whole_number', { param: 'fields.code', min: 1, max: 10_000 }],
    ['', 'feed_param_empty', { param: 'fields.code' }],
    ['x'.repeat(201), 'feed_param_too_long', { param: 'fields.code', max: 200 }],
    [true, 'feed_param_column', { param: 'fields.code', example: 'SKU' }],
    [[], 'feed_param_empty_list', { param: 'fields.code' }],
  ])('refuses the CSV column %j', (column, key, params) => {
    expect(problemsOf('csv', { fields: { code: column } })).toEqual([
      { path: ['fields', 'code'], key, params },
    ]);
  });

  it('a mapping that is not an object, with an example of the class', () => {
    expect(problemsOf('csv', { fields: 'SKU' })).toEqual([
      {
        path: ['fields'],
        key: 'feed_param_object',
        params: { param: 'fields', example: '{"code": "SKU", "name": "Name"}' },
      },
    ]);
  });

  it('refuses a path longer than 500 characters', () => {
    expect(problemsOf('xml', { itemPath: 'p', fields: { code: 'a'.repeat(501) } })).toEqual([
      { path: ['fields', 'code'], key: 'feed_param_too_long', params: { param: 'fields.code', max: 500 } },
    ]);
  });

  it('refuses a namespace prefix that is not a name', () => {
    expect(problemsOf('xml', { ...MINIMAL.xml, namespaces: { '1x': 'urn:x' } })).toEqual([
      { path: ['namespaces'], key: 'feed_param_key', params: { param: 'namespaces', name: '1x' } },
    ]);
    expect(problemsOf('xml', { ...MINIMAL.xml, namespaces: { x: '' } })).toEqual([
      { path: ['namespaces', 'x'], key: 'feed_param_empty', params: { param: 'namespaces.x' } },
    ]);
  });
});

describe('validateFeedParams: options', () => {
  const ENCODINGS =
    '"auto", "utf-8", "utf-16le", "utf-16be", "windows-1257", "iso-8859-13", "iso-8859-4", "windows-1252", ' +
    '"iso-8859-1", "iso-8859-15", "windows-1250", "iso-8859-2", "windows-1251"';
  it.each(['koi8-r', 'UTF-8', 'latin1', 'utf8', ''])('refuses the encoding %j', (encoding) => {
    for (const className of Object.keys(MINIMAL)) {
      expect(problemsOf(className, { ...MINIMAL[className], encoding })).toEqual([
        { path: ['encoding'], key: 'feed_param_one_of', params: { param: 'encoding', values: ENCODINGS } },
      ]);
    }
  });

  it.each(['utf-8', 'utf-16le', 'windows-1257', 'iso-8859-13', 'windows-1251'])(
    'accepts the encoding %s',
    (encoding) => {
      expect(parsedOf('csv', { ...MINIMAL.csv, encoding })).toMatchObject({ encoding });
    },
  );

  it.each<[string, Record<string, unknown>, string, Record<string, string | number>]>([
    ['bmecat', { decimalSeparator: ';' }, 'feed_param_one_of', { values: '"auto", ".", ","' }],
    [
      'csv',
      { ...MINIMAL.csv, delimiter: ':' },
      'feed_param_one_of',
      { values: '"auto", ",", ";", "\\t", "|", "~"' },
    ],
    ['csv', { ...MINIMAL.csv, quote: '`' }, 'feed_param_one_of', { values: '""", "\'"' }],
    ['csv', { ...MINIMAL.csv, header: 'yes' }, 'feed_param_one_of', { values: '"auto", "true", "false"' }],
    [
      'google-merchant',
      { categoryFrom: 'category' },
      'feed_param_one_of',
      { values: '"product_type", "google_product_category"' },
    ],
    ['bmecat', { inStockAmount: -1 }, 'feed_param_whole_number', { min: 0, max: 1_000_000 }],
    ['bmecat', { inStockAmount: 1_000_001 }, 'feed_param_whole_number', { min: 0, max: 1_000_000 }],
    ['bmecat', { inStockAmount: 1.5 }, 'feed_param_whole_number', { min: 0, max: 1_000_000 }],
    ['bmecat', { inStockAmount: 'many' }, 'feed_param_whole_number', { min: 0, max: 1_000_000 }],
    ['bmecat', { maxItemElements: 5 }, 'feed_param_whole_number', { min: 100, max: 200_000 }],
    ['bmecat', { extractUnits: 'yes' }, 'feed_param_boolean', {}],
    ['bmecat', { categorySeparator: '' }, 'feed_param_empty', {}],
    ['bmecat', { listSeparator: 'x'.repeat(11) }, 'feed_param_too_long', { max: 10 }],
    ['bmecat', { priceType: '' }, 'feed_param_empty', {}],
    ['bmecat', { language: 'x'.repeat(11) }, 'feed_param_too_long', { max: 10 }],
    ['bmecat', { user: 5 }, 'feed_param_text', { example: 'feeds' }],
    [
      'xml',
      { ...MINIMAL.xml, attributes: 'params/param' },
      'feed_param_list',
      {
        example: '[{"path": "params/param", "name": "@name"}]',
      },
    ],
  ])('%s %j: %s', (className, params, key, placeholders) => {
    const [problem] = problemsOf(className, params);
    const param = Object.keys(params).find((name) => !(name in MINIMAL[className]))!;
    expect(problem).toEqual({ path: [param], key, params: { param, ...placeholders } });
  });

  it('reports every bad field, not only the first', () => {
    const problems = problemsOf('bmecat', { url: 'ftp://x', encoding: 'x', inStockAmount: -1 });
    expect(problems.map((p) => [p.path, p.key])).toEqual([
      [['url'], 'feed_url'],
      [['encoding'], 'feed_param_one_of'],
      [['inStockAmount'], 'feed_param_whole_number'],
    ]);
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
