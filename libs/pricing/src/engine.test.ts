import { compilePriceRule } from './engine';
import { preparePricing } from './context';
import { category, formula, product, run, settings } from './__tests__/fixtures';

test('a six-step rule, line by line', () => {
  const r = run(
    [
      { ruleId: 'margin' },
      { ruleId: 'transport' },
      { ruleId: 'add_percent', input: '2.5' },
      { ruleId: 'vat' },
      { ruleId: 'round_ending', input: '0.99' },
      { ruleId: 'minimum', input: '10' },
    ],
    { formula: { partnerPriceField: 'supplierPrice' } },
  );
  expect(r.steps).toEqual([
    'Category margin by brand and price range: 8.40 + 10% = 9.24 (brand Apple, 0.00–100.00)',
    'Category transport fee: 9.24 + 3.50 = 12.74',
    'Add percent: 12.74 + 2.5% = 13.0585',
    'VAT: 13.0585 + 24% = 16.1925 (category)',
    'Round up to an ending (.99): 16.1925 → 16.99',
    'Minimum price 10.00: 16.99 unchanged',
  ]);
  expect(r).toMatchObject({ value: '16.99', reason: null, id: 1, partnerPriceField: 'supplierPrice' });
});

test('the result has 2 decimals, rounded half-up from the 4 kept between steps', () => {
  // 10.00 × 1.00125 = 10.0125 → 10.01 (half-up at the cent: .0125 → .01)
  expect(run([{ ruleId: 'multiply', input: '1.00125' }]).value).toBe('10.01');
  // 10.00 × 1.0005 = 10.005 → 10.01
  expect(run([{ ruleId: 'multiply', input: '1.0005' }]).value).toBe('10.01');
  expect(run([], { product: { price: '0.1' } }).value).toBe('0.10');
  expect(run([{ ruleId: 'add_amount', input: '0.2' }], { product: { price: '0.1' } }).value).toBe('0.30');
});

test('withVat: VAT comes off the partner price first', () => {
  const r = run([{ ruleId: 'margin' }], { formula: { partnerPriceField: 'rrpPrice', withVat: true } });
  expect(r.steps).toEqual([
    'Partner price includes VAT 24%: 12.40 without VAT = 10.00',
    'Category margin by brand and price range: 10.00 + 10% = 11.00 (brand Apple, 0.00–100.00)',
  ]);
  expect(r.value).toBe('11.00');
  expect(run([], { formula: { withVat: true }, category: null, settings: null }).reason).toBe('no_vat');
});

test('useTransportChanges: transport fee, then category price change, before the first step', () => {
  const r = run([{ ruleId: 'round_decimals', input: '1' }], { formula: { useTransportChanges: true } });
  expect(r.steps).toEqual([
    'Category transport fee: 10.00 + 3.50 = 13.50',
    'Category price change: 13.50 + 5% = 14.175',
    'Round to decimals (1): 14.175 → 14.20',
  ]);
  expect(r.value).toBe('14.20');
});

test('no source price: missing, empty, not a number or 0 gives no price, never 0 or NaN', () => {
  for (const rrpPrice of [null, undefined, '', 'abc', '0', '0.00', '-5']) {
    const r = run([{ ruleId: 'add_amount', input: '5' }], {
      formula: { partnerPriceField: 'rrpPrice' },
      product: { rrpPrice },
    });
    expect(r).toMatchObject({ value: null, reason: 'no_source_price' });
    expect(r.steps).toEqual(['No price: the product has no recommended retail price']);
  }
});

test('a price below 0 or ending at 0 gives no price', () => {
  const negative = run([
    { ruleId: 'add_amount', input: '-20' },
    { ruleId: 'add_amount', input: '50' },
  ]);
  expect(negative).toMatchObject({ value: null, reason: 'negative_price' });
  expect(negative.steps).toEqual([
    'Add fixed amount: 10.00 − 20.00 = -10.00',
    'No price: the price fell below 0',
  ]);
  const zero = run([{ ruleId: 'round_multiple', input: '5' }], { product: { price: '2' } });
  expect(zero).toMatchObject({ value: null, reason: 'zero_price' });
  expect(zero.steps[1]).toBe('No price: the price came out as 0.00');
});

test('stored rules the catalogue no longer knows, or with bad input, give no price', () => {
  expect(run([{ ruleId: 'gone', input: '1' }])).toMatchObject({
    value: null,
    reason: 'unknown_rule',
    steps: ['Rule gone: no price, this rule does not exist'],
  });
  expect(run([{ ruleId: 'multiply', input: '0' }])).toMatchObject({
    value: null,
    reason: 'invalid_input',
    steps: ['Multiply: no price, the input "0" is not valid for this rule'],
  });
});

test('huge results give no price instead of an inexact one', () => {
  const r = run(
    [
      { ruleId: 'multiply', input: '999999999' },
      { ruleId: 'multiply', input: '999999999' },
    ],
    {
      product: { price: '99999999' },
    },
  );
  expect(r).toMatchObject({ value: null, reason: 'too_large' });
});

test('Estonian lines use a decimal comma', () => {
  const r = run(
    [{ ruleId: 'add_percent', input: '12.5' }, { ruleId: 'vat' }, { ruleId: 'round_ending', input: '0.9' }],
    {
      locale: 'et',
    },
  );
  expect(r.steps).toEqual([
    'Lisa protsent: 10,00 + 12,5% = 11,25',
    'Käibemaks: 11,25 + 24% = 13,95 (kategooria)',
    'Ümarda üles hinnalõpuni (,90): 13,95 → 14,90',
  ]);
  expect(r.value).toBe('14.90');
  expect(
    run([{ ruleId: 'margin' }], { locale: 'et', product: { brand: null }, category: { marginals: [] } })
      .steps,
  ).toEqual([
    'Kategooria marginaal brändi ja hinnavahemiku järgi: hind puudub, ükski marginaalirida ei sobi (bränd: puudub, hind: 10,00)',
  ]);
});

test('explain: false skips the lines and gives the same price', () => {
  const rule = compilePriceRule(formula([{ ruleId: 'margin' }, { ruleId: 'vat' }]));
  const context = preparePricing({ category: category(), settings: settings() });
  const quiet = rule.evaluate(product(), context, { explain: false });
  expect(quiet.steps).toEqual([]);
  expect(quiet.value).toBe(rule.evaluate(product(), context).value);
});

test('a compiled rule is reusable: no state leaks from one product to the next', () => {
  const rule = compilePriceRule(formula([{ ruleId: 'margin' }]));
  const context = preparePricing({
    category: { marginals: [{ brand: 'Apple', marginal: '10' }] },
    settings: null,
  });
  expect(rule.evaluate(product({ brand: 'Sony' }), context).reason).toBe('no_marginal');
  expect(rule.evaluate(product(), context)).toMatchObject({ value: '11.00', reason: null });
});

test('describe: the rule as lines without a product', () => {
  const rule = compilePriceRule(
    formula(
      [
        { ruleId: 'margin' },
        { ruleId: 'add_percent', input: '15' },
        { ruleId: 'add_amount', input: '2' },
        { ruleId: 'multiply', input: '1.2' },
        { ruleId: 'round_ending', input: '0.99' },
      ],
      { withVat: true, useTransportChanges: true },
    ),
  );
  expect(rule.describe('en')).toEqual([
    'Partner price includes VAT: it is taken off first',
    'Category transport fee',
    'Category price change',
    'Category margin by brand and price range',
    'Add percent: 15%',
    'Add fixed amount: 2.00',
    'Multiply: × 1.2',
    'Round up to an ending: .99',
  ]);
  expect(rule.describe('et')[4]).toBe('Lisa protsent: 15%');
  expect(rule.describe('et')[7]).toBe('Ümarda üles hinnalõpuni: ,99');
});
