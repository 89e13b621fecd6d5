import { errors as enErrors } from './locales/en/errors';
import { validation as enValidation } from './locales/en/validation';
import { errors as etErrors } from './locales/et/errors';
import { validation as etValidation } from './locales/et/validation';
import { ERROR_KEYS } from '@feedhub/contracts';
import { fieldLabel, formatMessage, localeFromHeader, resources, translate } from './index';

test('every server error key has an English and an Estonian text', () => {
  for (const key of ERROR_KEYS) {
    expect(enErrors[key]).toBeTruthy();
    expect(etErrors[key]).toBeTruthy();
  }
  expect(Object.keys(etValidation).sort()).toEqual(Object.keys(enValidation).sort());
});

test('SPEC §5 wordings', () => {
  expect(translate('en', 'validation', 'required', { attribute: 'name' })).toBe('name field is required');
  expect(translate('en', 'validation', 'max.string', { attribute: 'name', max: 255 })).toBe(
    'name may not be greater than 255 characters',
  );
  expect(translate('en', 'validation', 'cron', { attribute: 'cron' })).toBe('cron must be valid CRON string');
  expect(translate('en', 'validation', 'ip_range', { attribute: 'IP' })).toBe('IP must be valid IP/IP range');
  expect(translate('en', 'validation', 'in', { attribute: 'queue' })).toBe('Selected queue is invalid');
});

test('placeholders: longer names first', () => {
  expect(formatMessage(':min to :minimum', { min: 1, minimum: 5 })).toBe('1 to 5');
});

test('Accept-Language picks our best locale by q-value', () => {
  expect(localeFromHeader('et-EE,et;q=0.9,en;q=0.8')).toBe('et');
  expect(localeFromHeader('fi;q=1, en;q=0.5, et;q=0.7')).toBe('et');
  expect(localeFromHeader('de')).toBe('en');
  expect(localeFromHeader(undefined)).toBe('en');
});

test('field labels: exact path, then with list indexes as *, then the last segment', () => {
  expect(fieldLabel('et', 'username')).toBe('kasutajanimi');
  expect(fieldLabel('en', 'users.3.email')).toBe('email');
  expect(fieldLabel('en', 'somethingNew')).toBe('somethingNew');
});

test('"Actions" is one key for every table (ui:common.actions): one word in each language', () => {
  /** Every leaf of a namespace as [dotted key, text]. */
  const leaves = (node: unknown, path: string): [string, string][] =>
    typeof node === 'string'
      ? [[path, node]]
      : Object.entries(node as Record<string, unknown>).flatMap(([key, child]) =>
          leaves(child, path ? `${path}.${key}` : key),
        );
  const find = (locale: 'en' | 'et', text: RegExp) =>
    Object.entries(resources[locale]).flatMap(([ns, tree]) =>
      leaves(tree, '')
        .filter(([, value]) => text.test(value))
        .map(([key]) => `${ns}:${key}`),
    );
  expect(find('en', /^Actions$/)).toEqual(['ui:common.actions']);
  expect(find('et', /^(Toimingud|Tegevused)$/)).toEqual(['ui:common.actions']);
  expect(resources.et.ui.common.actions).toBe('Toimingud');
});
