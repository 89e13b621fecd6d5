import type { PimAttributeRow } from './attribute-evidence.repo';
import {
  asAttributeTarget,
  presentAttributeSuggestions,
  presentRowSuggestion,
  reasonLine,
  type StoredAttributeTarget,
} from './attribute-suggestions.presenter';

const color: PimAttributeRow = {
  code: 'color',
  type: 'pim_catalog_simpleselect',
  labels: { en: 'Colour', et: 'Värv' },
  metricFamily: null,
  defaultMetricUnit: null,
  options: [
    { code: 'red', labels: { en: 'Red', et: 'Punane' } },
    { code: 'black', labels: { en: 'Black', et: 'Must' } },
  ],
};
const weight: PimAttributeRow = {
  code: 'weight',
  type: 'pim_catalog_metric',
  labels: { en: 'Weight', et: 'Kaal' },
  metricFamily: 'Weight',
  defaultMetricUnit: 'KILOGRAM',
  options: [],
};
const pim = new Map([
  ['color', color],
  ['weight', weight],
]);

const farbe: StoredAttributeTarget = {
  code: 'color',
  score: 0.8765,
  sources: ['name', 'values', 'bogus'],
  reasons: [{ source: 'name', supplier: 'Farbe', matched: 'Colour' }],
  unit: null,
  options: [
    { index: 0, value: 'Rot', optionCode: 'red', score: 0.921 },
    { index: 1, value: 'Lila', optionCode: 'purple_gone', score: 0.9 },
  ],
};

describe('attribute suggestions as answers show them', () => {
  test("names, option names and the reason in the caller's language; scores to two decimals; unknown sources and gone options left out", () => {
    const [en] = presentAttributeSuggestions([farbe], pim, 'en', 0.7);
    expect(en).toEqual({
      code: 'color',
      name: 'Colour',
      type: 'pim_catalog_simpleselect',
      score: 0.88,
      confident: true,
      reason: '“Farbe” ≈ Colour',
      sources: ['name', 'values'],
      unit: null,
      options: [{ index: 0, value: 'Rot', optionCode: 'red', optionName: 'Red', score: 0.92 }],
    });
    const [et] = presentAttributeSuggestions([farbe], pim, 'et', 0.9);
    expect(et).toMatchObject({ name: 'Värv', confident: false, reason: '„Farbe“ ≈ Värv' });
    expect(et!.options[0]!.optionName).toBe('Punane');
  });

  test('a target the PIM no longer has is left out; confident is score ≥ threshold', () => {
    const gone = { ...farbe, code: 'gone' };
    const exact = { ...farbe, score: 0.7 };
    expect(
      presentAttributeSuggestions([gone, exact], pim, 'en', 0.7).map((s) => [s.code, s.confident]),
    ).toEqual([['color', true]]);
  });

  test('reason lines: partners with a count (plural), a unit conversion, long quotes cut, unknown sources say nothing', () => {
    expect(
      reasonLine([{ source: 'partners', supplier: 'Farbe', matched: 'Colour', count: 3 }], null, 'en'),
    ).toBe('3 attributes named like “Farbe” are already mapped to Colour');
    expect(
      reasonLine([{ source: 'partners', supplier: 'Farbe', matched: 'Colour', count: 1 }], null, 'et'),
    ).toBe('„Farbe“ on juba seotud atribuudiga Colour');
    const unit = { from: 'GRAM', to: 'KILOGRAM', factor: 0.001 };
    expect(reasonLine([{ source: 'name', supplier: 'Gewicht', matched: 'Weight' }], unit, 'en')).toBe(
      '“Gewicht” ≈ Weight; GRAM → KILOGRAM (× 0.001)',
    );
    const long = reasonLine(
      [{ source: 'taxonomy', supplier: 'x'.repeat(10_000), matched: 'Colour' }],
      null,
      'en',
    );
    expect(long.length).toBeLessThan(200);
    expect(reasonLine([{ source: 'elsewhere', supplier: 'a', matched: 'b' }], null, 'en')).toBe('');
    expect(reasonLine([], null, 'en')).toBe('');
  });

  test('stored targets read back (missing unit and options read as none; a broken one as null); the row suggestion', () => {
    const read = asAttributeTarget({ code: 'weight', score: 0.75, sources: ['name'], reasons: [] });
    expect(read).toMatchObject({ code: 'weight', unit: null, options: [] });
    expect(asAttributeTarget({ code: 3 })).toBeNull();
    const names = new Map([['weight', { name: 'Kaal' }]]);
    expect(presentRowSuggestion(read!, names, 'et', true)).toEqual({
      code: 'weight',
      name: 'Kaal',
      score: 0.75,
      confident: true,
      reason: '',
    });
    expect(presentRowSuggestion(undefined, names, 'et', false)).toBeNull();
    expect(presentRowSuggestion({ ...read!, code: 'gone' }, names, 'et', true)).toBeNull();
  });
});
