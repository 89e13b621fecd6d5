import { pivot, suggestPivotLinks } from '../index';
import { EMBEDDED_CATEGORIES } from './test-fixture';

describe('suggestPivotLinks on the embedded PIM', () => {
  const p = pivot();
  const links = suggestPivotLinks(p, EMBEDDED_CATEGORIES);
  const pathsOf = (code: string) =>
    links.filter((l) => l.code === code).map((l) => (p.pathOf(l.node) ?? []).join(' > '));

  it('links product categories to the pivot nodes their English labels name, checked against their paths', () => {
    expect(pathsOf('washing_machines')).toContain(
      'Home & Garden > Household Appliances > Laundry Appliances > Washing Machines',
    );
    expect(pathsOf('laptops')).toEqual(['Electronics > Computers > Laptops']);
    expect(pathsOf('monitors')).toContain('Electronics > Video > Computer Monitors');
    expect(pathsOf('tablets')).toEqual(['Electronics > Computers > Tablet Computers']);
    expect(pathsOf('hobs')).toEqual(['Home & Garden > Kitchen & Dining > Kitchen Appliances > Cooktops']);
    expect(pathsOf('laptop_bags')).toEqual(['Luggage & Bags > Laptop Bags']);
  });

  it('gives a category the pivot lacks its parent links', () => {
    expect(pathsOf('laptops_gaming')).toEqual(pathsOf('laptops'));
    expect(links.find((l) => l.code === 'laptops_gaming')?.score).toBeLessThan(
      links.find((l) => l.code === 'laptops')?.score ?? 0,
    );
  });

  it('links no campaign and no catalogue root: they are not product types', () => {
    const campaignCodes = EMBEDDED_CATEGORIES.filter(
      (c) => c.code === 'campaigns' || c.parent === 'campaigns',
    ).map((c) => c.code);
    expect(campaignCodes.length).toBeGreaterThan(3);
    expect(links.filter((l) => campaignCodes.includes(l.code))).toEqual([]);
    expect(pathsOf('master')).toEqual([]);
  });

  it('links most of the master tree, automatically, with scores in range', () => {
    const linked = new Set(links.map((l) => l.code));
    expect(linked.size).toBeGreaterThan(150);
    for (const link of links) {
      expect(link.source).toBe('auto');
      expect(link.score).toBeGreaterThan(0);
      expect(link.score).toBeLessThanOrEqual(1);
      expect(p.node(link.node)).not.toBeNull();
    }
  });
});
