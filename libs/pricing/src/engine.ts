import type { Locale } from '@feedhub/contracts';
import type { PricingContext } from './context';
import { describeRow, fill, money, ruleName, stepTexts, type NoPriceReason, type StepTexts } from './explain';
import { partnerFieldInSentence, type PartnerPriceField, type PimPriceField } from './fields';
import type { PricingProduct } from './inputs';
import { divHalfUp, formatPrice, MAX_UNITS, mulDiv, toUnits } from './money';
import type { PriceFormula } from './schemas';
import { newEnv, type CompiledStep, type Env } from './step-kit';
import { compileStep, priceChangeStep, transportStep } from './steps';

/** How to evaluate: the language of the step lines, and whether to write them at all. */
export interface EvaluateOptions {
  /** Language of `steps` (default en). */
  locale?: Locale;
  /** Write `steps` (default true; the export turns it off for speed). */
  explain?: boolean;
}

/** The outcome of one price rule for one product. */
export interface RuleEvaluation {
  /** Price rule id (null for an unsaved formula). */
  id: number | null;
  /** The rule's sort order. */
  sortOrder: number;
  /** Product price it started from. */
  partnerPriceField: PartnerPriceField;
  /** PIM fields the rule targets. */
  pimPriceFields: readonly PimPriceField[];
  /** The price with 2 decimals ("14.99"), or null for no price. */
  value: string | null;
  /** Why there is no price (null when there is one). */
  reason: NoPriceReason | null;
  /** One plain line per rule step (plus VAT/transport lines the flags add and a no-price line). */
  steps: readonly string[];
}

/** A price rule compiled once and evaluated for many products. */
export interface CompiledPriceRule {
  /** The formula it was compiled from. */
  readonly formula: EvaluableFormula;
  /** Prices one product. */
  evaluate(product: PricingProduct, context: PricingContext, options?: EvaluateOptions): RuleEvaluation;
  /** The rule as text lines without a product (the steps column of the rule list). */
  describe(locale?: Locale): string[];
}

/**
 * What the engine evaluates: a validated formula, or a stored one whose rule ids may have left the
 * catalogue since (they give "no price" with reason unknown_rule instead of failing the export).
 */
export type EvaluableFormula = Omit<PriceFormula, 'rule'> & {
  /** Steps: rule id and input as stored. */
  rule: readonly { ruleId: string; input?: string | number | null }[];
};

/** Shared empty list for evaluations without explanation. */
const NO_LINES: readonly string[] = Object.freeze([]);

/** Compiled form of one formula; holds one reusable evaluation state (evaluation is synchronous). */
class CompiledRule implements CompiledPriceRule {
  private readonly steps: CompiledStep[];
  private readonly env: Env;

  constructor(readonly formula: EvaluableFormula) {
    this.steps = formula.rule.map((step) => compileStep(step.ruleId, step.input));
    this.env = newEnv({ category: null, defaultVat: null });
  }

  evaluate(product: PricingProduct, context: PricingContext, options?: EvaluateOptions): RuleEvaluation {
    const lines = options?.explain === false ? null : [];
    const units = this.run(product, context, lines, options?.locale ?? 'en');
    const f = this.formula;
    return {
      id: f.id ?? null,
      sortOrder: f.sortOrder,
      partnerPriceField: f.partnerPriceField,
      pimPriceFields: f.pimPriceFields,
      value: Number.isNaN(units) ? null : formatPrice(units),
      reason: this.env.reason,
      steps: lines ?? NO_LINES,
    };
  }

  describe(locale: Locale = 'en'): string[] {
    const t = stepTexts(locale);
    const out: string[] = [];
    if (this.formula.withVat) out.push(t.vatIncludedSummary);
    if (this.formula.useTransportChanges) {
      out.push(transportStep.summary(t, ruleName(locale, 'transport')));
      out.push(priceChangeStep.summary(t, ruleName(locale, 'category_price_change')));
    }
    for (const step of this.steps) out.push(step.summary(t, ruleName(locale, step.ruleId)));
    return out;
  }

  /** The price in units, or NaN with env.reason set. */
  private run(product: PricingProduct, ctx: PricingContext, lines: string[] | null, locale: Locale): number {
    const env = this.env;
    env.ctx = ctx;
    env.brand = product.brand;
    env.brandKey = null;
    env.reason = null;
    const t = stepTexts(locale);
    let v = toUnits(product[this.formula.partnerPriceField]);
    if (!(v > 0))
      return fail(env, 'no_source_price', lines, t, locale, '', 0, this.formula.partnerPriceField);
    if (this.formula.withVat) v = this.removeVat(v, lines, t, locale);
    if (this.formula.useTransportChanges) {
      v = runStep(transportStep, v, env, lines, t, locale);
      v = runStep(priceChangeStep, v, env, lines, t, locale);
    }
    for (let i = 0; i < this.steps.length && !Number.isNaN(v); i++) {
      v = runStep(this.steps[i], v, env, lines, t, locale);
    }
    if (Number.isNaN(v)) return v;
    if (divHalfUp(v, 100) === 0) return fail(env, 'zero_price', lines, t, locale, '', v, null);
    return v;
  }

  /** Takes VAT off a partner price that includes it. */
  private removeVat(v: number, lines: string[] | null, t: StepTexts, locale: Locale): number {
    const env = this.env;
    const percent = env.ctx.category?.vat ?? env.ctx.defaultVat;
    if (!percent || percent.num <= 0)
      return fail(env, 'no_vat', lines, t, locale, ruleName(locale, 'vat'), v, null);
    const after = mulDiv(v, percent.den, percent.num);
    if (lines) {
      const text = t.sep === '.' ? percent.text : percent.text.replace('.', t.sep);
      lines.push(fill(t.vatIncluded, { percent: text, before: money(t, v), after: money(t, after) }));
    }
    return after;
  }
}

/** Applies one step: its line, or the no-price line and NaN. */
function runStep(
  step: CompiledStep,
  v: number,
  env: Env,
  lines: string[] | null,
  t: StepTexts,
  locale: Locale,
): number {
  if (Number.isNaN(v)) return v;
  env.percent = null;
  env.row = null;
  env.vatFrom = null;
  env.units = 0;
  const after = step.apply(v, env);
  const name = lines ? ruleName(locale, step.ruleId) : '';
  if (env.reason) return fail(env, env.reason, lines, t, locale, name, v, null, step);
  if (!(after <= MAX_UNITS)) return fail(env, 'too_large', lines, t, locale, name, v, null, step);
  if (lines) lines.push(step.line(t, name, v, after, env));
  if (after < 0) return fail(env, 'negative_price', lines, t, locale, name, after, null, step);
  return after;
}

/** Records why there is no price and writes its line. */
function fail(
  env: Env,
  reason: NoPriceReason,
  lines: string[] | null,
  t: StepTexts,
  locale: Locale,
  name: string,
  before: number,
  field: PartnerPriceField | null,
  step?: CompiledStep,
): number {
  env.reason = reason;
  if (lines) {
    lines.push(
      fill(t.reasons[reason], {
        name,
        sep: t.sep,
        before: money(t, before),
        brand: env.brand?.trim() ? env.brand.trim() : t.noBrand,
        row: env.row ? describeRow(t, env.row) : '',
        input: step?.input ?? '',
        ruleId: step?.ruleId ?? '',
        field: field ? partnerFieldInSentence(locale, field) : '',
      }),
    );
  }
  return NaN;
}

/** Compiles one price formula (unknown rule ids and bad inputs compile to "no price" steps). */
export function compilePriceRule(formula: EvaluableFormula): CompiledPriceRule {
  return new CompiledRule(formula);
}
