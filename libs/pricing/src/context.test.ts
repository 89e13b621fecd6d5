import { brandKey, findMarginal, preparePricing, readPercent } from './context';
import { toUnits } from './money';

const ctx = (marginals: object[]) => preparePricing({ category: { marginals }, settings: null }).category!;
const pick = (marginals: object[], brand: string, price: string) =>
  findMarginal(ctx(marginals), brandKey(brand), toUnits(price))?.marginal?.text ?? null;

test('range bounds are inclusive; open ends are unbounded', () => {
  const rows = [
    { brand: null, priceFrom: '0', priceTo: '100', marginal: '20' },
    { brand: null, priceFrom: '100', priceTo: '500', marginal: '15' },
    { brand: null, priceFrom: '500', priceTo: null, marginal: '10' },
  ];
  expect(pick(rows, '', '0')).toBe('20');
  expect(pick(rows, '', '100')).toBe('20'); // the first matching range wins an overlap
  expect(pick(rows, '', '100.0001')).toBe('15');
  expect(pick(rows, '', '500')).toBe('15');
  expect(pick(rows, '', '1000000')).toBe('10');
  expect(pick([{ brand: '', priceFrom: null, priceTo: '', marginal: '7' }], 'Any', '3')).toBe('7');
});

test('brand rows before rows for any brand, in table order; no match is null', () => {
  const rows = [
    { brand: null, priceFrom: '0', priceTo: null, marginal: '20' },
    { brand: 'HP', priceFrom: '0', priceTo: '50', marginal: '8' },
    { brand: 'hp ', priceFrom: '0', priceTo: '100', marginal: '9' },
  ];
  expect(pick(rows, 'Hp', '40')).toBe('8');
  expect(pick(rows, 'HP', '60')).toBe('9');
  expect(pick(rows, 'HP', '200')).toBe('20');
  expect(pick(rows, 'Dell', '200')).toBe('20');
  expect(pick(rows.slice(1), 'Dell', '20')).toBeNull();
});

test('percents read as exact factors; bad values count as not set', () => {
  expect(readPercent('24')).toEqual({ text: '24', num: 124, den: 100 });
  expect(readPercent('12.5000')).toEqual({ text: '12.5', num: 1125, den: 1000 });
  expect(readPercent(9)).toEqual({ text: '9', num: 109, den: 100 });
  for (const bad of [null, undefined, '', 'x', '1e2']) expect(readPercent(bad)).toBeNull();
  const category = preparePricing({
    category: { priceChangeType: 'fixed', priceChangeAmount: 'oops', transportAddToPrice: 'n/a' },
  }).category!;
  expect(category.priceChange).toBeNull();
  expect(category.transport).toBeNull();
});
