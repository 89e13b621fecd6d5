import { z } from 'zod';
import { priceRuleDefinition, type PriceRuleId } from './catalogue';
import { PARTNER_PRICE_FIELDS, PIM_PRICE_FIELDS } from './fields';
import { checkRuleInput } from './rule-input';

/** Whether a form value holds something (null, undefined and blank text are "no input"). */
const hasValue = (value: unknown) =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

/**
 * One step of a price rule: a catalogue rule id and its input. The input may be typed as a number
 * or as text with `.` or `,`; it comes out as canonical decimal text ("1.5"), or null for rules
 * without input (an input sent to such a rule is refused: `price_rule_input_unexpected`).
 */
export const PriceRuleStepSchema = z
  .object({
    /** Catalogue rule id (`margin`, `round_ending`, …). */
    ruleId: z.string().min(1),
    /** The rule's input (number or decimal text); required when the rule takes one. */
    input: z.unknown().optional(),
  })
  .strict()
  .transform((step, ctx): { ruleId: PriceRuleId; input: string | null } => {
    const definition = priceRuleDefinition(step.ruleId);
    if (!definition) {
      ctx.addIssue({
        code: 'custom',
        message: 'price_rule_unknown_rule',
        params: { ruleId: step.ruleId },
        path: ['ruleId'],
      });
      return z.NEVER;
    }
    if (definition.input === null) {
      // An input on a rule that takes none is a mistake to show, not to drop silently (empty = none).
      if (hasValue(step.input)) {
        ctx.addIssue({ code: 'custom', message: 'price_rule_input_unexpected', path: ['input'] });
        return z.NEVER;
      }
      return { ruleId: definition.id, input: null };
    }
    const checked = checkRuleInput(definition.input, step.input);
    if (!checked.ok) {
      ctx.addIssue({ code: 'custom', message: checked.message, params: checked.params, path: ['input'] });
      return z.NEVER;
    }
    return { ruleId: definition.id, input: checked.input };
  });
/** A validated rule step. */
export type PriceRuleStep = z.output<typeof PriceRuleStepSchema>;

/** Fields of a price rule that the engine evaluates (shared by the formula and the save payload). */
const formulaShape = {
  /** PIM price fields this rule fills; at least one, no repeats. */
  pimPriceFields: z
    .array(z.enum(PIM_PRICE_FIELDS))
    .min(1, { message: 'price_rule_pim_fields_required' })
    .refine((fields) => new Set(fields).size === fields.length, {
      message: 'price_rule_pim_fields_distinct',
    }),
  /** Product price the rule starts from. */
  partnerPriceField: z.enum(PARTNER_PRICE_FIELDS),
  /** Whether the partner price already includes VAT (it is taken off before the first step). */
  withVat: z.boolean().default(false),
  /** Order among the partner's rules; a later rule overrides an earlier one for the same field. */
  sortOrder: z.number().int().min(1).max(9999).default(1),
  /** Whether the category's transport fee and price change apply before the first step. */
  useTransportChanges: z.boolean().default(false),
  /** The steps, applied in list order: at least one. */
  rule: z.array(PriceRuleStepSchema).min(1, { message: 'price_rule_rules_required' }).max(50),
};

/** Rules that are themselves transport changes (applied twice if combined with the flag). */
const TRANSPORT_RULES: ReadonlySet<string> = new Set(['transport', 'category_price_change']);

/** Cross-field check: the transport flag and the transport rules together would apply them twice. */
function checkTransportTwice(
  value: { useTransportChanges: boolean; rule: readonly PriceRuleStep[] },
  ctx: z.RefinementCtx,
): void {
  if (value.useTransportChanges && value.rule.some((step) => TRANSPORT_RULES.has(step.ruleId))) {
    ctx.addIssue({ code: 'custom', message: 'price_rule_transport_twice', path: ['useTransportChanges'] });
  }
}

/** A price formula as the engine evaluates it (the live preview parses the modal's form with it). */
export const PriceFormulaSchema = z
  .object({
    /** Id of a saved rule (null or absent for a new one); reported back as the rule that set a field. */
    id: z.number().int().positive().nullish(),
    ...formulaShape,
  })
  .superRefine(checkTransportTwice);
/** A validated price formula, the engine's input. */
export type PriceFormula = z.output<typeof PriceFormulaSchema>;

/** Body of `POST /api/partner-price-rules/save` (SPEC §5 field keys). */
export const PriceRuleSaveSchema = z
  .object({
    /** Id when editing; absent or null when adding. */
    id: z.number().int().positive().nullish(),
    /** Owning partner. */
    partnerId: z.number().int().positive(),
    ...formulaShape,
  })
  // Unknown keys (a typo, SPEC §3's legacy round/priceChange*) are refused, not dropped.
  .strict()
  .superRefine(checkTransportTwice);
/** Parsed save payload. */
export type PriceRuleSaveInput = z.output<typeof PriceRuleSaveSchema>;
