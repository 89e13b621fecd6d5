// Worked examples: every catalogue rule on a product priced 10.00 (brand Apple) unless stated.
import { readFileSync } from 'node:fs';
import { PRICE_RULE_IDS } from './catalogue';
import { category, run } from './__tests__/fixtures';

/** Value and the single step line of a one-step rule. */
const one = (ruleId: string, input?: string, opts: Parameters<typeof run>[1] = {}) => {
  const r = run([{ ruleId, input }], opts);
  return { value: r.value, reason: r.reason, line: r.steps.join(' | ') };
};

describe('formula rules', () => {
  test('margin: brand row first, even when a row for any brand comes earlier', () => {
    expect(one('margin')).toEqual({
      value: '11.00',
      reason: null,
      line: 'Category margin by brand and price range: 10.00 + 10% = 11.00 (brand Apple, 0.00–100.00)',
    });
  });

  test('margin: brand match ignores case and spaces; other brands use the row for any brand', () => {
    expect(one('margin', undefined, { product: { brand: '  APPLE ' } }).value).toBe('11.00');
    expect(one('margin', undefined, { product: { brand: 'Sony' } })).toEqual({
      value: '12.00',
      reason: null,
      line: 'Category margin by brand and price range: 10.00 + 20% = 12.00 (any brand, 0.00–100.00)',
    });
  });

  test('margin: the range holds the current price; an Apple product above its range falls to any brand', () => {
    expect(one('margin', undefined, { product: { price: '150' } })).toEqual({
      value: '172.50',
      reason: null,
      line: 'Category margin by brand and price range: 150.00 + 15% = 172.50 (any brand, from 100.01)',
    });
  });

  test('margin: no matching row gives no price, not 0', () => {
    const onlyApple = { ...category(), marginals: [category().marginals![1]] };
    expect(one('margin', undefined, { product: { brand: 'Sony' }, category: onlyApple })).toEqual({
      value: null,
      reason: 'no_marginal',
      line: 'Category margin by brand and price range: no price, no margin row fits brand Sony and price 10.00',
    });
    expect(one('margin', undefined, { category: null }).reason).toBe('no_category');
  });

  test('margin_et: the same row, its Estonian margin; a row without one gives no price', () => {
    expect(one('margin_et')).toEqual({
      value: '11.20',
      reason: null,
      line: 'Estonian margin: 10.00 + 12% = 11.20 (brand Apple, 0.00–100.00)',
    });
    expect(one('margin_et', undefined, { product: { price: '200' } })).toEqual({
      value: null,
      reason: 'no_marginal_et',
      line: 'Estonian margin: no price, the matching margin row (any brand, from 100.01) has no Estonian margin',
    });
  });

  test('add_percent: positive adds, negative subtracts', () => {
    expect(one('add_percent', '15')).toEqual({
      value: '11.50',
      reason: null,
      line: 'Add percent: 10.00 + 15% = 11.50',
    });
    expect(one('add_percent', '-15')).toEqual({
      value: '8.50',
      reason: null,
      line: 'Add percent: 10.00 − 15% = 8.50',
    });
    expect(one('add_percent', '12.5').value).toBe('11.25');
  });

  test('add_amount: positive adds, negative subtracts', () => {
    expect(one('add_amount', '2.5')).toEqual({
      value: '12.50',
      reason: null,
      line: 'Add fixed amount: 10.00 + 2.50 = 12.50',
    });
    expect(one('add_amount', '-2')).toEqual({
      value: '8.00',
      reason: null,
      line: 'Add fixed amount: 10.00 − 2.00 = 8.00',
    });
  });

  test('multiply: 4 decimals between steps, 2 in the result', () => {
    expect(one('multiply', '1.2')).toEqual({
      value: '12.00',
      reason: null,
      line: 'Multiply: 10.00 × 1.2 = 12.00',
    });
    // 9.99 × 1.005 = 10.03995 → 10.0400 (4 places, half-up) → 10.04
    expect(one('multiply', '1.005', { product: { price: '9.99' } })).toEqual({
      value: '10.04',
      reason: null,
      line: 'Multiply: 9.99 × 1.005 = 10.04',
    });
    expect(one('multiply', '1.15', { product: { price: '9.99' } }).line).toBe(
      'Multiply: 9.99 × 1.15 = 11.4885',
    );
  });

  test('transport: adds the category fee; none set leaves the price', () => {
    expect(one('transport')).toEqual({
      value: '13.50',
      reason: null,
      line: 'Category transport fee: 10.00 + 3.50 = 13.50',
    });
    expect(one('transport', undefined, { category: { ...category(), transportAddToPrice: null } })).toEqual({
      value: '10.00',
      reason: null,
      line: 'Category transport fee: not set, 10.00 unchanged',
    });
  });

  test('vat: category percent, else the default setting, else no price', () => {
    expect(one('vat')).toEqual({ value: '12.40', reason: null, line: 'VAT: 10.00 + 24% = 12.40 (category)' });
    expect(one('vat', undefined, { category: { ...category(), vat: null } })).toEqual({
      value: '12.00',
      reason: null,
      line: 'VAT: 10.00 + 20% = 12.00 (default setting)',
    });
    expect(one('vat', undefined, { category: null })).toMatchObject({ value: '12.00' });
    expect(one('vat', undefined, { category: null, settings: null })).toEqual({
      value: null,
      reason: 'no_vat',
      line: 'VAT: no price, neither the category nor the settings give a VAT percent',
    });
  });

  test('vat_et: the category Estonian VAT (an integer column may arrive as a number)', () => {
    expect(one('vat_et')).toEqual({
      value: '12.20',
      reason: null,
      line: 'Estonian VAT: 10.00 + 22% = 12.20 (category)',
    });
    expect(one('vat_et', undefined, { category: { ...category(), vatEt: 9 } }).value).toBe('10.90');
  });

  test('category_price_change: percent, fixed, or unchanged', () => {
    expect(one('category_price_change')).toEqual({
      value: '10.50',
      reason: null,
      line: 'Category price change: 10.00 + 5% = 10.50',
    });
    const fixed = { ...category(), priceChangeType: 'fixed' as const, priceChangeAmount: '-1.5' };
    expect(one('category_price_change', undefined, { category: fixed })).toEqual({
      value: '8.50',
      reason: null,
      line: 'Category price change: 10.00 − 1.50 = 8.50',
    });
    const none = { ...category(), priceChangeType: '' as const, priceChangeAmount: null };
    expect(one('category_price_change', undefined, { category: none }).line).toBe(
      'Category price change: not set, 10.00 unchanged',
    );
  });

  test('minimum and maximum', () => {
    expect(one('minimum', '12')).toEqual({
      value: '12.00',
      reason: null,
      line: 'Minimum price 12.00: 10.00 → 12.00',
    });
    expect(one('minimum', '5').line).toBe('Minimum price 5.00: 10.00 unchanged');
    expect(one('maximum', '8')).toEqual({
      value: '8.00',
      reason: null,
      line: 'Maximum price 8.00: 10.00 → 8.00',
    });
    expect(one('maximum', '80').value).toBe('10.00');
  });

  test('prepayment: the matching row’s percent; none on the row leaves the price', () => {
    expect(one('prepayment')).toEqual({
      value: '10.20',
      reason: null,
      line: 'Prepayment percent: 10.00 + 2% = 10.20 (brand Apple, 0.00–100.00)',
    });
    expect(one('prepayment', undefined, { product: { brand: 'Sony' } }).line).toBe(
      'Prepayment percent: not set, 10.00 unchanged',
    );
  });
});

describe('round rules', () => {
  test('round_decimals: half-up (12.25 → 12.3, not banker’s 12.2)', () => {
    expect(one('round_decimals', '1', { product: { price: '12.25' } })).toEqual({
      value: '12.30',
      reason: null,
      line: 'Round to decimals (1): 12.25 → 12.30',
    });
    expect(one('round_decimals', '0', { product: { price: '10.50' } }).value).toBe('11.00');
    expect(one('round_decimals', '0', { product: { price: '10.49' } }).value).toBe('10.00');
  });

  test('round_up_whole', () => {
    expect(one('round_up_whole', undefined, { product: { price: '10.01' } })).toEqual({
      value: '11.00',
      reason: null,
      line: 'Round up to a whole number: 10.01 → 11.00',
    });
    expect(one('round_up_whole').value).toBe('10.00');
  });

  test('round_multiple: nearest, halves up', () => {
    expect(one('round_multiple', '0.05', { product: { price: '12.32' } }).value).toBe('12.30');
    expect(one('round_multiple', '0.05', { product: { price: '12.325' } }).value).toBe('12.35');
    expect(one('round_multiple', '5', { product: { price: '12.50' } })).toEqual({
      value: '15.00',
      reason: null,
      line: 'Round to a multiple (5): 12.50 → 15.00',
    });
    expect(one('round_multiple', '5', { product: { price: '12.49' } }).value).toBe('10.00');
  });

  test('round_ending: up to the next price with those cents', () => {
    expect(one('round_ending', '0.99', { product: { price: '12.20' } })).toEqual({
      value: '12.99',
      reason: null,
      line: 'Round up to an ending (.99): 12.20 → 12.99',
    });
    expect(one('round_ending', '0.99', { product: { price: '12.99' } }).value).toBe('12.99');
    expect(one('round_ending', '0.99', { product: { price: '13' } }).value).toBe('13.99');
    expect(one('round_ending', '0.9', { product: { price: '12.95' } }).value).toBe('13.90');
    expect(one('round_ending', '0', { product: { price: '12.01' } }).value).toBe('13.00');
  });
});

test('every catalogue rule has a worked example above', () => {
  const source = readFileSync(__filename, 'utf8');
  for (const id of PRICE_RULE_IDS) expect(source).toContain(`one('${id}'`);
});
