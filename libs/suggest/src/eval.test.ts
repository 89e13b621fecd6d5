// The evaluation set is test data: a malformed row, an unknown PIM code or a set that shrinks below
// the minimums fails here (accuracy is measured by the bench, not asserted).
import { EMBEDDED_TAXONOMY } from '@feedhub/pim';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EVAL_DIR, loadEvalAttributes, loadEvalCategories } from './bench/eval-set';

const categories = loadEvalCategories();
const attributes = loadEvalAttributes();
const sources = readFileSync(join(EVAL_DIR, 'SOURCES.md'), 'utf8');
const count = <T>(xs: T[], key: (x: T) => string) =>
  xs.reduce((m, x) => m.set(key(x), (m.get(key(x)) ?? 0) + 1), new Map<string, number>());

describe('suggestion evaluation set', () => {
  it('has at least 300 categories in at least 6 languages, 25 or more in at least 7', () => {
    expect(categories.length).toBeGreaterThanOrEqual(300);
    const perLang = count(categories, (c) => c.lang);
    expect(perLang.size).toBeGreaterThanOrEqual(6);
    expect([...perLang.values()].filter((n) => n >= 25).length).toBeGreaterThanOrEqual(7);
  });

  it('labels every category with a master-tree PIM category or none, 25–40 % none', () => {
    const master = new Set<string>();
    const parent = new Map(EMBEDDED_TAXONOMY.categories.map((c) => [c.code, c.parent]));
    for (const c of EMBEDDED_TAXONOMY.categories) {
      let root = c.code;
      while (parent.get(root)) root = parent.get(root) ?? root;
      if (root === 'master' && c.code !== 'master') master.add(c.code);
    }
    const unknown = categories.filter((c) => c.expected !== 'none' && !master.has(c.expected));
    expect(unknown.map((c) => `${c.path.join(' > ')} → ${c.expected}`)).toEqual([]);
    const none = categories.filter((c) => c.expected === 'none').length / categories.length;
    expect(none).toBeGreaterThanOrEqual(0.25);
    expect(none).toBeLessThanOrEqual(0.4);
  });

  it('has no duplicate category rows and at most 3 titles a row', () => {
    const keys = categories.map((c) => `${c.lang}|${c.path.join(' > ')}`);
    expect(keys.length - new Set(keys).size).toBe(0);
    expect(categories.filter((c) => c.titles.length > 3)).toEqual([]);
  });

  it('has at least 150 attributes in several languages, each labelled with an embedded PIM attribute or none', () => {
    expect(attributes.length).toBeGreaterThanOrEqual(150);
    expect(count(attributes, (a) => a.lang).size).toBeGreaterThanOrEqual(5);
    const codes = new Set(EMBEDDED_TAXONOMY.attributes.map((a) => a.code));
    expect(attributes.filter((a) => a.expected !== 'none' && !codes.has(a.expected))).toEqual([]);
    expect(attributes.filter((a) => a.expected !== 'none').length).toBeGreaterThanOrEqual(75);
  });

  it('names the source of every row in SOURCES.md', () => {
    const keys = new Set([...categories, ...attributes].map((r) => r.source));
    expect([...keys].filter((k) => !sources.includes(`| \`${k}\` |`))).toEqual([]);
  });
});
