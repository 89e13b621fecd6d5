// Price engine throughput on one core: evaluations per second of a 6-step rule (target ≥ 500k/s),
// with and without step lines, for a partner with 3 rules, without a prepared category, and a naive
// decimal.js evaluator of the same rule as a baseline. Run: node libs/pricing/dist/bench/pricing.bench.js
// Writes its figures as JSON to $BENCH_OUT when set (npm run bench collects them).
import { writeFileSync } from 'node:fs';
import Decimal from 'decimal.js';
import {
  compilePriceRule,
  compilePriceRules,
  preparePricing,
  PriceFormulaSchema,
  type PricingCategory,
  type PricingProduct,
} from '../index';

const TARGET = 500_000;
const BRANDS = ['Apple', 'HP', 'Lenovo', 'Dell', null];

/** A category with a realistic margin table: 3 brands × 3 ranges plus 3 rows for any brand. */
const category: PricingCategory = {
  vat: '24',
  vatEt: '22',
  transportAddToPrice: '3.50',
  priceChangeType: 'percent',
  priceChangeAmount: '2',
  marginals: [...BRANDS.slice(0, 3), null].flatMap((brand, b) => [
    {
      brand,
      priceFrom: '0',
      priceTo: '50',
      marginal: String(20 + b),
      marginalEt: '25',
      prepaymentPercent: null,
    },
    {
      brand,
      priceFrom: '50.01',
      priceTo: '500',
      marginal: String(15 + b),
      marginalEt: '18',
      prepaymentPercent: '2',
    },
    {
      brand,
      priceFrom: '500.01',
      priceTo: null,
      marginal: String(10 + b),
      marginalEt: '12',
      prepaymentPercent: '3',
    },
  ]),
};

/** 4096 products with varied prices and brands (so nothing is constant-folded). */
const products: PricingProduct[] = Array.from({ length: 4096 }, (_, i) => ({
  price: `${(i * 7919) % 2000}.${String((i * 31) % 100).padStart(2, '0')}`,
  rrpPrice: null,
  supplierPrice: `${(i * 104729) % 1500}.${String(i % 100).padStart(2, '0')}`,
  brand: BRANDS[i % BRANDS.length],
}));

const sixSteps = PriceFormulaSchema.parse({
  pimPriceFields: ['retailPrice'],
  partnerPriceField: 'supplierPrice',
  rule: [
    { ruleId: 'margin' },
    { ruleId: 'transport' },
    { ruleId: 'add_percent', input: '2.5' },
    { ruleId: 'vat' },
    { ruleId: 'round_ending', input: '.99' },
    { ruleId: 'minimum', input: '10' },
  ],
});

/** Runs fn over the products for about `ms` milliseconds (after a warm-up) and returns calls per second. */
function perSecond(fn: (p: PricingProduct) => number, ms = 1500): number {
  let sink = 0;
  for (let i = 0; i < 200_000; i++) sink += fn(products[i & 4095]);
  let calls = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let i = 0; i < 50_000; i++) sink += fn(products[(calls + i) & 4095]);
    calls += 50_000;
    elapsed = performance.now() - start;
  }
  if (sink === -1) console.log(sink);
  return Math.round((calls / elapsed) * 1000);
}

const context = preparePricing({ category, settings: { vatPercent: '24' } });
const rule = compilePriceRule(sixSteps);
const quiet = { explain: false } as const;
const length = (s: string | null) => (s === null ? 0 : s.length);

const evaluationsPerSec = perSecond((p) => length(rule.evaluate(p, context, quiet).value));
const explainedPerSec = perSecond((p) => rule.evaluate(p, context, { locale: 'et' }).steps.length);
const engine = compilePriceRules([
  sixSteps,
  { ...sixSteps, sortOrder: 2, pimPriceFields: ['wholesalePrice'], rule: sixSteps.rule.slice(0, 3) },
  {
    ...sixSteps,
    sortOrder: 3,
    partnerPriceField: 'price',
    rule: [{ ruleId: 'round_ending', input: '0.99' }],
  },
]);
const threeRulesPerSec = perSecond((p) =>
  length(engine.evaluate(p, context, quiet).prices.retailPrice ?? null),
);
const unpreparedPerSec = perSecond((p) =>
  length(rule.evaluate(p, preparePricing({ category, settings: { vatPercent: '24' } }), quiet).value),
);

/** The same 6 steps written the obvious way with decimal.js, parsing the category on every call. */
function naive(p: PricingProduct): number {
  const price = new Decimal(p.supplierPrice as string);
  const brand = (p.brand ?? '').toLowerCase();
  const rows = category.marginals ?? [];
  const fits = (r: (typeof rows)[number]) =>
    price.gte(r.priceFrom ?? 0) && (r.priceTo == null || price.lte(r.priceTo));
  const row =
    rows.find((r) => r.brand && r.brand.toLowerCase() === brand && fits(r)) ??
    rows.find((r) => !r.brand && fits(r));
  if (!row) return 0;
  let v = price
    .mul(new Decimal(row.marginal as string).div(100).plus(1))
    .toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
  v = v.plus(category.transportAddToPrice as string);
  v = v.mul(1.025).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
  v = v.mul(1.24).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
  const ending = v.floor().plus(0.99);
  v = ending.gte(v) ? ending : ending.plus(1);
  v = Decimal.max(v, 10);
  return v.toFixed(2, Decimal.ROUND_HALF_UP).length;
}
const decimalJsBaselinePerSec = perSecond(naive, 1000);

const figures = {
  evaluationsPerSec,
  explainedPerSec,
  threeRulesPerSec,
  unpreparedPerSec,
  decimalJsBaselinePerSec,
  target: TARGET,
  meetsTarget: evaluationsPerSec >= TARGET,
};
const k = (n: number) => `${Math.round(n / 1000).toLocaleString('en')}k/s`;
console.log(`pricing engine, one core, 6-step rule (margin, transport, +2.5 %, VAT, .99 ending, minimum)`);
console.log(
  `  values only (export path):         ${k(evaluationsPerSec)}  target ${k(TARGET)} ${figures.meetsTarget ? 'met' : 'NOT met'}`,
);
console.log(`  with step lines (et):              ${k(explainedPerSec)}`);
console.log(`  partner with 3 rules, values only: ${k(threeRulesPerSec)}`);
console.log(`  category prepared on every call:   ${k(unpreparedPerSec)}`);
console.log(`  naive decimal.js baseline:         ${k(decimalJsBaselinePerSec)}`);
if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, `${JSON.stringify(figures, null, 2)}\n`);
