import type { Locale, PriceRulePreview } from '@feedhub/contracts';
import { issueMessages } from '@feedhub/i18n';
import {
  PIM_PRICE_FIELDS,
  PriceFormulaSchema,
  evaluatePriceRule,
  type NoPriceReason,
} from '@feedhub/pricing';
import type { PriceFormulaFormValues } from './forms/price-formula-form';

/** A product of the preview answer. */
export type PreviewProduct = PriceRulePreview['products'][number];

/** One product priced by the formula being edited. */
export interface PreviewRow {
  /** The product. */
  product: PreviewProduct;
  /** The partner price the formula starts from (as stored), or null when the product has none. */
  partnerPrice: string | null;
  /** The price with 2 decimals, or null for no price. */
  value: string | null;
  /** Why there is no price; null with a price, or when the engine failed on the product. */
  reason: NoPriceReason | null;
  /** The engine's step lines in the user's language. */
  steps: readonly string[];
  /** The engine failed on this product (it never should; the preview stays up). */
  failed: boolean;
}

/** A problem of the formula that keeps the preview from pricing. */
export interface PreviewIssue {
  /** The rule row it is about (0-based), or null for a field of the formula. */
  rule: number | null;
  /** The message, worded as the server words it. */
  message: string;
}

/** What the preview shows for the current form. */
export type PreviewOutcome =
  | { kind: 'choosePartnerField' }
  | { kind: 'incomplete'; issues: PreviewIssue[] }
  | { kind: 'priced'; rows: PreviewRow[] };

/** The formula the form describes, as the engine's schema reads it. */
function candidateOf(values: PriceFormulaFormValues, withVat: boolean) {
  return {
    // The price does not depend on which PIM fields receive it: the preview prices before any is chosen.
    pimPriceFields: values.pimPriceFields.length ? values.pimPriceFields : [PIM_PRICE_FIELDS[0]],
    partnerPriceField: values.partnerPriceField,
    withVat,
    useTransportChanges: values.useTransportChanges,
    rule: values.rule.map((row) => ({ ruleId: row.ruleId, input: row.input })),
  };
}

/**
 * The live preview (beyond SPEC): the formula being edited applied in the browser, with the same
 * engine as the export, to the partner's preview products. While the formula cannot be evaluated it
 * says why (the messages the server would give), never throws.
 */
export function previewFormula(
  values: PriceFormulaFormValues,
  preview: PriceRulePreview,
  options: { locale: Locale; withVat: boolean },
): PreviewOutcome {
  if (!values.partnerPriceField) return { kind: 'choosePartnerField' };
  const candidate = candidateOf(values, options.withVat);
  const parsed = PriceFormulaSchema.safeParse(candidate);
  if (!parsed.success) {
    const messages = issueMessages(parsed.error.issues, candidate, options.locale);
    const issues = Object.entries(messages).map(([path, list]) => {
      const row = /^rule\.(\d+)(\.|$)/.exec(path);
      return { rule: row ? Number(row[1]) : null, message: list.join(' ') };
    });
    return { kind: 'incomplete', issues };
  }
  const field = parsed.data.partnerPriceField;
  const settings = { vatPercent: preview.vatPercent };
  const rows = preview.products.map((product): PreviewRow => {
    const partnerPrice = product[field];
    try {
      const result = evaluatePriceRule(
        parsed.data,
        { product, category: product.category, settings },
        { locale: options.locale },
      );
      return {
        product,
        partnerPrice,
        value: result.value,
        reason: result.reason,
        steps: result.steps,
        failed: false,
      };
    } catch {
      return { product, partnerPrice, value: null, reason: null, steps: [], failed: true };
    }
  });
  return { kind: 'priced', rows };
}
