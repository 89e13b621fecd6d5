import i18next from 'i18next';

afterEach(() => i18next.changeLanguage('en'));

test('the browser picks i18next plural keys (key_one / key_other) by the language’s rules', async () => {
  const t = i18next.getFixedT(null, 'ui');
  expect(t('table.total', { count: 1 })).toBe('1 row');
  expect(t('table.total', { count: 2 })).toBe('2 rows');
  await i18next.changeLanguage('et');
  expect(i18next.getFixedT(null, 'ui')('table.total', { count: 1 })).toBe('1 rida');
  expect(i18next.t('vat_percent', { ns: 'settings' })).toBe('Hinnareeglites kasutatav käibemaksuprotsent');
  expect(i18next.t('*', { ns: 'permissions' })).toBe('Kõik õigused');
});
