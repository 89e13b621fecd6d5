import { parseAnswer, sheetFromAnswer } from '@feedhub/icecat';
import { generateSheets, gtin13, sheetKeys } from './generate';
import { SheetStore } from './sheets';

describe('generateSheets', () => {
  test('n products with a valid GTIN-13, brand, code, 2 pictures and 6 features, the same each time', () => {
    const sheets = generateSheets(25);
    expect(sheets).toHaveLength(25);
    expect(generateSheets(25)).toEqual(sheets);
    const ids = new Set<number>();
    for (const answer of sheets) {
      const sheet = sheetFromAnswer(parseAnswer(answer)!, 'en');
      expect(sheet).not.toBeNull();
      ids.add(sheet!.icecatId);
      expect(sheet!.gtins).toHaveLength(1);
      expect(sheet!.gtins[0]).toMatch(/^\d{13}$/);
      expect(gtin13(sheet!.gtins[0].slice(0, 12))).toBe(sheet!.gtins[0]);
      expect(sheet!.brand).toBeTruthy();
      expect(sheet!.partCode).toBeTruthy();
      expect(sheet!.images).toHaveLength(2);
      expect(sheet!.features).toHaveLength(6);
    }
    expect(ids.size).toBe(25);
  });

  test('gtin13 computes the GS1 check digit', () => {
    expect(gtin13('400638133393')).toBe('4006381333931');
    expect(gtin13('978030640615')).toBe('9780306406157');
  });

  test('every generated product is found by its keys in a store', () => {
    const store = new SheetStore();
    const sheets = generateSheets(10, 500);
    store.add(sheets);
    expect(store.size).toBe(10);
    for (const answer of sheets) {
      const { gtin, brand, productCode } = sheetKeys(answer);
      expect(store.byGtinCode(gtin)?.answer).toBe(answer);
      expect(store.byBrand(brand.toUpperCase(), productCode)?.answer).toBe(answer);
    }
    store.clear();
    expect(store.size).toBe(0);
  });
});
