import { hasPermission } from './permissions';

describe('hasPermission (SPEC §6)', () => {
  const all = ['settings', 'partners'];
  test('passes without a user', () => expect(hasPermission(null, 'settings')).toBe(true));
  test('passes for a permission nobody knows', () =>
    expect(hasPermission({ permissions: [], allPermissions: all }, 'home')).toBe(true));
  test('passes when held or with *', () => {
    expect(hasPermission({ permissions: ['settings'], allPermissions: all }, 'settings')).toBe(true);
    expect(hasPermission({ permissions: ['*'], allPermissions: all }, 'partners')).toBe(true);
  });
  test('fails only for a known permission not granted', () =>
    expect(hasPermission({ permissions: ['settings'], allPermissions: all }, 'partners')).toBe(false));
});
