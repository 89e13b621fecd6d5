// Property tests (fast-check): rounding idempotence, monotonic margins, no NaN or negative price from
// valid input, and exact decimal results against an independent decimal.js reference.
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { PRICE_RULE_CATALOGUE, type RuleInputKind } from './catalogue';
import { preparePricing } from './context';
import { compilePriceRule } from './engine';
import type { PricingCategory } from './inputs';
import { PriceFormulaSchema, PriceRuleStepSchema, type PriceFormula } from './schemas';

const D = Decimal.clone({ precision: 80, rounding: Decimal.ROUND_HALF_UP });

/** A decimal text from an integer and a scale. */
const dec = (int: number, scale: number) => new D(int).div(new D(10).pow(scale)).toFixed();
/** Decimal texts between min and max (in units of 10^-scale). */
const decimalArb = (min: number, max: number, scale: number) =>
  fc.integer({ min, max }).map((i) => dec(i, scale));

/** A valid input for each kind (what the save schema accepts). */
const INPUTS: Record<RuleInputKind, fc.Arbitrary<string>> = {
  percent: decimalArb(-9999, 100000, 2),
  amount: decimalArb(-100000, 100000, 2),
  factor: decimalArb(1, 1000000, 4),
  minimum: decimalArb(0, 10000000, 2),
  maximum: decimalArb(1, 100000000, 2),
  decimals: fc.integer({ min: 0, max: 4 }).map(String),
  multiple: decimalArb(1, 10000, 2),
  ending: decimalArb(0, 99, 2),
};

/** A valid step of any catalogue rule, through the save schema. */
const stepArb = fc
  .constantFrom(...PRICE_RULE_CATALOGUE)
  .chain((def) =>
    (def.input ? INPUTS[def.input] : fc.constant(null)).map((input) => ({ ruleId: def.id, input })),
  )
  .map((step) => PriceRuleStepSchema.parse(step));

/** Prices as a feed gives them: up to 4 decimals, 0.0001 to 10 million. */
const priceArb = decimalArb(1, 100000000000, 4);

/** Any category a user can save. */
const categoryArb: fc.Arbitrary<PricingCategory> = fc.record({
  vat: fc.option(decimalArb(0, 3000, 2)),
  vatEt: fc.option(fc.integer({ min: 0, max: 30 })),
  transportAddToPrice: fc.option(decimalArb(0, 10000, 2)),
  priceChangeType: fc.constantFrom('fixed' as const, 'percent' as const, '' as const, null),
  priceChangeAmount: fc.option(decimalArb(-1000, 5000, 2)),
  marginals: fc.array(
    fc.record({
      brand: fc.constantFrom('Apple', 'HP', null, ''),
      priceFrom: fc.option(decimalArb(0, 100000, 2)),
      priceTo: fc.option(decimalArb(0, 10000000, 2)),
      marginal: fc.option(decimalArb(0, 20000, 2)),
      marginalEt: fc.option(decimalArb(0, 20000, 2)),
      prepaymentPercent: fc.option(decimalArb(0, 1000, 2)),
    }),
    { maxLength: 6 },
  ),
});

/** A formula through the schema (skips combinations the schema refuses). */
function formulaOf(
  rule: unknown[],
  flags: { withVat?: boolean; useTransportChanges?: boolean } = {},
): PriceFormula | null {
  const parsed = PriceFormulaSchema.safeParse({
    pimPriceFields: ['retailPrice'],
    partnerPriceField: 'price',
    rule,
    ...flags,
  });
  return parsed.success ? parsed.data : null;
}

/** Evaluates a formula for one price. */
function price(
  f: PriceFormula,
  amount: string,
  category: PricingCategory | null,
  brand: string | null = 'Apple',
) {
  const context = preparePricing({ category, settings: { vatPercent: '24' } });
  return compilePriceRule(f).evaluate({ price: amount, brand }, context);
}

const ROUND_RULES = PRICE_RULE_CATALOGUE.filter((r) => r.type === 'round');

test('rounding is idempotent: applying a round rule twice equals applying it once', () => {
  const roundStep = fc
    .constantFrom(...ROUND_RULES)
    .chain((def) =>
      (def.input ? INPUTS[def.input] : fc.constant(null)).map((input) => ({ ruleId: def.id, input })),
    );
  fc.assert(
    fc.property(roundStep, priceArb, (step, amount) => {
      const once = price(formulaOf([step])!, amount, null);
      const twice = price(formulaOf([step, step])!, amount, null);
      expect(twice.value).toBe(once.value);
      if (twice.value !== null) {
        const [before, after] = twice.steps[1].split(': ').pop()!.split(' → ');
        expect(after).toBe(before);
      }
    }),
    { numRuns: 1000 },
  );
});

/** Monotone non-decreasing steps: anything but subtracting (which may end in "no price"). */
const monotoneStep = stepArb.filter((s) => !(s.input?.startsWith('-') ?? false));

test('margins are monotonic: a higher margin or a higher price never gives a lower result', () => {
  fc.assert(
    fc.property(
      decimalArb(0, 50000, 2),
      decimalArb(0, 50000, 2),
      priceArb,
      priceArb,
      fc.array(monotoneStep, { maxLength: 5 }),
      (m1, m2, p1, p2, tail) => {
        const [low, high] = new D(m1).lte(m2) ? [m1, m2] : [m2, m1];
        const [cheap, dear] = new D(p1).lte(p2) ? [p1, p2] : [p2, p1];
        const f = formulaOf([{ ruleId: 'margin' }, ...tail]);
        fc.pre(f !== null);
        const cat = (marginal: string): PricingCategory => ({
          vat: '24',
          marginals: [{ brand: null, marginal }],
        });
        const byMargin = [price(f!, cheap, cat(low)).value, price(f!, cheap, cat(high)).value];
        const byPrice = [price(f!, cheap, cat(low)).value, price(f!, dear, cat(low)).value];
        for (const [a, b] of [byMargin, byPrice]) {
          if (a !== null && b !== null) expect(new D(a).lte(b)).toBe(true);
        }
      },
    ),
    { numRuns: 500 },
  );
});

test('valid input never gives NaN, a negative price or 0: a price with 2 decimals, or no price with a reason', () => {
  fc.assert(
    fc.property(
      fc.array(stepArb, { maxLength: 8 }),
      fc.option(priceArb, { nil: null }),
      fc.option(categoryArb, { nil: null }),
      fc.constantFrom('Apple', 'hp', 'Sony', null),
      fc.boolean(),
      fc.boolean(),
      (rule, amount, category, brand, withVat, useTransportChanges) => {
        const f = formulaOf(rule, { withVat, useTransportChanges });
        fc.pre(f !== null);
        const r = price(f!, amount as string, category, brand);
        if (r.value === null) expect(r.reason).not.toBeNull();
        else {
          expect(r.value).toMatch(/^\d+\.\d{2}$/);
          expect(r.value).not.toBe('0.00');
          expect(r.reason).toBeNull();
        }
        for (const line of r.steps) expect(line).not.toMatch(/NaN|undefined|Infinity|null|:[a-z]/);
      },
    ),
    { numRuns: 2000 },
  );
});

/** Independent reference: decimal.js, 4 places half-up after each step, 2 places half-up at the end. */
function reference(amount: string, steps: { ruleId: string; input: string | null }[]): string | null {
  let v = new D(amount).toDecimalPlaces(4);
  if (v.lte(0)) return null;
  for (const { ruleId, input } of steps) {
    const x = new D(input ?? 0);
    if (ruleId === 'add_percent') v = v.mul(x.div(100).plus(1));
    else if (ruleId === 'vat') v = v.mul(1.24);
    else if (ruleId === 'add_amount') v = v.plus(x);
    else if (ruleId === 'multiply') v = v.mul(x);
    else if (ruleId === 'minimum') v = D.max(v, x);
    else if (ruleId === 'maximum') v = D.min(v, x);
    else if (ruleId === 'round_decimals') v = v.toDecimalPlaces(x.toNumber());
    else if (ruleId === 'round_multiple') v = v.div(x).toDecimalPlaces(0).mul(x);
    else if (ruleId === 'round_up_whole') v = v.ceil();
    else if (ruleId === 'round_ending')
      v = v.floor().plus(x).lt(v) ? v.floor().plus(x).plus(1) : v.floor().plus(x);
    v = v.toDecimalPlaces(4);
    if (v.isNeg() && !v.isZero()) return null;
    // Documented limit: beyond 2^53 - 1 units (about 900 billion euros) there is no price.
    if (v.mul(10000).gt(Number.MAX_SAFE_INTEGER)) return null;
  }
  const cents = v.toDecimalPlaces(2);
  return cents.isZero() ? null : cents.toFixed(2);
}

test('results are exact decimals: equal to the decimal.js reference', () => {
  const ids = [
    'add_percent',
    'vat',
    'add_amount',
    'multiply',
    'minimum',
    'maximum',
    'round_decimals',
    'round_multiple',
    'round_up_whole',
    'round_ending',
  ];
  const arithmetic = stepArb.filter((s) => ids.includes(s.ruleId));
  fc.assert(
    fc.property(priceArb, fc.array(arithmetic, { minLength: 1, maxLength: 6 }), (amount, steps) => {
      const f = formulaOf(steps)!;
      expect(price(f, amount, null).value).toBe(reference(amount, steps));
    }),
    { numRuns: 3000 },
  );
});

test('classic float traps come out exact', () => {
  const f = (rule: unknown[]) => formulaOf(rule)!;
  expect(price(f([{ ruleId: 'add_amount', input: '0.2' }]), '0.1', null).value).toBe('0.30');
  expect(price(f([{ ruleId: 'multiply', input: '3' }]), '1.1', null).value).toBe('3.30');
  expect(price(f([{ ruleId: 'add_percent', input: '7' }]), '1.005', null).value).toBe('1.08');
  expect(price(f([{ ruleId: 'round_decimals', input: '2' }]), '1.005', null).value).toBe('1.01');
});
