import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveFile } from './files';

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'feedhub-files-'));
  mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
  writeFileSync(join(root, 'dist', 'assets', 'a.js'), 'a');
  writeFileSync(join(root, 'secret.txt'), 'secret');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('resolveFile keeps to its folder', () => {
  test('finds files inside', async () => {
    expect(await resolveFile(join(root, 'dist'), '/assets/a.js')).toBe(join(root, 'dist', 'assets', 'a.js'));
    expect(await resolveFile(join(root, 'dist'), '/assets/%61.js')).toBe(
      join(root, 'dist', 'assets', 'a.js'),
    );
  });

  test('never a file outside, however the way out is spelled', async () => {
    const dist = join(root, 'dist');
    for (const path of [
      '/../secret.txt',
      '../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/assets/../../secret.txt',
    ])
      expect(await resolveFile(dist, path)).toBeNull();
    expect(await resolveFile(dist, `/${join(root, 'secret.txt')}`)).toBeNull();
    expect(await resolveFile(dist, '/assets/a.js%00.png')).toBeNull();
    expect(await resolveFile(dist, '/%E0%A4%A')).toBeNull();
    expect(await resolveFile(dist, '/assets')).toBeNull();
  });
});
