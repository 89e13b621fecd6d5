import { priceRuleDefinition } from './catalogue';
import { brandKey, findMarginal } from './context';
import { describeRow, type NoPriceReason } from './explain';
import { mulDiv } from './money';
import { roundUpToWhole } from './rounding';
import { checkRuleInput } from './rule-input';
import { inputStep } from './input-steps';
import { amountLine, applyPercent, arrowLine, percentLine, type CompiledStep, type Env } from './step-kit';

/** The product's brand key, computed once per evaluation. */
function brandOf(env: Env): string {
  if (env.brandKey === null) env.brandKey = brandKey(env.brand);
  return env.brandKey;
}

/** A step that always fails (unknown rule, invalid stored input). */
function failing(ruleId: string, input: string | null, reason: NoPriceReason): CompiledStep {
  return {
    ruleId,
    input,
    apply(v, env) {
      env.reason = reason;
      return v;
    },
    line: () => '',
    summary: (t, name) => `${name}: ${input ?? ''}`.trim(),
  };
}

/** Margin-table steps: margin, Estonian margin and prepayment percent. */
function marginStep(ruleId: string, pick: 'marginal' | 'marginalEt' | 'prepayment'): CompiledStep {
  return {
    ruleId,
    input: null,
    apply(v, env) {
      const category = env.ctx.category;
      if (!category) {
        env.reason = 'no_category';
        return v;
      }
      const row = findMarginal(category, brandOf(env), v);
      env.row = row;
      if (!row || (pick === 'marginal' && !row.marginal)) {
        env.reason = 'no_marginal';
        return v;
      }
      const percent = row[pick];
      if (!percent && pick === 'marginalEt') {
        env.reason = 'no_marginal_et';
        return v;
      }
      env.percent = percent;
      return applyPercent(v, percent);
    },
    line: (t, name, before, after, env) =>
      percentLine(t, name, before, after, env, env.row ? describeRow(t, env.row) : ''),
    summary: (_t, name) => name,
  };
}

/** VAT steps: the category's percent, else the default setting. */
function vatStep(ruleId: string, pick: 'vat' | 'vatEt'): CompiledStep {
  return {
    ruleId,
    input: null,
    apply(v, env) {
      const own = env.ctx.category?.[pick] ?? null;
      const percent = own ?? env.ctx.defaultVat;
      if (!percent) {
        env.reason = 'no_vat';
        return v;
      }
      env.vatFrom = own ? 'category' : 'default';
      env.percent = percent;
      return mulDiv(v, percent.num, percent.den);
    },
    line: (t, name, before, after, env) =>
      percentLine(t, name, before, after, env, env.vatFrom ? t.vatFrom[env.vatFrom] : ''),
    summary: (_t, name) => name,
  };
}

/** Category transport fee. */
export const transportStep: CompiledStep = {
  ruleId: 'transport',
  input: null,
  apply(v, env) {
    const category = env.ctx.category;
    if (!category) {
      env.reason = 'no_category';
      return v;
    }
    env.units = category.transport ?? 0;
    return v + env.units;
  },
  line: (t, name, before, after, env) =>
    amountLine(t, name, before, after, env.ctx.category?.transport ?? null),
  summary: (_t, name) => name,
};

/** Category price change (fixed € or percent). */
export const priceChangeStep: CompiledStep = {
  ruleId: 'category_price_change',
  input: null,
  apply(v, env) {
    const category = env.ctx.category;
    if (!category) {
      env.reason = 'no_category';
      return v;
    }
    const change = category.priceChange;
    env.percent = change?.kind === 'percent' ? change.percent : null;
    if (change?.kind === 'fixed') return v + change.units;
    return applyPercent(v, env.percent);
  },
  line(t, name, before, after, env) {
    const change = env.ctx.category?.priceChange ?? null;
    if (change?.kind === 'fixed') return amountLine(t, name, before, after, change.units);
    return percentLine(t, name, before, after, env);
  },
  summary: (_t, name) => name,
};

/** Steps without input, by rule id. */
const FIXED_STEPS: Record<string, CompiledStep> = {
  margin: marginStep('margin', 'marginal'),
  margin_et: marginStep('margin_et', 'marginalEt'),
  prepayment: marginStep('prepayment', 'prepayment'),
  vat: vatStep('vat', 'vat'),
  vat_et: vatStep('vat_et', 'vatEt'),
  transport: transportStep,
  category_price_change: priceChangeStep,
  round_up_whole: {
    ruleId: 'round_up_whole',
    input: null,
    apply: (v) => roundUpToWhole(v),
    line: (t, name, before, after) => arrowLine(t, name, before, after, ''),
    summary: (_t, name) => name,
  },
};

/** Compiles one stored step; unknown rules and invalid inputs compile to steps that give no price. */
export function compileStep(ruleId: string, input: unknown): CompiledStep {
  const definition = priceRuleDefinition(ruleId);
  if (!definition) return failing(ruleId, typeof input === 'string' ? input : null, 'unknown_rule');
  if (definition.input === null) return FIXED_STEPS[definition.id];
  const checked = checkRuleInput(definition.input, input);
  if (!checked.ok)
    return failing(ruleId, input === null || input === undefined ? null : String(input), 'invalid_input');
  return inputStep(definition.id, definition.input, checked.input, checked.parts.int, checked.parts.scale);
}
