import { ERROR_KEYS, LOCALES, type Locale } from '@feedhub/contracts';
import { placeholdersOf, resources, translate, variantKey } from './index';

// A message never shows an empty placeholder: every server error message, built with each of its
// placeholders missing or empty (alone and together), reads well in both languages.

/** What a text with a hole looks like: a placeholder left as it is, an empty bracket, a stray space. */
const LEAKS = [/:[A-Za-z]/, /\( /, / ,/, /\(\)/, / \)/, / {2}/, / \./, /^\s|\s$/];

function leaksOf(text: string): string[] {
  return LEAKS.filter((leak) => leak.test(text)).map(String);
}

/** Every subset of the names (the empty one first). */
function subsets(names: string[]): string[][] {
  return names.reduce<string[][]>((all, name) => [...all, ...all.map((s) => [...s, name])], [[]]);
}

/** Sample values that read as something ("0" is a value). */
const sample = (name: string) => (name === 'count' ? 3 : name === 'id' ? 999 : `${name}-value`);

/** The texts of a key in a locale: the key and its plural forms. */
function formsOf(locale: Locale, key: string): string[] {
  const errors = resources[locale].errors as Record<string, string>;
  return Object.keys(errors)
    .filter((k) => k === key || k.startsWith(`${key}_`))
    .map((k) => errors[k]);
}

const cases = LOCALES.flatMap((locale) =>
  ERROR_KEYS.map((key) => {
    const names = [...new Set(formsOf(locale, key).flatMap(placeholdersOf))];
    return [locale, key, names] as const;
  }),
).filter(([, , names]) => names.length > 0);

test('the catalogue has error messages with placeholders (the guard below guards something)', () => {
  expect(cases.map(([locale, key]) => `${locale}:${key}`)).toEqual(
    expect.arrayContaining(['en:partner_product_not_found', 'et:partner_attribute_not_found']),
  );
});

test.each(cases)('%s %s reads well with any of %j missing or empty', (locale, key, names) => {
  for (const known of subsets(names)) {
    const given = Object.fromEntries(known.map((name) => [name, sample(name)]));
    const blanks = names.filter((name) => !known.includes(name));
    for (const blank of ['', ' ', undefined]) {
      const params = {
        ...given,
        ...Object.fromEntries(blank === undefined ? [] : blanks.map((name) => [name, blank])),
      };
      const text = translate(locale, 'errors', key, params);
      expect({ params, text, leaks: leaksOf(text) }).toEqual({ params, text, leaks: [] });
      for (const name of known) expect(text).toContain(String(sample(name)));
    }
  }
});

test('partner_product_not_found: separate wordings when only one of code and id is known', () => {
  expect(translate('en', 'errors', 'partner_product_not_found', { code: '', id: 999 })).toBe(
    'Partner product not found (id 999)',
  );
  expect(translate('en', 'errors', 'partner_product_not_found', { code: 'P1' })).toBe(
    'Partner product not found (code P1)',
  );
  expect(translate('en', 'errors', 'partner_product_not_found', { code: 'P1', id: 7 })).toBe(
    'Partner product not found (code P1, id 7)',
  );
  expect(translate('et', 'errors', 'partner_product_not_found', { id: 999 })).toBe(
    'Partneri toodet ei leitud (id 999)',
  );
  expect(translate('en', 'errors', 'partner_product_not_found')).toBe('Partner product not found');
  // 0 is a value; a plural message without its count has its own wording.
  expect(translate('en', 'errors', 'role_in_use', { count: 0 })).toBe(
    'This role is held by 0 users. Delete it anyway?',
  );
  expect(translate('et', 'errors', 'role_in_use')).toBe(
    'Seda rolli omavad veel kasutajad. Kas kustutada ikkagi?',
  );
});

test('a wording is keyed by the placeholders that have a value, sorted', () => {
  expect(variantKey('k', ['partner', 'code'])).toBe('k@code,partner');
  expect(variantKey('k', [])).toBe('k@');
  expect(placeholdersOf('The feed could not be read: :message (:message)')).toEqual(['message']);
  expect(placeholdersOf('at 10:30, see http://x')).toEqual([]);
});

test('every wording of a placeholder that can be missing exists in both languages, for a key of the catalogue', () => {
  const variants = (locale: Locale) =>
    Object.keys(resources[locale].errors)
      .filter((key) => key.includes('@'))
      .sort();
  expect(variants('et')).toEqual(variants('en'));
  for (const key of variants('en'))
    expect(ERROR_KEYS as readonly string[]).toContain(key.slice(0, key.indexOf('@')));
});
