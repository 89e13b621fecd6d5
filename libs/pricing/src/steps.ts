import { priceRuleDefinition, type RuleInputKind } from './catalogue';
import { brandKey, findMarginal, type Percent, type PreparedMarginal, type PricingContext } from './context';
import { decimalText, describeRow, fill, money, type NoPriceReason, type StepTexts } from './explain';
import { mulDiv, pow10, toUnits } from './money';
import { roundToDecimals, roundToMultiple, roundUpToEnding, roundUpToWhole } from './rounding';
import { checkRuleInput } from './rule-input';

/** Mutable state of one evaluation, reused between evaluations to avoid allocation. */
export interface Env {
  /** Prepared category and settings. */
  ctx: PricingContext;
  /** The product's brand as given. */
  brand: string | null | undefined;
  /** Lower-cased brand, computed on first use (null until then). */
  brandKey: string | null;
  /** Set by a step that cannot give a price. */
  reason: NoPriceReason | null;
  /** Margin row the last step used (for its line). */
  row: PreparedMarginal | null;
  /** Percent the last step applied (null: nothing applied). */
  percent: Percent | null;
  /** Amount in units the last step added (fixed changes). */
  units: number;
  /** Where the last step's VAT came from. */
  vatFrom: 'category' | 'default' | null;
}

/** A fresh evaluation state. */
export const newEnv = (ctx: PricingContext): Env => ({
  ctx,
  brand: null,
  brandKey: null,
  reason: null,
  row: null,
  percent: null,
  units: 0,
  vatFrom: null,
});

/** A rule step compiled once: applies to a value in units and explains itself. */
export interface CompiledStep {
  /** Catalogue rule id as stored. */
  ruleId: string;
  /** Canonical input, null when the rule takes none. */
  input: string | null;
  /** New value in units; sets env.reason instead when there is no price. */
  apply(v: number, env: Env): number;
  /** The step's line after a successful apply. */
  line(t: StepTexts, name: string, before: number, after: number, env: Env): string;
  /** The step without a product ("Add percent: 15%"), for the rule list. */
  summary(t: StepTexts, name: string): string;
}

/** Line of a percent applied (or "unchanged" when none was). */
function percentLine(t: StepTexts, name: string, before: number, after: number, env: Env, note = ''): string {
  if (!env.percent) return fill(t.unchanged, { name, why: t.notSet, before: money(t, before) });
  const negative = env.percent.text.startsWith('-');
  const operand = `${decimalText(t, negative ? env.percent.text.slice(1) : env.percent.text)}%`;
  const text = fill(negative ? t.minus : t.plus, {
    name,
    before: money(t, before),
    operand,
    after: money(t, after),
  });
  return note ? `${text} (${note})` : text;
}

/** Line of an amount added (or "unchanged" when none was). */
function amountLine(t: StepTexts, name: string, before: number, after: number, units: number | null): string {
  if (units === null) return fill(t.unchanged, { name, why: t.notSet, before: money(t, before) });
  const template = units < 0 ? t.minus : t.plus;
  return fill(template, {
    name,
    before: money(t, before),
    operand: money(t, Math.abs(units)),
    after: money(t, after),
  });
}

/** Arrow line ("Round up to an ending (.99): 14.25 → 14.99"). */
const arrowLine = (t: StepTexts, name: string, before: number, after: number, arg: string): string =>
  fill(t.arrow, { name: arg ? `${name} (${arg})` : name, before: money(t, before), after: money(t, after) });

/** The product's brand key, computed once per evaluation. */
function brandOf(env: Env): string {
  if (env.brandKey === null) env.brandKey = brandKey(env.brand);
  return env.brandKey;
}

/** Applies a percent factor, or leaves v when there is none. */
const applyPercent = (v: number, p: Percent | null): number => (p ? mulDiv(v, p.num, p.den) : v);

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

/** Compiles a step with input; the input is already checked and canonical. */
function inputStep(
  ruleId: string,
  kind: RuleInputKind,
  input: string,
  int: number,
  scale: number,
): CompiledStep {
  const units = toUnits(input);
  const base = { ruleId, input };
  switch (kind) {
    case 'percent': {
      const den = 100 * pow10(scale);
      const percent: Percent = { text: input, num: den + int, den };
      return {
        ...base,
        apply: (v, env) => {
          env.percent = percent;
          return mulDiv(v, percent.num, percent.den);
        },
        line: (t, name, before, after, env) => percentLine(t, name, before, after, env),
        summary: (t, name) => `${name}: ${decimalText(t, input)}%`,
      };
    }
    case 'amount':
      return {
        ...base,
        apply: (v) => v + units,
        line: (t, name, before, after) => amountLine(t, name, before, after, units),
        summary: (t, name) => `${name}: ${money(t, units)}`,
      };
    case 'factor': {
      const den = pow10(scale);
      return {
        ...base,
        apply: (v) => mulDiv(v, int, den),
        line: (t, name, before, after) =>
          fill(t.times, {
            name,
            before: money(t, before),
            operand: decimalText(t, input),
            after: money(t, after),
          }),
        summary: (t, name) => `${name}: × ${decimalText(t, input)}`,
      };
    }
    case 'minimum':
    case 'maximum':
      return {
        ...base,
        apply: kind === 'minimum' ? (v) => (v < units ? units : v) : (v) => (v > units ? units : v),
        line: (t, name, before, after) =>
          before === after
            ? fill(t.same, { name: `${name} ${money(t, units)}`, before: money(t, before) })
            : arrowLine(t, `${name} ${money(t, units)}`, before, after, ''),
        summary: (t, name) => `${name}: ${money(t, units)}`,
      };
    case 'decimals':
      return {
        ...base,
        apply: (v) => roundToDecimals(v, int),
        line: (t, name, before, after) => arrowLine(t, name, before, after, input),
        summary: (_t, name) => `${name}: ${input}`,
      };
    case 'multiple':
      return {
        ...base,
        apply: (v) => roundToMultiple(v, units),
        line: (t, name, before, after) => arrowLine(t, name, before, after, decimalText(t, input)),
        summary: (t, name) => `${name}: ${decimalText(t, input)}`,
      };
    case 'ending': {
      const ending = (t: StepTexts) => `${t.sep}${money(t, units).slice(-2)}`;
      return {
        ...base,
        apply: (v) => roundUpToEnding(v, units),
        line: (t, name, before, after) => arrowLine(t, name, before, after, ending(t)),
        summary: (t, name) => `${name}: ${ending(t)}`,
      };
    }
  }
}

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
