import { z } from 'zod';
import type { PartnerPriceRule } from '@feedhub/contracts';
import { registerDomainMessages } from '@feedhub/i18n';
import {
  PARTNER_PRICE_FIELDS,
  PIM_PRICE_FIELDS,
  checkRuleInput,
  pricingMessages,
  priceRuleDefinition,
  type PimPriceField,
} from '@feedhub/pricing';

// The pricing library's validation texts and field labels (`price_rule_pim_fields_required`,
// `rule.*.input`), so a message the form or the preview finds reads like the server's.
registerDomainMessages(pricingMessages);

/** One rule row of the form: the rule chosen and its input as typed. */
const RuleRowSchema = z
  .object({
    /** Catalogue rule id ('' until chosen). */
    ruleId: z.string().min(1),
    /** The input as typed ('' for none); the server checks and canonicalises it. */
    input: z.string(),
  })
  // A typed input is checked on its own row, whatever the other fields hold: letters in a number are
  // said as soon as the field is left (the form checks on touch), with the server's words.
  .superRefine(({ ruleId, input }, ctx) => {
    const kind = priceRuleDefinition(ruleId)?.input;
    if (!kind || input.trim() === '') return;
    const check = checkRuleInput(kind, input);
    if (!check.ok)
      ctx.addIssue({ code: 'custom', path: ['input'], message: check.message, params: check.params ?? {} });
  })
  .transform(({ ruleId, input }) => ({
    ruleId,
    // A rule without input stores none; an empty input is "none given" (the server says it is required).
    input: priceRuleDefinition(ruleId)?.input === null || input.trim() === '' ? null : input.trim(),
  }));

/**
 * The price formula modal's schema: every choice made, and each typed rule input read as the server
 * reads it (`checkRuleInput`), with the server's messages; an empty input is the server's to refuse.
 */
export const PriceFormulaFormSchema = z.object({
  /** Id when editing. */
  id: z.number().int().positive().optional(),
  /** PIM price fields the formula fills. */
  pimPriceFields: z.array(z.enum(PIM_PRICE_FIELDS)).min(1, { message: 'price_rule_pim_fields_required' }),
  /** Product price it starts from ('' until chosen). */
  partnerPriceField: z.string().min(1).pipe(z.enum(PARTNER_PRICE_FIELDS)),
  /** Order among the partner's formulas ('' while the input is empty). */
  sortOrder: z
    .union([z.number().int(), z.literal('')])
    .refine((v) => v !== '', { message: 'required' })
    .transform(Number),
  /** Transport changes before the first rule. */
  useTransportChanges: z.boolean(),
  /** The rules, top to bottom. */
  rule: z.array(RuleRowSchema),
});
/** The form's values as the inputs hold them. */
export type PriceFormulaFormValues = z.input<typeof PriceFormulaFormSchema>;
/** What the form hands over: the save body without the partner and withVat. */
export type PriceFormulaFormOutput = z.output<typeof PriceFormulaFormSchema>;
/** A rule row as the inputs hold it. */
export type RuleRowValues = PriceFormulaFormValues['rule'][number];

/** Whether a code is a PIM price field (a stored formula's fields always are). */
const isPimPriceField = (code: string): code is PimPriceField =>
  (PIM_PRICE_FIELDS as readonly string[]).includes(code);

/** SPEC §9 default sort order of a new formula. */
export const DEFAULT_SORT_ORDER = 1;

/** An empty rule row. */
export const newRuleRow = (): RuleRowValues => ({ ruleId: '', input: '' });

/** The form's values for a stored formula, or the defaults of a new one (SPEC §9). */
export function priceFormulaValues(rule?: PartnerPriceRule): PriceFormulaFormValues {
  if (!rule)
    return {
      pimPriceFields: [],
      partnerPriceField: '',
      sortOrder: DEFAULT_SORT_ORDER,
      useTransportChanges: false,
      // A formula has at least one rule: the first row is there to fill in.
      rule: [newRuleRow()],
    };
  return {
    id: rule.id,
    pimPriceFields: rule.pimPriceFields.filter(isPimPriceField),
    partnerPriceField: rule.partnerPriceField,
    sortOrder: rule.sortOrder,
    useTransportChanges: rule.useTransportChanges,
    rule: rule.rule.map((step) => ({ ruleId: step.ruleId, input: step.input ?? '' })),
  };
}
