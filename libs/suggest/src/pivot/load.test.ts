import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadPivot, pivot, PivotDataError } from '../index';

const dir = mkdtempSync(join(tmpdir(), 'pivot-'));

function expectOneLineError(file: string, why: RegExp): void {
  let caught: unknown;
  try {
    loadPivot(file);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(PivotDataError);
  const message = (caught as Error).message;
  expect(message).not.toContain('\n');
  expect(message).toContain(`Pivot taxonomy data missing or corrupt at ${file}:`);
  expect(message).toMatch(why);
  expect(message).toMatch(/Rebuild it with node tools\/compact-taxonomy\.mjs$/);
}

describe('loadPivot', () => {
  it('loads the shipped file with its languages, nodes, paths and Google mapping', () => {
    const p = pivot();
    expect(p.languages).toEqual(expect.arrayContaining(['en', 'de', 'fr', 'fi', 'pl', 'ru', 'lt']));
    expect(p.size).toBeGreaterThan(10_000);
    expect(p.version).toContain('2025-08');
    const washers = p.search('Washing Machines', 5)[0];
    expect(washers.path).toMatch(/Washing Machines$/);
    expect(p.pathOf(washers.id, 'de')?.at(-1)).toBe('Waschmaschinen');
    expect(p.node(washers.id)?.labels.ru).toMatch(/Стиральные машины/i);
    expect(p.node('no-such-node')).toBeNull();
    expect(p.pathOf('no-such-node')).toBeNull();
  });

  it('reads Google product categories by id and by path', () => {
    const p = pivot();
    // 4745 is Google's "Electronics > Computers > Tablet Computers".
    const byId = p.googleToNode('4745');
    expect(byId).not.toBeNull();
    expect(p.pathOf(byId ?? '')?.join(' > ')).toBe('Electronics > Computers > Tablet Computers');
    expect(p.googleToNode('Electronics > Computers > Tablet Computers')).toBe(byId);
    expect(p.googleToNode('Electronics > Computers > Tablet Computers > Made up leaf')).toBe(byId);
    expect(p.googleToNode('')).toBeNull();
    expect(p.googleToNode('99999999')).toBeNull();
  });

  it('refuses a missing file in one clear line', () => {
    expectOneLineError(join(dir, 'absent.json.gz'), /the file does not exist/);
  });

  it('refuses a file that is not gzipped JSON', () => {
    const file = join(dir, 'garbage.json.gz');
    writeFileSync(file, 'not gzip at all');
    expectOneLineError(file, /not a gzipped JSON file/);
  });

  it('refuses a file of another shape', () => {
    const file = join(dir, 'shape.json.gz');
    writeFileSync(file, gzipSync(JSON.stringify({ format: 'something else' })));
    expectOneLineError(file, /unexpected content at format/);
  });

  it('refuses a truncated file whose arrays disagree with its counts', () => {
    const whole = pivot().data;
    const file = join(dir, 'truncated.json.gz');
    const cut = { ...whole, categories: { ...whole.categories, ids: whole.categories.ids.slice(0, 10) } };
    writeFileSync(file, gzipSync(JSON.stringify(cut)));
    expectOneLineError(file, /categories\.ids has 10 entries, expected \d+/);
  });
});
