import { EMBEDDED_TAXONOMY } from '@feedhub/pim';
import { pivot, suggestPivotLinks } from '../index';

const categories = EMBEDDED_TAXONOMY.categories.map((c) => ({ code: c.code, parent: c.parent, labels: c.labels }));

describe('suggestPivotLinks on the embedded PIM', () => {
  const p = pivot();
  const links = suggestPivotLinks(p, categories);
  const linkedPaths = (code: string) =>
    links.filter((l) => l.code === code).map((l) => (p.pathOf(l.node) ?? []).join(' > '));

  it('prints the links for review', () => {
    const lines = categories.map((c) => `${c.code.padEnd(26)} ${linkedPaths(c.code).join(' | ')}`);
    console.log(lines.join('\n'));
    expect(links.length).toBeGreaterThan(100);
  });
});
