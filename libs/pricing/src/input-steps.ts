import type { RuleInputKind } from './catalogue';
import type { Percent } from './context';
import { decimalText, fill, money, type StepTexts } from './explain';
import { mulDiv, pow10, toUnits } from './money';
import { roundToDecimals, roundToMultiple, roundUpToEnding } from './rounding';
import { amountLine, arrowLine, percentLine, type CompiledStep } from './step-kit';

/** Compiles a step with input; the input is already checked and canonical. */
export function inputStep(
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
