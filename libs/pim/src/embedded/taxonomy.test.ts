import { checkReferenceData } from '../check';
import { PIM_SELECT_TYPES } from '../model';
import { EMBEDDED_TAXONOMY } from './taxonomy';

const { categories, families, attributes, options } = EMBEDDED_TAXONOMY;

test('the embedded taxonomy holds together: valid rows, unique codes, known parents and attributes', () => {
  expect(checkReferenceData(EMBEDDED_TAXONOMY)).toEqual([]);
});

test('a few hundred categories in two trees, parents listed before their children, three levels deep', () => {
  expect(categories.length).toBeGreaterThanOrEqual(200);
  expect(categories.filter((category) => category.parent === null).map((category) => category.code)).toEqual([
    'master',
    'campaigns',
  ]);
  const index = new Map(categories.map((category, i) => [category.code, i]));
  for (const category of categories)
    if (category.parent) expect(index.get(category.parent)!).toBeLessThan(index.get(category.code)!);
  const depth = (code: string): number => {
    const parent = categories.find((category) => category.code === code)!.parent;
    return parent ? 1 + depth(parent) : 0;
  };
  expect(depth('laptops_gaming')).toBe(3);
});

test('labels in both languages; Estonian is a translation, not a copy, for most categories', () => {
  for (const row of [...categories, ...families, ...attributes, ...options]) {
    expect(row.labels.en.trim()).not.toBe('');
    expect(row.labels.et.trim()).not.toBe('');
  }
  const translated = categories.filter((category) => category.labels.et !== category.labels.en);
  expect(translated.length / categories.length).toBeGreaterThan(0.9);
});

test('every select attribute has options, and only select attributes do', () => {
  for (const attribute of attributes) {
    const own = options.filter((option) => option.attribute === attribute.code);
    if (PIM_SELECT_TYPES.includes(attribute.type)) expect(own.length).toBeGreaterThan(1);
    else expect(own).toEqual([]);
  }
  expect(options.filter((option) => option.attribute === 'brand').map((option) => option.code)).toContain(
    'samsung',
  );
});

test('every family has the common attributes and labels its products by name; one identifier attribute', () => {
  for (const family of families) {
    expect(family.attributes).toEqual(expect.arrayContaining(['sku', 'name', 'brand', 'retail_price']));
    expect(family.attributeAsLabel).toBe('name');
  }
  expect(attributes.filter((attribute) => attribute.type === 'pim_catalog_identifier')).toHaveLength(1);
});
