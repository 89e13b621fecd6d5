import type { Locale } from '@feedhub/contracts';
import { preparePricing, type PricingContext } from './context';
import {
  compilePriceRule,
  type CompiledPriceRule,
  type EvaluableFormula,
  type EvaluateOptions,
  type RuleEvaluation,
} from './engine';
import type { NoPriceReason } from './explain';
import type { PimPriceField } from './fields';
import type { PricingCategory, PricingProduct, PricingSettings } from './inputs';

/** The price of one PIM field and the rule that produced it. */
export interface FieldPrice {
  /** The price with 2 decimals, or null for no price. */
  value: string | null;
  /** Why there is no price (null when there is one). */
  reason: NoPriceReason | null;
  /** Id of the price rule that set the field (null for an unsaved formula). */
  priceRuleId: number | null;
  /** Index in `rules` of that rule. */
  ruleIndex: number;
  /** Indexes in `rules` of earlier rules for this field that it overrode. */
  overridden: number[];
}

/** All of a partner's rules applied to one product. */
export interface PricingResult {
  /** Price per PIM field (null = no price); fields no rule targets are absent. */
  prices: Partial<Record<PimPriceField, string | null>>;
  /** Per PIM field: price, reason and which rule produced it. */
  fields: Partial<Record<PimPriceField, FieldPrice>>;
  /** Every rule's own evaluation, in the order applied (sortOrder ascending). */
  rules: RuleEvaluation[];
}

/** A partner's price rules compiled once, applied in sortOrder. */
export interface PriceEngine {
  /** Compiled rules in the order they apply. */
  readonly rules: readonly CompiledPriceRule[];
  /** Prices one product with every rule; a later rule for the same PIM field overrides an earlier one. */
  evaluate(product: PricingProduct, context: PricingContext, options?: EvaluateOptions): PricingResult;
}

/**
 * Compiles a partner's rules. They apply in ascending sortOrder; rules with the same sortOrder
 * keep the order given (list them by sortOrder, id). The last rule for a PIM field wins, even
 * when it gives no price: an override is explicit, never a silent fallback to an earlier rule.
 */
export function compilePriceRules(formulas: readonly EvaluableFormula[]): PriceEngine {
  const rules = formulas
    .map((formula, index) => ({ formula, index }))
    .sort((a, b) => a.formula.sortOrder - b.formula.sortOrder || a.index - b.index)
    .map(({ formula }) => compilePriceRule(formula));
  return {
    rules,
    evaluate(product, context, options) {
      const prices: Partial<Record<PimPriceField, string | null>> = {};
      const fields: Partial<Record<PimPriceField, FieldPrice>> = {};
      const evaluations: RuleEvaluation[] = [];
      for (let i = 0; i < rules.length; i++) {
        const evaluation = rules[i].evaluate(product, context, options);
        evaluations.push(evaluation);
        for (const field of evaluation.pimPriceFields) {
          const earlier = fields[field];
          fields[field] = {
            value: evaluation.value,
            reason: evaluation.reason,
            priceRuleId: evaluation.id,
            ruleIndex: i,
            overridden: earlier ? [...earlier.overridden, earlier.ruleIndex] : [],
          };
          prices[field] = evaluation.value;
        }
      }
      return { prices, fields, rules: evaluations };
    },
  };
}

/** Everything one evaluation reads besides the rules. */
export interface PricingInput {
  /** The product. */
  product: PricingProduct;
  /** Its category mapping (null when unmapped). */
  category?: PricingCategory | null;
  /** Global settings (default VAT). */
  settings?: PricingSettings | null;
}

/** One-off evaluation of one formula (the live preview); compile once for many products. */
export function evaluatePriceRule(
  formula: EvaluableFormula,
  input: PricingInput,
  options?: EvaluateOptions,
): RuleEvaluation {
  return compilePriceRule(formula).evaluate(input.product, preparePricing(input), options);
}

/** One-off evaluation of a partner's rules for one product (product detail). */
export function evaluatePriceRules(
  formulas: readonly EvaluableFormula[],
  input: PricingInput,
  options?: EvaluateOptions,
): PricingResult {
  return compilePriceRules(formulas).evaluate(input.product, preparePricing(input), options);
}

/** A formula as text lines without a product (the steps column of the rule list). */
export function describePriceRule(formula: EvaluableFormula, locale: Locale = 'en'): string[] {
  return compilePriceRule(formula).describe(locale);
}
