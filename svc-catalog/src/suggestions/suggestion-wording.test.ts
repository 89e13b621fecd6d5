import { reasonLine } from './category-suggestions.domain';
import { thresholdOf } from './suggest-settings';

describe('reason lines', () => {
  test('a reason is one line in the caller language, quoting at most 120 characters of the supplier data', () => {
    const taxonomy = {
      source: 'taxonomy',
      supplier: 'Бытовая техника › Стиральные машины',
      matched: 'Home appliances › Washing machines',
    };
    expect(reasonLine('en', [taxonomy])).toBe(
      'Бытовая техника › Стиральные машины ≈ Home appliances › Washing machines',
    );
    const google = { source: 'google_category', supplier: '2706', matched: 'Laundry Appliances' };
    expect(reasonLine('et', [google])).toBe('Google’i tootekategooria 2706 ≈ Laundry Appliances');
    expect(reasonLine('en', [{ source: 'partners', supplier: 'Akku', matched: 'Batteries', count: 3 }])).toBe(
      'Akku ≈ Batteries (mapped so 3 times)',
    );
    const long = reasonLine('en', [{ ...taxonomy, supplier: 'x'.repeat(10_000) }, google, taxonomy]);
    expect(long.length).toBeLessThan(400);
    expect(long.split('; ')).toHaveLength(2);
    expect(reasonLine('en', [])).toBe('');
  });
});

describe('the confident threshold', () => {
  test('reads a share 0–1 and falls back on the default', () => {
    expect(thresholdOf('0.85')).toBe(0.85);
    expect(thresholdOf('1')).toBe(1);
    expect(thresholdOf('0')).toBe(0);
    for (const bad of [null, undefined, '', 'abc', '1.5', '-0.1']) expect(thresholdOf(bad)).toBe(0.7);
  });
});
