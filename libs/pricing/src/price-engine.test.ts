import { preparePricing } from './context';
import { compilePriceRules, describePriceRule, evaluatePriceRule, evaluatePriceRules } from './price-engine';
import { category, formula, product, settings } from './__tests__/fixtures';

const input = () => ({ product: product(), category: category(), settings: settings() });

test('several rules apply in sortOrder; a later rule for the same field overrides and says so', () => {
  const rules = [
    formula([{ ruleId: 'vat' }], { id: 30, sortOrder: 3, pimPriceFields: ['retailPrice'] }),
    formula([{ ruleId: 'add_percent', input: '50' }], {
      id: 10,
      sortOrder: 1,
      pimPriceFields: ['retailPrice', 'wholesalePrice'],
    }),
    formula([], {
      id: 20,
      sortOrder: 2,
      partnerPriceField: 'supplierPrice',
      pimPriceFields: ['supplierPrice'],
    }),
  ];
  const result = evaluatePriceRules(rules, input());
  expect(result.rules.map((r) => r.id)).toEqual([10, 20, 30]);
  expect(result.prices).toEqual({ retailPrice: '12.40', wholesalePrice: '15.00', supplierPrice: '8.40' });
  expect(result.fields.retailPrice).toEqual({
    value: '12.40',
    reason: null,
    priceRuleId: 30,
    ruleIndex: 2,
    overridden: [0],
  });
  expect(result.fields.wholesalePrice).toMatchObject({ priceRuleId: 10, overridden: [] });
  expect(result.rules[2].steps).toEqual(['VAT: 10.00 + 24% = 12.40 (category)']);
});

test('equal sortOrder keeps the given order (the later one wins)', () => {
  const rules = [
    formula([{ ruleId: 'add_amount', input: '1' }], { id: 1 }),
    formula([{ ruleId: 'add_amount', input: '2' }], { id: 2 }),
  ];
  expect(evaluatePriceRules(rules, input()).fields.retailPrice).toMatchObject({
    value: '12.00',
    priceRuleId: 2,
  });
});

test('a later rule without a price overrides too: the field has no price, with the reason', () => {
  const rules = [
    formula([{ ruleId: 'add_amount', input: '1' }], { id: 1, sortOrder: 1 }),
    formula([{ ruleId: 'margin' }], { id: 2, sortOrder: 2 }),
  ];
  const result = evaluatePriceRules(rules, { ...input(), category: null });
  expect(result.prices).toEqual({ retailPrice: null });
  expect(result.fields.retailPrice).toMatchObject({
    value: null,
    reason: 'no_category',
    priceRuleId: 2,
    overridden: [0],
  });
  expect(result.rules[0].value).toBe('11.00');
});

test('compiled once, evaluated for many products with one prepared context', () => {
  const engine = compilePriceRules([formula([{ ruleId: 'margin' }])]);
  const context = preparePricing({ category: category(), settings: settings() });
  const prices = ['10', '50', '150'].map(
    (price) => engine.evaluate(product({ price }), context, { explain: false }).prices.retailPrice,
  );
  expect(prices).toEqual(['11.00', '55.00', '172.50']);
  expect(engine.rules).toHaveLength(1);
});

test('one-off helpers: a single formula and its description', () => {
  expect(
    evaluatePriceRule(formula([{ ruleId: 'add_percent', input: '10' }], { id: null }), input()),
  ).toMatchObject({
    id: null,
    value: '11.00',
    steps: ['Add percent: 10.00 + 10% = 11.00'],
  });
  expect(describePriceRule(formula([{ ruleId: 'round_multiple', input: '0.05' }]), 'et')).toEqual([
    'Ümarda kordseni: 0,05',
  ]);
});
