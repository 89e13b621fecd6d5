import { EMBEDDED_TAXONOMY } from '@feedhub/pim';
import { pivot } from '../pivot/load';
import { buildAttributeIndex } from './attribute-index';
import { pimAttributeInputs } from './pim-input';
import { scoreAttribute } from './score';

const index = buildAttributeIndex(
  pivot(),
  pimAttributeInputs(EMBEDDED_TAXONOMY.attributes, EMBEDDED_TAXONOMY.options),
);

describe('scoreAttribute: other partners’ mappings and namesakes', () => {
  it('follows what other partners mapped a like-named attribute to, counting them', () => {
    const mapped = [
      { name: 'Pakuotės tipas', codes: ['installation'], samePartner: false },
      { name: 'pakuotes tipas', codes: ['installation'], samePartner: false },
      { name: 'Kita', codes: ['material'], samePartner: false },
    ];
    const [best] = scoreAttribute(index, { code: 'pakuotes_tipas', name: 'Pakuotės tipas', mapped });
    expect(best).toMatchObject({ code: 'installation', sources: ['partners'] });
    expect(best!.score).toBeGreaterThanOrEqual(0.7);
    expect(best!.reasons[0]).toMatchObject({ source: 'partners', matched: 'Pakuotės tipas', count: 2 });
  });

  it('weighs one other partner less than this partner’s own namesake', () => {
    const name = 'Akku Typ';
    const other = scoreAttribute(index, {
      code: '',
      name,
      mapped: [{ name, codes: ['battery_capacity'], samePartner: false }],
    });
    const own = scoreAttribute(index, {
      code: '',
      name,
      mapped: [{ name, codes: ['battery_capacity'], samePartner: true }],
    });
    const score = (list: typeof own) => list.find((s) => s.code === 'battery_capacity')?.score ?? 0;
    expect(score(own)).toBeGreaterThan(score(other));
  });

  it('adds partners to the name: agreeing evidence scores higher than either alone', () => {
    const mapped = [{ name: 'Farbton', codes: ['color'], samePartner: false }];
    const alone = scoreAttribute(index, { code: '', name: 'Farbton Gehäuse' })[0];
    const both = scoreAttribute(index, { code: '', name: 'Farbton Gehäuse', mapped })[0];
    expect(both?.code).toBe('color');
    expect(both!.score).toBeGreaterThan(alone!.score);
    expect(both?.sources).toEqual(expect.arrayContaining(['partners', 'name']));
  });

  it('ignores mappings of unlike names and PIM codes the index does not know', () => {
    const mapped = [
      { name: 'Gewicht', codes: ['weight'], samePartner: false },
      { name: 'Farbe', codes: ['no_such_attribute'], samePartner: true },
    ];
    const scored = scoreAttribute(index, { code: '', name: 'Farbe', mapped });
    expect(scored[0]?.code).toBe('color');
    expect(scored.some((s) => s.code === 'no_such_attribute' || s.code === 'weight')).toBe(false);
  });
});

describe('buildAttributeIndex', () => {
  it('links PIM attributes to the pivot’s attributes by their English labels', () => {
    const links = new Map(index.pivotLinks.linked.filter((l) => l.fit === 1).map((l) => [l.english, l.code]));
    expect(links.get('Color')).toBe('color');
    expect(links.get('Operating system')).toBe('operating_system');
    expect(links.get('Energy efficiency class')).toBe('energy_class');
    expect(links.get('Wi-Fi standard')).toBe('wifi_standard');
  });

  it('works for another PIM with other codes and labels', () => {
    const other = buildAttributeIndex(pivot(), [
      {
        code: 'farbe_haupt',
        type: 'pim_catalog_simpleselect',
        labels: { en: 'Main color' },
        options: [{ code: 'noir', labels: { en: 'Black' } }],
      },
      {
        code: 'mass',
        type: 'pim_catalog_metric',
        labels: { en: 'Net weight' },
        metricFamily: 'Weight',
        defaultMetricUnit: 'GRAM',
      },
    ]);
    const [colour] = scoreAttribute(other, { code: '', name: 'Цвет', values: ['Черный'] });
    expect(colour).toMatchObject({ code: 'farbe_haupt', options: [{ index: 0, optionCode: 'noir' }] });
    const [weight] = scoreAttribute(other, { code: '', name: 'Paino', values: ['1,2 kg'] });
    expect(weight).toMatchObject({ code: 'mass', unit: { from: 'KILOGRAM', to: 'GRAM', factor: 1000 } });
  });
});
