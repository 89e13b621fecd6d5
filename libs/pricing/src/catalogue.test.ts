import {
  PRICE_RULE_CATALOGUE,
  PRICE_RULE_IDS,
  PriceRuleOptionSchema,
  isPriceRuleId,
  priceRuleOptions,
} from './catalogue';
import { priceFieldOptions } from './fields';

test('the catalogue lists every id once, formulas before round rules', () => {
  expect(PRICE_RULE_CATALOGUE.map((r) => r.id)).toEqual([...PRICE_RULE_IDS]);
  const types = PRICE_RULE_CATALOGUE.map((r) => r.type);
  expect(types.lastIndexOf('formula')).toBeLessThan(types.indexOf('round'));
  expect(isPriceRuleId('margin')).toBe(true);
  expect(isPriceRuleId('toString')).toBe(false);
});

test('options in each language match the list endpoint schema', () => {
  for (const locale of ['en', 'et'] as const) {
    const rows = priceRuleOptions(locale);
    expect(rows).toHaveLength(PRICE_RULE_IDS.length);
    for (const row of rows) expect(PriceRuleOptionSchema.parse(row)).toEqual(row);
  }
  expect(priceRuleOptions('en').find((r) => r.id === 'round_ending')).toEqual({
    id: 'round_ending',
    name: 'Round up to an ending',
    type: 'round',
    description:
      'Raises the price to the next price with these cents: with .99, 12.20 becomes 12.99; with .90, 12.95 becomes 13.90.',
    inputLabel: 'Ending (e.g. .99)',
    hasInput: true,
  });
  expect(priceRuleOptions('et').find((r) => r.id === 'vat')).toMatchObject({
    name: 'Käibemaks',
    hasInput: false,
  });
});

test('price field options for the formula modal', () => {
  expect(priceFieldOptions('en')).toEqual({
    pim: { retailPrice: 'Retail price', supplierPrice: 'Supplier price', wholesalePrice: 'Wholesale price' },
    partner: { price: 'Price', rrpPrice: 'Recommended retail price', supplierPrice: 'Supplier price' },
  });
  expect(priceFieldOptions('et').pim.retailPrice).toBe('Jaehind');
});
