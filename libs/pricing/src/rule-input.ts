import type { RuleInputKind } from './catalogue';
import { DECIMAL_PATTERN, decimalParts, partsText, type DecimalParts } from './money';
import type { PricingMessageKey } from './messages';

/** Outcome of checking one rule input: its canonical text and exact value, or a validation key. */
export type RuleInputCheck =
  | { ok: true; input: string; parts: DecimalParts }
  | { ok: false; message: PricingMessageKey; params?: Record<string, string | number> };

/** Most decimal places each input kind accepts (amounts are kept to 4 places, endings are cents). */
const MAX_DECIMALS: Record<RuleInputKind, number> = {
  percent: 4,
  amount: 4,
  factor: 6,
  minimum: 4,
  maximum: 4,
  decimals: 0,
  multiple: 4,
  ending: 2,
};
/** Largest input (9 integer digits) keeps every intermediate product exact. */
const MAX_INPUT = 999_999_999;

/** Fails with a key. */
const fail = (message: PricingMessageKey, params?: Record<string, string | number>): RuleInputCheck => ({
  ok: false,
  message,
  params,
});

/**
 * Reads a rule input typed by a user: a number, or text with `.` or `,` as decimal mark
 * ("1,5" is 1.5). Returns its canonical text ("1.5") or the validation key that explains the problem.
 */
export function checkRuleInput(kind: RuleInputKind, raw: unknown): RuleInputCheck {
  if (raw === undefined || raw === null) return fail('price_rule_input_required');
  let text: string;
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw)) return fail('price_rule_input_numeric');
    text = String(raw);
  } else if (typeof raw === 'string') {
    text = raw.trim().replace(',', '.');
    if (text === '') return fail('price_rule_input_required');
  } else {
    return fail('price_rule_input_numeric');
  }
  const parts = decimalParts(text);
  if (!parts) {
    return DECIMAL_PATTERN.test(text)
      ? fail('price_rule_input_too_large', { max: MAX_INPUT })
      : fail('price_rule_input_numeric');
  }
  const wholeDigits = String(Math.abs(parts.int)).length - parts.scale;
  if (kind === 'decimals') {
    return parts.scale === 0 && parts.int >= 0 && parts.int <= 4
      ? { ok: true, input: partsText(parts), parts }
      : fail('price_rule_decimals');
  }
  if (kind === 'ending') {
    return parts.int >= 0 && parts.int < 10 ** parts.scale && parts.scale <= 2
      ? { ok: true, input: partsText(parts), parts }
      : fail('price_rule_ending');
  }
  if (wholeDigits > String(MAX_INPUT).length) return fail('price_rule_input_too_large', { max: MAX_INPUT });
  if (parts.scale > MAX_DECIMALS[kind])
    return fail('price_rule_input_decimals', { decimals: MAX_DECIMALS[kind] });
  const problem = signProblem(kind, parts);
  return problem ? fail(problem) : { ok: true, input: partsText(parts), parts };
}

/** Sign rules per kind: what makes no sense for that rule. */
function signProblem(kind: RuleInputKind, { int, scale }: DecimalParts): PricingMessageKey | null {
  switch (kind) {
    case 'percent':
      // -100 % or less would make the price 0 or negative.
      return int <= -100 * 10 ** scale ? 'price_rule_percent_min' : null;
    case 'factor':
      if (int === 0) return 'price_rule_multiplier_zero';
      return int < 0 ? 'price_rule_input_negative' : null;
    case 'minimum':
      return int < 0 ? 'price_rule_input_negative' : null;
    case 'maximum':
    case 'multiple':
      if (int < 0) return 'price_rule_input_negative';
      return int === 0 ? 'price_rule_input_positive' : null;
    default:
      return null;
  }
}
