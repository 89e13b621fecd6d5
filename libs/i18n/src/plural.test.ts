import { SETTING_DEFINITIONS } from '@feedhub/contracts';
import { pluralKeys, resources, translate } from './index';

test('a count picks the i18next plural key by the locale’s rules, else the plain key', () => {
  expect(translate('en', 'validation', 'role_in_use', { count: 1 })).toBe('This role is held by 1 user');
  expect(translate('en', 'validation', 'role_in_use', { count: 2 })).toBe('This role is held by 2 users');
  expect(translate('et', 'validation', 'role_in_use', { count: 1 })).toBe('Seda rolli omab 1 kasutaja');
  expect(translate('et', 'validation', 'role_in_use', { count: 5 })).toBe('Seda rolli omab 5 kasutajat');
  expect(translate('en', 'errors', 'role_in_use', { count: 1 })).toBe(
    'This role is held by 1 user. Delete it anyway?',
  );
  expect(translate('en', 'messages', 'maintenance_failed', { count: 1, instances: 'a' })).toBe(
    '1 instance failed (a)',
  );
  expect(translate('en', 'messages', 'maintenance_failed', { count: 3, instances: 'a, b, c' })).toBe(
    '3 instances failed (a, b, c)',
  );
  // no count: the plain key as before
  expect(translate('en', 'validation', 'role_in_use')).toBe('This role is held by :count users');
});

test('plural keys: category, then _other, then the key; non-numbers are not counts', () => {
  expect(pluralKeys('en', 'k', 1)).toEqual(['k_one', 'k_other', 'k']);
  expect(pluralKeys('en', 'k', 0)).toEqual(['k_other', 'k']);
  expect(pluralKeys('et', 'k', '1')).toEqual(['k_one', 'k_other', 'k']);
  expect(pluralKeys('en', 'k', 'many')).toEqual(['k']);
  expect(pluralKeys('en', 'k', undefined)).toEqual(['k']);
});

test('setting descriptions by code in both languages (namespace `settings`), * translated', () => {
  for (const [code, definition] of Object.entries(SETTING_DEFINITIONS)) {
    expect(translate('en', 'settings', code)).toBe(definition.description);
    expect(translate('et', 'settings', code)).not.toBe(definition.description);
  }
  expect(translate('en', 'permissions', '*')).toBe('All permissions');
  expect(translate('et', 'permissions', '*')).toBe('Kõik õigused');
  expect(resources.et.settings.vat_percent).toBeTruthy();
});

test('the browser’s i18next resources carry the plural keys of the ui namespace', () => {
  expect(resources.en.ui.table.total_one).toBe('{{count}} row');
  expect(resources.et.ui.table.total_other).toBe('{{count}} rida');
});
