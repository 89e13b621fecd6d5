import { EMBEDDED_TAXONOMY } from '@feedhub/pim';
import { pivot } from '../pivot/load';
import { buildAttributeIndex } from './attribute-index';
import { pimAttributeInputs } from './pim-input';
import { scoreAttribute } from './score';
import type { AttributeEvidence } from './types';

const index = buildAttributeIndex(
  pivot(),
  pimAttributeInputs(EMBEDDED_TAXONOMY.attributes, EMBEDDED_TAXONOMY.options),
);
const score = (evidence: Partial<AttributeEvidence>) =>
  scoreAttribute(index, { code: '', name: '', ...evidence }, 5);
const optionsOf = (evidence: Partial<AttributeEvidence>) =>
  Object.fromEntries((score(evidence)[0]?.options ?? []).map((o) => [o.value, o.optionCode]));

describe('scoreAttribute: values', () => {
  it.each([
    ['de', 'Ausführung', ['Schwarz', 'Rot', 'Weiß']],
    ['ru', 'Вариант', ['Черный', 'Белый', 'Синий']],
    ['fi', 'Versio', ['Musta', 'Valkoinen', 'Harmaa']],
    ['pl', 'Wersja', ['Czarny', 'Biały', 'Czerwony']],
    ['lv', 'Variants', ['Melns', 'Balts', 'Zils']],
    ['et', 'Variant', ['Must', 'Valge', 'Punane']],
  ])('%s: colour values make an oddly named attribute the colour (%s)', (_lang, name, values) => {
    const [best] = score({ name, values });
    expect(best?.code).toBe('color');
    expect(best?.score).toBeGreaterThanOrEqual(0.7);
    expect(best?.sources).toContain('values');
  });

  it('suggests each colour value onto the PIM option, through our words and the pivot', () => {
    expect(optionsOf({ name: 'Farbe', values: ['Rot', 'Schwarz', 'Anthrazit', 'Mint'] })).toEqual({
      Rot: 'red',
      Schwarz: 'black',
      Anthrazit: 'grey',
    });
    expect(optionsOf({ name: 'Цвет', values: ['Черный', 'Серебристый'] })).toEqual({
      Черный: 'black',
      Серебристый: 'silver',
    });
    expect(optionsOf({ name: 'Väri', values: ['Musta', 'Valkoinen'] })).toEqual({
      Musta: 'black',
      Valkoinen: 'white',
    });
    const [colour] = score({ name: 'Farbe', values: ['Rot'] });
    expect(colour?.options).toEqual([{ index: 0, value: 'Rot', optionCode: 'red', score: 0.92 }]);
  });

  it('matches identical option values at 1.0 (Dell → Dell), keeping each value’s index', () => {
    const [brand] = score({ name: 'Hersteller', values: ['Fujitsu', 'Dell', 'HP', 'Lenovo'] });
    expect(brand?.code).toBe('brand');
    expect(brand?.options).toEqual([
      { index: 1, value: 'Dell', optionCode: 'dell', score: 1 },
      { index: 2, value: 'HP', optionCode: 'hp', score: 1 },
      { index: 3, value: 'Lenovo', optionCode: 'lenovo', score: 1 },
    ]);
  });

  it('finds the brand from brand values alone, and from its name in every language', () => {
    expect(score({ name: 'Lieferant', values: ['Dell', 'HP', 'Lenovo'] })[0]?.code).toBe('brand');
    for (const name of ['Hersteller', 'Производитель', 'Valmistaja', 'Brand', 'Marque', 'Ražotājs', 'Tootja'])
      expect(score({ name, values: ['Samsung'] })[0]?.code).toBe('brand');
  });

  it('suggests options of other select attributes by label, code and words inside', () => {
    expect(
      optionsOf({ name: 'Betriebssystem', values: ['Windows 11 Pro', 'macOS', 'Windows 11 Home 64-bit'] }),
    ).toEqual({
      'Windows 11 Pro': 'windows_11_pro',
      macOS: 'macos',
      'Windows 11 Home 64-bit': 'windows_11_home',
    });
    expect(optionsOf({ name: 'Energieeffizienzklasse', values: ['A', 'B', 'X'] })).toEqual({
      A: 'a',
      B: 'b',
    });
    expect(optionsOf({ name: 'Auflösung', values: ['Full HD', '4K UHD (3840 × 2160)'] })).toEqual({
      'Full HD': 'full_hd',
      '4K UHD (3840 × 2160)': 'uhd_4k',
    });
  });

  it('reads numbers with units as measures of that kind', () => {
    expect(score({ name: 'Display', values: ['15.6 Zoll', '17,3 Zoll', '14"'] })[0]?.code).toBe(
      'screen_size',
    );
    expect(score({ name: 'Reichweite', values: ['25 km', '40 km'] })[0]?.code).toBe('range_km');
    expect(score({ name: 'Akku', values: ['5000 mAh', '4500 mAh'] })[0]?.code).toBe('battery_capacity');
    const [weight] = score({ name: 'Kaal', values: ['1,2 kg', '850 g', '2 kg'] });
    expect(weight?.code).toBe('weight');
  });

  it('lowers attributes the values contradict: colours under a weight’s name', () => {
    const scored = score({ name: 'Gewicht', values: ['Rot', 'Blau', 'Grün'] });
    const weight = scored.find((s) => s.code === 'weight');
    expect(score({ name: 'Gewicht' })[0]).toMatchObject({ code: 'weight', score: 1 });
    expect(weight?.score ?? 0).toBeLessThan(0.7);
    expect(scored[0]?.code).toBe('color');
  });

  it('tells EANs by their check digit: a customs tariff number is none', () => {
    expect(score({ name: 'Code', values: ['4006381333931', '4960999780948'] })[0]?.code).toBe('ean');
    expect(score({ name: 'Wert Zolltarifnummer', values: ['85369010'] })[0]?.score ?? 0).toBeLessThan(0.7);
  });
});

describe('scoreAttribute: units', () => {
  const unitOf = (evidence: Partial<AttributeEvidence>) => score(evidence)[0]?.unit ?? null;

  it('converts when the supplier’s unit differs from the PIM metric’s', () => {
    expect(unitOf({ name: 'Gewicht', values: ['1200 g', '850 g'] })).toEqual({
      from: 'GRAM',
      to: 'KILOGRAM',
      factor: 0.001,
    });
    expect(unitOf({ name: 'Диагональ', values: ['39.6 cm', '43.9 cm'] })).toEqual({
      from: 'CENTIMETER',
      to: 'INCH',
      factor: 0.393700787402,
    });
    expect(unitOf({ name: 'Leistung', values: ['2 kW', '1,8 kW'] })).toEqual({
      from: 'KILOWATT',
      to: 'WATT',
      factor: 1000,
    });
    expect(unitOf({ name: 'Festplatte', values: ['1 TB', '2 TB'] })).toEqual({
      from: 'TERABYTE',
      to: 'GIGABYTE',
      factor: 1000,
    });
    expect(unitOf({ name: 'Akku', values: ['5 Ah'] })).toEqual({
      from: 'AMPEREHOUR',
      to: 'MILLIAMPEREHOUR',
      factor: 1000,
    });
  });

  it('reads the unit from the name when the values are bare numbers', () => {
    expect(unitOf({ name: 'Gewicht (g)', values: ['1200', '850'] })).toEqual({
      from: 'GRAM',
      to: 'KILOGRAM',
      factor: 0.001,
    });
    expect(unitOf({ name: 'Gewicht in g', values: ['2200'] })).toEqual({
      from: 'GRAM',
      to: 'KILOGRAM',
      factor: 0.001,
    });
    expect(unitOf({ name: 'Näytön koko (mm)', values: ['396'] })).toEqual({
      from: 'MILLIMETER',
      to: 'INCH',
      factor: 0.0393700787402,
    });
  });

  it('returns null when the units already agree or the attribute is no measure', () => {
    expect(unitOf({ name: 'Bildschirmdiagonale', values: ['15.6 Zoll', '17 Zoll'] })).toBeNull();
    expect(unitOf({ name: 'RAM', values: ['16 GB', '8 GB'] })).toBeNull();
    expect(unitOf({ name: 'Farbe', values: ['Rot'] })).toBeNull();
    expect(unitOf({ name: 'Gewicht' })).toBeNull();
  });
});
