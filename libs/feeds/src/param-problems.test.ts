// Params problems a supplier manager can act on: the message key, its placeholders and the text (en, et)
// of each kind of bad params; the same texts through @feedhub/i18n (the partner form's server check);
// no text ever shows an empty placeholder.
import { issueMessages, registerDomainMessages, translate } from '@feedhub/i18n';
import { LOCALES, type Locale } from '@feedhub/contracts';
import type { FeedError } from './errors';
import {
  feedMessage,
  feedMessageTexts,
  feedMessageVariants,
  feedParamMessage,
  feedsMessages,
} from './messages';
import { closestKey } from './param-problems';
import { validateFeedParams } from './read-feed';
import { readContent } from './testing/feed-test-utils';

registerDomainMessages(feedsMessages);

/** The first problem of params that must fail, with its English and Estonian text. */
function firstProblem(className: string, params: unknown) {
  const result = validateFeedParams(className, params);
  if (result.success) throw new Error(`expected ${className} params to fail: ${JSON.stringify(params)}`);
  const [problem] = result.problems;
  return {
    key: problem.key,
    params: problem.params,
    en: feedParamMessage('en', problem.key, problem.params),
    et: feedParamMessage('et', problem.key, problem.params),
  };
}

/** The FeedError of reading a plain XML document with these params. */
async function readError(className: string, params: unknown): Promise<FeedError> {
  const run = await readContent(className, params, '<offer><product id="1"/></offer>');
  if (!run.error) throw new Error('expected a FeedError');
  return run.error;
}

describe('what to put in the params: key, placeholders and English text of each kind of problem', () => {
  test.each<[string, string, unknown, string, Record<string, string | number>, string]>([
    [
      'a CSV partner without fields',
      'csv',
      { url: 'https://supplier.example/prices.csv' },
      'feed_need_code_column',
      {},
      'Set "fields.code": the column that holds the product code, by its header name or its position (1 = the first column), e.g. "SKU"',
    ],
    [
      'an XML mapping without the code',
      'xml',
      { itemPath: 'product', fields: { name: 'name' } },
      'feed_need_code_path',
      { example: '@id' },
      'Set "fields.code": where the product\'s code is inside a product (an element, an attribute or a key), e.g. "@id"',
    ],
    [
      'XML without itemPath',
      'xml',
      { fields: { code: '@id' } },
      'feed_need_item_path',
      {},
      'Set "itemPath": the element that holds one product, e.g. "products/product"',
    ],
    [
      'an attribute rule without its name',
      'json',
      { fields: { code: 'id' }, attributes: [{ path: 'specs' }] },
      'feed_param_required',
      { param: 'attributes.0.name', example: 'name' },
      'Set "attributes.0.name", e.g. "name"',
    ],
    [
      'itemPath that is a number',
      'xml',
      { itemPath: 5, fields: { code: '@id' } },
      'feed_param_text',
      { param: 'itemPath', example: 'products/product' },
      '"itemPath" must be text, e.g. "products/product"',
    ],
    [
      'a misspelt key',
      'xml',
      { itemPath: 'product', fileds: { code: '@id' } },
      'feed_param_unknown',
      { param: 'fileds', suggestion: 'fields' },
      'There is no param "fileds"; did you mean "fields"?',
    ],
    [
      'a key no param is close to',
      'google-merchant',
      { mapping: { code: 'id' } },
      'feed_param_unknown',
      { param: 'mapping' },
      'There is no param "mapping" in this class: remove it or correct its name',
    ],
    [
      'a decimal separator that is not one',
      'csv',
      { fields: { code: 'SKU' }, decimalSeparator: ';' },
      'feed_param_one_of',
      { param: 'decimalSeparator', values: '"auto", ".", ","' },
      '"decimalSeparator" must be one of "auto", ".", ","',
    ],
    [
      'a delimiter named in words',
      'csv',
      { fields: { code: 'SKU' }, delimiter: 'tab' },
      'feed_param_one_of',
      { param: 'delimiter', values: '"auto", ",", ";", "\\t", "|", "~"' },
      '"delimiter" must be one of "auto", ",", ";", "\\t", "|", "~"',
    ],
    [
      'a number out of range',
      'bmecat',
      { maxItemElements: 10 },
      'feed_param_whole_number',
      { param: 'maxItemElements', min: 100, max: 200_000 },
      '"maxItemElements" must be a whole number from 100 to 200000',
    ],
    [
      'a stock word with a text amount',
      'csv',
      { fields: { code: 'SKU' }, stockWords: { 'Viel Bestand': 'viel' } },
      'feed_param_whole_number',
      { param: 'stockWords.Viel Bestand', min: 0, max: 1_000_000 },
      '"stockWords.Viel Bestand" must be a whole number from 0 to 1000000',
    ],
    [
      'a CSV column 0',
      'csv',
      { fields: { code: 0 } },
      'feed_param_whole_number',
      { param: 'fields.code', min: 1, max: 10_000 },
      '"fields.code" must be a whole number from 1 to 10000',
    ],
    [
      'a CSV column that is neither a name nor a position',
      'csv',
      { fields: { code: { column: 'SKU' } } },
      'feed_param_column',
      { param: 'fields.code', example: 'SKU' },
      '"fields.code" must be a column: its header name or its position (1 = the first column), e.g. "SKU"',
    ],
    [
      'a yes/no param written as text',
      'bmecat',
      { trim: 'no' },
      'feed_param_boolean',
      { param: 'trim' },
      '"trim" must be "true" or "false"',
    ],
    [
      'a path that does not compile',
      'xml',
      { itemPath: 'products//product', fields: { code: '@id' } },
      'feed_path',
      { param: 'itemPath', detail: '"" is not an element name' },
      '"itemPath" is not a valid path: "" is not an element name',
    ],
    [
      'an address that is not http(s)',
      'bmecat',
      { url: 'ftp://supplier.example/catalog.xml' },
      'feed_url',
      { param: 'url' },
      '"url" must be an http or https address, e.g. "https://supplier.example/feed.xml"',
    ],
    [
      'an empty separator',
      'csv',
      { fields: { code: 'SKU' }, categorySeparator: '' },
      'feed_param_empty',
      { param: 'categorySeparator' },
      '"categorySeparator" must not be empty',
    ],
    [
      'too many alternatives',
      'csv',
      { fields: { code: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'] } },
      'feed_param_too_many',
      { param: 'fields.code', max: 10 },
      '"fields.code" may have at most 10 entries',
    ],
    [
      'a blank stock word',
      'csv',
      { fields: { code: 'SKU' }, stockWords: { ' ': 3 } },
      'feed_param_key',
      { param: 'stockWords' },
      '"stockWords" may not have a blank key',
    ],
    [
      'tierQuantity without groupBy',
      'csv',
      { fields: { code: 'SKU' }, tierQuantity: 'Menge' },
      'feed_tier_needs_group',
      { param: 'tierQuantity' },
      '"tierQuantity" needs "groupBy" too: the column whose value joins the rows of one product',
    ],
  ])('%s', (_, className, params, key, placeholders, english) => {
    const problem = firstProblem(className, params);
    expect(problem).toMatchObject({ key, params: placeholders, en: english });
    expect(problem.params).toEqual(key === 'feed_param_key' ? { ...placeholders, name: ' ' } : placeholders);
    expect(problem.et).not.toBe(english);
  });

  test('Estonian texts', () => {
    expect(firstProblem('csv', {}).et).toBe(
      'Määrake „fields.code“: veerg, milles on toote kood, päise nime või asukohaga (1 = esimene veerg), nt „SKU“',
    );
    expect(firstProblem('xml', { itemPath: 5, fields: { code: '@id' } }).et).toBe(
      '„itemPath“ peab olema tekst, nt „products/product“',
    );
    expect(firstProblem('xml', { itemPath: 'p', fileds: {} }).et).toBe(
      'Parameetrit „fileds“ ei ole; kas mõtlesite „fields“?',
    );
    expect(firstProblem('csv', { fields: { code: 'SKU' }, decimalSeparator: ';' }).et).toBe(
      '„decimalSeparator“ peab olema üks järgmistest: "auto", ".", ","',
    );
  });

  test('no validator jargon: before, a CSV partner without fields read "The feed settings are invalid: fields (Invalid input: expected object, received undefined)"', async () => {
    const error = await readError('csv', { url: 'https://supplier.example/prices.csv' });
    // The class is checked against the feed first: this feed is XML, so that is the message here.
    expect(error.key).toBe('feed_wrong_format');
    const params = await readError('xml', { fields: { code: '@id' }, itemPath: 5 });
    expect(params.params).toEqual({
      field: 'itemPath',
      reason: 'feed_param_text',
      param: 'itemPath',
      example: 'products/product',
    });
    expect(feedMessage('en', params)).toBe(
      'In the feed settings, "itemPath" must be text, e.g. "products/product"',
    );
    expect(feedMessage('et', params)).toBe('Voo seadetes „itemPath“ peab olema tekst, nt „products/product“');
    for (const locale of LOCALES)
      expect(feedMessage(locale, params)).not.toMatch(/Invalid input|expected|received/);
  });
});

describe('the partner form’s messages (@feedhub/i18n with feedsMessages registered) read the same', () => {
  test.each<[string, Record<string, unknown>]>([
    ['csv', { url: 'https://supplier.example/prices.csv' }],
    ['xml', { itemPath: 'p', fileds: { code: '@id' }, decimalSeparator: ';', inStockAmount: -1 }],
    ['xml', { itemPath: ['p', 5], fields: { code: '@id', prce: 'price' }, attributes: [{ path: 'x' }] }],
    ['bmecat', { url: 'ftp://x.example/c.xml', maxItemElements: 5, trim: 'no', pricetype: 'net' }],
    [
      'csv',
      { fields: { code: 'SKU' }, stockWords: { ' ': 1 }, attributes: [{ prefix: 'a_', columns: [1] }] },
    ],
  ])('%s %j', (className, params) => {
    const result = validateFeedParams(className, params);
    if (result.success) throw new Error('expected a failure');
    for (const locale of LOCALES) {
      const messages = issueMessages(result.issues, params, locale);
      const expected = new Map<string, string[]>();
      for (const p of result.problems) {
        const field = p.path.map(String).join('.') || 'body';
        const text = feedParamMessage(locale, p.key, p.params);
        expected.set(field, [...(expected.get(field) ?? []), text.charAt(0).toUpperCase() + text.slice(1)]);
      }
      expect(messages).toEqual(Object.fromEntries(expected));
    }
  });

  test('a variant is used when a placeholder has no value, in i18n as here', () => {
    for (const locale of LOCALES)
      expect(translate(locale, 'validation', 'feed_param_unknown', { param: 'x' })).toBe(
        feedParamMessage(locale, 'feed_param_unknown', { param: 'x' }),
      );
    expect(translate('en', 'validation', 'feed_param_text', { param: 'user', example: '' })).toBe(
      '"user" must be text',
    );
  });
});

/** What a text with a hole looks like: a placeholder left as it is, empty brackets or backticks, a stray space. */
const LEAKS = [/:[A-Za-z]/, /\( /, / ,/, /\(\)/, / \)/, / {2}/, / \./, /^\s|\s$/, /``/, /<>/, /`\s+`/];

/** Placeholders the library may leave out (always together within a group); the others it always gives. */
const OPTIONAL_GROUPS = [
  ['example'],
  ['suggestion'],
  ['detail'],
  ['min', 'max'],
  ['fits', 'root'],
  ['alternative'],
  ['name'],
];

/** Every subset of the groups (the empty one first). */
const subsets = <T>(items: T[]): T[][] =>
  items.reduce<T[][]>((all, item) => [...all, ...all.map((s) => [...s, item])], [[]]);

const placeholdersOf = (text: string) => [...new Set([...text.matchAll(/:([A-Za-z]\w*)/g)].map((m) => m[1]))];

describe('a message never shows an empty placeholder', () => {
  const sample = (name: string) => (name === 'min' ? 1 : name === 'max' ? 9 : `${name}-value`);
  const cases: [Locale, string, (params: Record<string, string | number>) => string, string[]][] = [];
  for (const locale of LOCALES) {
    for (const key of Object.keys(feedsMessages[locale].validation).filter((k) => !k.includes('@')))
      cases.push([
        locale,
        key,
        (p) => feedParamMessage(locale, key, p),
        placeholdersOf(feedsMessages[locale].validation[key]),
      ]);
    for (const key of ['feed_wrong_format', 'feed_root_not_bmecat', 'feed_root_not_google'])
      cases.push([
        locale,
        key,
        (p) => feedMessage(locale, { key, params: p }),
        placeholdersOf(feedMessageTexts[locale][key]),
      ]);
    cases.push([
      locale,
      'feed_invalid_params',
      (p) =>
        feedMessage(locale, {
          key: 'feed_invalid_params',
          params: { field: 'url', reason: 'feed_need_url', ...p },
        }),
      ['fits', 'root'],
    ]);
  }

  test.each(cases)('%s %s', (_, __, render, names) => {
    const groups = OPTIONAL_GROUPS.filter((group) => group.every((name) => names.includes(name)));
    for (const missing of subsets(groups)) {
      const left = new Set(missing.flat());
      for (const blank of [undefined, '', ' ']) {
        const params: Record<string, string | number> = {};
        for (const name of names)
          if (!left.has(name)) params[name] = sample(name);
          else if (blank !== undefined) params[name] = blank;
        const text = render(params);
        expect({ params, text, leaks: LEAKS.filter((l) => l.test(text)).map(String) }).toEqual({
          params,
          text,
          leaks: [],
        });
        for (const name of names) if (!left.has(name)) expect(text).toContain(String(sample(name)));
      }
    }
  });

  test('every variant wording exists in both languages', () => {
    expect(Object.keys(feedMessageVariants.et).sort()).toEqual(Object.keys(feedMessageVariants.en).sort());
  });
});

describe('closestKey', () => {
  test.each<[string, string | null]>([
    ['fileds', 'fields'],
    ['ItemPath', 'itemPath'],
    ['delimeter', 'delimiter'],
    ['prce', 'price'],
    ['catgeoryPath', 'categoryPath'],
    ['mapping', null],
    ['x', null],
  ])('%s → %s', (name, expected) => {
    expect(
      closestKey(name, ['fields', 'itemPath', 'delimiter', 'price', 'categoryPath', 'name', 'url']),
    ).toBe(expected);
  });
});

test('no params message shows markdown: names and examples in the language’s quotes, never backticks', () => {
  for (const locale of LOCALES) {
    for (const [key, text] of Object.entries(feedsMessages[locale].validation))
      expect(`${key}: ${text}`).not.toContain('`');
    expect(translate(locale, 'validation', 'feed_url', { param: 'url' })).toBe(
      locale === 'en'
        ? '"url" must be an http or https address, e.g. "https://supplier.example/feed.xml"'
        : '„url“ peab olema http- või https-aadress, nt „https://supplier.example/feed.xml“',
    );
  }
});
