/** Test data shared by the pricing tests (each test still builds what it changes). */
import { compilePriceRule, type EvaluableFormula, type RuleEvaluation } from '../engine';
import { preparePricing } from '../context';
import type { PricingCategory, PricingProduct, PricingSettings } from '../inputs';
import type { PriceFormula } from '../schemas';
import type { Locale } from '@feedhub/contracts';

/** A category with Apple rows, rows for any brand, VAT, transport fee and a 5 % price change. */
export const category = (): PricingCategory => ({
  vat: '24',
  vatEt: '22',
  transportAddToPrice: '3.50',
  priceChangeType: 'percent',
  priceChangeAmount: '5',
  marginals: [
    {
      brand: null,
      priceFrom: '0',
      priceTo: '100',
      marginal: '20',
      marginalEt: '25',
      prepaymentPercent: null,
    },
    {
      brand: 'Apple',
      priceFrom: '0',
      priceTo: '100',
      marginal: '10',
      marginalEt: '12',
      prepaymentPercent: '2',
    },
    {
      brand: null,
      priceFrom: '100.01',
      priceTo: null,
      marginal: '15',
      marginalEt: null,
      prepaymentPercent: '3',
    },
  ],
});

/** Default VAT 20 % (differs from the category's 24 % so tests can tell them apart). */
export const settings = (): PricingSettings => ({ vatPercent: '20' });

/** An Apple product priced 10.00. */
export const product = (over: Partial<PricingProduct> = {}): PricingProduct => ({
  price: '10.00',
  rrpPrice: '12.40',
  supplierPrice: '8.40',
  brand: 'Apple',
  ...over,
});

/** A formula over `price` into retailPrice with the given steps. */
export const formula = (
  rule: { ruleId: string; input?: string | null }[],
  over: Partial<Omit<PriceFormula, 'rule'>> = {},
): EvaluableFormula => ({
  id: 1,
  pimPriceFields: ['retailPrice'],
  partnerPriceField: 'price',
  withVat: false,
  sortOrder: 1,
  useTransportChanges: false,
  rule: rule.map((s) => ({ ruleId: s.ruleId, input: s.input ?? null })),
  ...over,
});

/** Evaluates steps for a product with the fixture category and settings. */
export function run(
  rule: { ruleId: string; input?: string | null }[],
  opts: {
    product?: Partial<PricingProduct>;
    category?: PricingCategory | null;
    settings?: PricingSettings | null;
    formula?: Partial<Omit<PriceFormula, 'rule'>>;
    locale?: Locale;
  } = {},
): RuleEvaluation {
  const context = preparePricing({
    category: opts.category === undefined ? category() : opts.category,
    settings: opts.settings === undefined ? settings() : opts.settings,
  });
  return compilePriceRule(formula(rule, opts.formula)).evaluate(product(opts.product), context, {
    locale: opts.locale ?? 'en',
  });
}
