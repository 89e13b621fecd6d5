import { isTraversal } from './path-guard';

describe('isTraversal', () => {
  test('plain paths pass', () => {
    for (const path of [
      '/',
      '/index.html',
      '/remotes/settings/mf-manifest.json',
      '/api/users/list',
      '/a..b/c.js',
      '/%41.js',
    ])
      expect(isTraversal(path)).toBe(false);
  });

  test('dot segments raw or encoded, backslashes, NUL, bad escapes and non-paths are caught', () => {
    for (const path of [
      '/../x',
      '/a/./b',
      '/%2e%2e/x',
      '/%2E%2E%2Fx',
      '/..%2fx',
      '/a%5c..%5cx',
      '/a\\b',
      '/x%00.js',
      '/%zz',
      'http://evil.example/x',
      '*',
      '/api/../x',
    ])
      expect(isTraversal(path)).toBe(true);
  });
});
