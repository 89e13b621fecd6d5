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
const CONFIDENT = 0.7;
const top = (name: string, more: Partial<AttributeEvidence> = {}) =>
  scoreAttribute(index, { code: '', name, ...more }, 5)[0];

// Supplier attribute names as feeds write them, labelled by hand with the embedded PIM attribute.
const LABELLED: Record<string, [string, string][]> = {
  de: [
    ['Farbe', 'color'],
    ['Bildschirmdiagonale', 'screen_size'],
    ['Arbeitsspeicher', 'ram_size'],
    ['Gewicht', 'weight'],
    ['Nettogewicht in kg', 'weight'],
    ['Hersteller', 'brand'],
    ['Energieeffizienzklasse', 'energy_class'],
    ['Betriebssystem', 'operating_system'],
    ['Akkukapazität', 'battery_capacity'],
    ['Lieferzeit des Herstellers', 'delivery_days'],
  ],
  ru: [
    ['Цвет', 'color'],
    ['Цвет корпуса', 'color'],
    ['Диагональ экрана', 'screen_size'],
    ['Объем оперативной памяти', 'ram_size'],
    ['Вес', 'weight'],
    ['Производитель', 'brand'],
    ['Операционная система', 'operating_system'],
    ['Гарантийный срок', 'warranty_months'],
    ['Штрихкод', 'ean'],
  ],
  fi: [
    ['Väri', 'color'],
    ['Näytön koko', 'screen_size'],
    ['Paino', 'weight'],
    ['Valmistaja', 'brand'],
    ['Käyttöjärjestelmä', 'operating_system'],
    ['Takuu', 'warranty_months'],
  ],
  pl: [
    ['Kolor', 'color'],
    ['Przekątna ekranu', 'screen_size'],
    ['Pamięć RAM', 'ram_size'],
    ['Waga', 'weight'],
    ['Producent', 'brand'],
    ['Klasa energetyczna', 'energy_class'],
  ],
  fr: [
    ['Couleur', 'color'],
    ["Taille de l'écran", 'screen_size'],
    ['Mémoire vive', 'ram_size'],
    ['Poids', 'weight'],
    ['Marque', 'brand'],
    ["Système d'exploitation", 'operating_system'],
  ],
  en: [
    ['Colour', 'color'],
    ['Screen Size', 'screen_size'],
    ['RAM', 'ram_size'],
    ['Item weight', 'weight'],
    ['Brand', 'brand'],
    ['g:gtin', 'ean'],
    ['Manufacturer Part Number', 'manufacturer_code'],
  ],
  lt: [
    ['Spalva', 'color'],
    ['Ekrano įstrižainė', 'screen_size'],
    ['Operatyvioji atmintis (RAM)', 'ram_size'],
    ['Svoris', 'weight'],
    ['Gamintojas', 'brand'],
  ],
  lv: [
    ['Krāsa', 'color'],
    ['Ekrāna diagonāle', 'screen_size'],
    ['Operatīvā atmiņa', 'ram_size'],
    ['Svars', 'weight'],
    ['Ražotājs', 'brand'],
  ],
  et: [
    ['Värv', 'color'],
    ['Ekraani diagonaal', 'screen_size'],
    ['Operatiivmälu', 'ram_size'],
    ['Kaal', 'weight'],
    ['Tootja', 'brand'],
    ['Kaubamärk', 'brand'],
  ],
};

describe('scoreAttribute: a supplier attribute name in any language', () => {
  for (const [lang, rows] of Object.entries(LABELLED)) {
    it.each(rows)(`${lang}: "%s" → %s, confident`, (name, expected) => {
      const best = top(name);
      expect(best?.code).toBe(expected);
      expect(best?.score).toBeGreaterThanOrEqual(CONFIDENT);
      expect(best?.reasons.length).toBeGreaterThan(0);
    });
  }

  it('reads Google Merchant and WooCommerce codes as names', () => {
    expect(scoreAttribute(index, { code: 'g:color', name: '' })[0]?.code).toBe('color');
    expect(scoreAttribute(index, { code: 'pa_colour', name: '' })[0]?.code).toBe('color');
    expect(scoreAttribute(index, { code: 'screenSize', name: '' })[0]?.code).toBe('screen_size');
  });

  it('says where a match came from: the name, and the pivot taxonomy in its languages', () => {
    const best = top('Väri');
    expect(best?.sources).toEqual(expect.arrayContaining(['name', 'taxonomy']));
    expect(best?.reasons.find((r) => r.source === 'taxonomy')).toMatchObject({
      supplier: 'Väri',
      matched: 'Color',
    });
    expect(best?.reasons.find((r) => r.source === 'name')).toMatchObject({ matched: 'Colour' });
  });

  it.each([
    ['Modell'],
    ['Zustand'],
    ['Hinweis'],
    ['Sortierung'],
    ['Power supply'],
    ['Processor cooling'],
    ['categoryId'],
    ['Herkunftsland'],
    ['Tips'],
  ])('gives no confident suggestion for "%s", which the PIM has no attribute for', (name) => {
    expect(top(name)?.score ?? 0).toBeLessThan(CONFIDENT);
  });

  it('ranks best first and returns at most `limit`, scores 0..1 with two decimals', () => {
    const all = scoreAttribute(index, { code: 'speicher', name: 'Speicher', values: ['16 GB', '32 GB'] }, 3);
    expect(all.length).toBeLessThanOrEqual(3);
    for (let i = 1; i < all.length; i++) expect(all[i - 1].score).toBeGreaterThanOrEqual(all[i].score);
    for (const s of all) expect(Math.round(s.score * 100) / 100).toBe(s.score);
    expect(scoreAttribute(index, { code: 'x', name: 'Farbe' }, 0)).toEqual([]);
  });
});
