// Feed message texts: every key in both languages with the same placeholders, every key the library uses
// has a text, and feedMessage renders field names and positions.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '@feedhub/contracts';
import { FEED_ERROR_KEYS } from './errors';
import {
  describePosition,
  feedMessage,
  feedMessageTexts,
  feedsMessages,
  FEED_MESSAGE_KEYS,
} from './messages';

/** `:name` placeholders of a template. */
function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(/:([A-Za-z]\w*)/g)].map((m) => m[1]))].sort();
}

/** Library source files (not tests, test helpers or the bench). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'bench' || name === 'testing' ? [] : sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

const WARNING_KEYS = FEED_MESSAGE_KEYS.filter((key) => !(FEED_ERROR_KEYS as readonly string[]).includes(key));

describe('message texts', () => {
  it('has the same keys in every locale', () => {
    for (const locale of LOCALES)
      expect(Object.keys(feedMessageTexts[locale]).sort()).toEqual([...FEED_MESSAGE_KEYS].sort());
  });

  it.each(FEED_ERROR_KEYS.map((key) => [key]))('error %s has an en and an et text', (key) => {
    expect(feedMessageTexts.en[key]?.trim()).toBeTruthy();
    expect(feedMessageTexts.et[key]?.trim()).toBeTruthy();
    expect(feedMessageTexts.et[key]).not.toBe(feedMessageTexts.en[key]);
  });

  it('has the warnings the normaliser and the readers emit', () => {
    expect([...WARNING_KEYS].sort()).toEqual(
      [
        'feed_missing_code',
        'feed_value_too_long',
        'feed_number_invalid',
        'feed_number_ambiguous',
        'feed_number_too_large',
        'feed_number_negative',
        'feed_invalid_ean',
        'feed_invalid_amount',
        'feed_duplicate_code',
        'feed_csv_columns',
        'feed_csv_quotes',
        'feed_csv_missing_column',
        'feed_json_line',
        'feed_csv_group_split',
        'feed_product_too_large',
        'feed_product_too_large_no_code',
        'feed_price_type_not_found',
        'feed_feature_value_ids',
      ].sort(),
    );
  });

  it.each(WARNING_KEYS.map((key) => [key]))('warning %s has an en and an et text', (key) => {
    expect(feedMessageTexts.en[key]?.trim()).toBeTruthy();
    expect(feedMessageTexts.et[key]?.trim()).toBeTruthy();
    expect(feedMessageTexts.et[key]).not.toBe(feedMessageTexts.en[key]);
  });

  it.each(FEED_MESSAGE_KEYS.map((key) => [key]))('%s has the same placeholders in en and et', (key) => {
    expect(placeholders(feedMessageTexts.et[key])).toEqual(placeholders(feedMessageTexts.en[key]));
  });

  it('every feed_* key in the library source has a text (or is a validation key)', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(__dirname)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/['"`](feed_[a-z0-9_]+)['"`]/g))
        used.add(match[1]);
    }
    // `feed_number_${reason}` in build-record.ts, with the reasons parseDecimal gives.
    for (const reason of ['invalid', 'ambiguous', 'too_large']) used.add(`feed_number_${reason}`);
    expect(used.size).toBeGreaterThan(30);
    const known = new Set([...FEED_MESSAGE_KEYS, ...Object.keys(feedsMessages.en.validation)]);
    expect([...used].filter((key) => !known.has(key))).toEqual([]);
  });
});

/** The validation keys of params problems (param-problems.ts), without their variants. */
const VALIDATION_KEYS = [
  'feed_need_url',
  'feed_need_item_path',
  'feed_need_code_column',
  'feed_need_code_path',
  'feed_param_required',
  'feed_param_text',
  'feed_param_whole_number',
  'feed_param_boolean',
  'feed_param_list',
  'feed_param_object',
  'feed_param_column',
  'feed_param_rule',
  'feed_param_one_of',
  'feed_param_empty',
  'feed_param_too_long',
  'feed_param_empty_list',
  'feed_param_too_many',
  'feed_param_unknown',
  'feed_param_invalid',
  'feed_param_key',
  'feed_url',
  'feed_path',
  'feed_stock_words',
  'feed_tier_needs_group',
];

describe('feedsMessages', () => {
  it('has validation texts for the params problem keys and the same keys in both locales', () => {
    expect(Object.keys(feedsMessages).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      expect(Object.keys(feedsMessages[locale]).sort()).toEqual(['attributes', 'validation']);
      const keys = Object.keys(feedsMessages[locale].validation);
      expect(keys.filter((key) => !key.includes('@')).sort()).toEqual([...VALIDATION_KEYS].sort());
      expect(keys.sort()).toEqual(Object.keys(feedsMessages.en.validation).sort());
    }
    expect(Object.keys(feedsMessages.et.attributes).sort()).toEqual(
      Object.keys(feedsMessages.en.attributes).sort(),
    );
  });

  it.each(Object.keys(feedsMessages.en.validation).map((key) => [key]))(
    '%s: the same placeholders in en and et, a different text; a variant names the placeholders it has',
    (key) => {
      const [base, known] = key.split('@');
      expect(placeholders(feedsMessages.et.validation[key])).toEqual(
        placeholders(feedsMessages.en.validation[key]),
      );
      expect(feedsMessages.et.validation[key]).not.toBe(feedsMessages.en.validation[key]);
      if (known !== undefined) {
        expect(placeholders(feedsMessages.en.validation[key])).toEqual(known ? known.split(',') : []);
        expect(placeholders(feedsMessages.en.validation[base])).toEqual(
          expect.arrayContaining(known ? known.split(',') : []),
        );
      }
      // Params are named as written in the params JSON, not by a label: no :attribute.
      expect(placeholders(feedsMessages.en.validation[key])).not.toContain('attribute');
    },
  );

  it('labels params fields by their params.* path', () => {
    for (const locale of LOCALES)
      for (const [path, label] of Object.entries(feedsMessages[locale].attributes)) {
        expect(path).toMatch(/^params\.[a-zA-Z.]+$/);
        expect(label.trim()).not.toBe('');
      }
    expect(feedsMessages.en.attributes['params.url']).toBe('feed URL');
    expect(feedsMessages.et.attributes['params.url']).toBe('voo URL');
  });
});

describe('feedMessage', () => {
  it('renders a warning with its field name and position', () => {
    const warning = {
      key: 'feed_number_invalid',
      field: 'price',
      params: { value: '12,5x' },
      position: { index: 3, line: 7, column: 2 },
    };
    expect(feedMessage('en', warning)).toBe('Price "12,5x" is not a number (product 3, line 7:2)');
    expect(feedMessage('et', warning)).toBe('Hind „12,5x“ ei ole number (toode 3, rida 7:2)');
  });

  it('renders an error with its params', () => {
    const error = { key: 'feed_http_status', params: { status: 404, url: 'https://x.example/f.xml' } };
    expect(feedMessage('en', error)).toBe('The feed server answered 404 for https://x.example/f.xml');
    expect(feedMessage('et', error)).toBe('Voo server vastas aadressile https://x.example/f.xml koodiga 404');
  });

  it('uses the field name of the locale, or the field itself when it has none', () => {
    const message = { key: 'feed_value_too_long', field: 'code', params: { max: 255 } };
    expect(feedMessage('en', message)).toBe('Product skipped: its code is longer than 255 characters');
    expect(feedMessage('et', message)).toBe('Toode jäeti vahele: selle kood on pikem kui 255 märki');
    expect(feedMessage('en', { key: 'feed_number_negative', field: 'weight', params: { value: '-1' } })).toBe(
      'weight "-1" is negative',
    );
  });

  it('does not substitute inside a value', () => {
    expect(
      feedMessage('en', { key: 'feed_number_invalid', field: 'vatRate', params: { value: ':field' } }),
    ).toBe('VAT rate ":field" is not a number');
  });

  it('feed_invalid_params: the problem’s text after "In the feed settings,", in lower case, with its detail', () => {
    const error = {
      key: 'feed_invalid_params',
      params: {
        field: 'itemPath',
        reason: 'feed_path',
        param: 'itemPath',
        detail: '"a[" is not an element name',
      },
    };
    expect(feedMessage('en', error)).toBe(
      'In the feed settings, "itemPath" is not a valid path: "a[" is not an element name',
    );
    expect(feedMessage('et', error)).toBe(
      'Voo seadetes „itemPath“ ei ole korrektne rada: "a[" is not an element name',
    );
    const unknown = {
      key: 'feed_invalid_params',
      params: { field: 'fileds', reason: 'feed_param_unknown', param: 'fileds', suggestion: 'fields' },
    };
    expect(feedMessage('en', unknown)).toBe(
      'In the feed settings, there is no param "fileds"; did you mean "fields"?',
    );
    expect(feedMessage('et', unknown)).toBe(
      'Voo seadetes parameetrit „fileds“ ei ole; kas mõtlesite „fields“?',
    );
    // Any other reason (an invalid allowedNetworks entry, a job logged before) is shown as it is.
    expect(
      feedMessage('en', { key: 'feed_invalid_params', params: { field: 'x', reason: 'Required' } }),
    ).toBe('The feed settings are invalid: x (Required)');
  });

  it('falls back to the key for an unknown key', () => {
    expect(feedMessage('et', { key: 'feed_something_new' })).toBe('feed_something_new');
  });

  it.each<[Parameters<typeof describePosition>[1], string, string]>([
    [undefined, '', ''],
    [{}, '', ''],
    [{ index: 4 }, 'product 4', 'toode 4'],
    [{ line: 12 }, 'line 12', 'rida 12'],
    [{ line: 12, column: 5 }, 'line 12:5', 'rida 12:5'],
    [{ column: 5 }, '', ''],
    [{ index: 2, line: 9 }, 'product 2, line 9', 'toode 2, rida 9'],
    [{ offset: 1042 }, 'byte 1042', 'bait 1042'],
    [{ line: 3, offset: 1042 }, 'line 3', 'rida 3'],
  ])('position %j reads "%s" / "%s"', (position, en, et) => {
    expect(describePosition('en', position)).toBe(en);
    expect(describePosition('et', position)).toBe(et);
    const text = feedMessage('en', { key: 'feed_aborted', position });
    expect(text).toBe(en ? `Reading the feed was cancelled (${en})` : 'Reading the feed was cancelled');
  });
});
