import type { Percent, PreparedMarginal, PricingContext } from './context';
import { decimalText, fill, money, type NoPriceReason, type StepTexts } from './explain';
import { mulDiv } from './money';

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
export function percentLine(
  t: StepTexts,
  name: string,
  before: number,
  after: number,
  env: Env,
  note = '',
): string {
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
export function amountLine(
  t: StepTexts,
  name: string,
  before: number,
  after: number,
  units: number | null,
): string {
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
export const arrowLine = (t: StepTexts, name: string, before: number, after: number, arg: string): string =>
  fill(t.arrow, { name: arg ? `${name} (${arg})` : name, before: money(t, before), after: money(t, after) });

/** Applies a percent factor, or leaves v when there is none. */
export const applyPercent = (v: number, p: Percent | null): number => (p ? mulDiv(v, p.num, p.den) : v);
