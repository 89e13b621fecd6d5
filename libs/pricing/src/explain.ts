import type { Locale } from '@feedhub/contracts';
import { priceRuleDefinition } from './catalogue';
import type { PreparedMarginal } from './context';
import { formatUnits } from './money';

/** Why a rule gave no price. */
export const NO_PRICE_REASONS = [
  'no_source_price',
  'no_category',
  'no_marginal',
  'no_marginal_et',
  'no_vat',
  'unknown_rule',
  'invalid_input',
  'negative_price',
  'zero_price',
  'too_large',
] as const;
/** A no-price reason code. */
export type NoPriceReason = (typeof NO_PRICE_REASONS)[number];

/** Templates of the step lines in one language. */
export interface StepTexts {
  /** Decimal mark. */
  sep: string;
  /** `:name: :before + :percent% = :after` and friends. */
  plus: string;
  /** Subtraction of a percent or amount. */
  minus: string;
  /** Multiplication. */
  times: string;
  /** A value that stays the same: `:name: :why, :before unchanged`. */
  unchanged: string;
  /** A value a limit leaves alone: `:name: :before unchanged`. */
  same: string;
  /** "not set". */
  notSet: string;
  /** Rounding and limits: `:name: :before → :after`. */
  arrow: string;
  /** Partner price that includes VAT. */
  vatIncluded: string;
  /** The rule list's line for withVat. */
  vatIncludedSummary: string;
  /** VAT source notes. */
  vatFrom: { category: string; default: string };
  /** Margin row descriptions. */
  row: { brand: string; anyBrand: string; range: string; from: string; to: string; anyPrice: string };
  /** Product without a brand. */
  noBrand: string;
  /** No-price lines. */
  reasons: Record<NoPriceReason, string>;
}

/** Step line templates by locale. */
const TEXTS: Record<Locale, StepTexts> = {
  en: {
    sep: '.',
    plus: ':name: :before + :operand = :after',
    minus: ':name: :before − :operand = :after',
    times: ':name: :before × :operand = :after',
    unchanged: ':name: :why, :before unchanged',
    same: ':name: :before unchanged',
    notSet: 'not set',
    arrow: ':name: :before → :after',
    vatIncluded: 'Partner price includes VAT :percent%: :before without VAT = :after',
    vatIncludedSummary: 'Partner price includes VAT: it is taken off first',
    vatFrom: { category: 'category', default: 'default setting' },
    row: {
      brand: 'brand :brand',
      anyBrand: 'any brand',
      range: ':from–:to',
      from: 'from :from',
      to: 'up to :to',
      anyPrice: 'any price',
    },
    noBrand: '(none)',
    reasons: {
      no_source_price: 'No price: the product has no :field',
      no_category: ':name: no price, the product has no category mapping',
      no_marginal: ':name: no price, no margin row fits brand :brand and price :before',
      no_marginal_et: ':name: no price, the matching margin row (:row) has no Estonian margin',
      no_vat: ':name: no price, neither the category nor the settings give a VAT percent',
      unknown_rule: 'Rule :ruleId: no price, this rule does not exist',
      invalid_input: ':name: no price, the input ":input" is not valid for this rule',
      negative_price: 'No price: the price fell below 0',
      zero_price: 'No price: the price came out as 0:sep00',
      too_large: ':name: no price, the result is too large',
    },
  },
  et: {
    sep: ',',
    plus: ':name: :before + :operand = :after',
    minus: ':name: :before − :operand = :after',
    times: ':name: :before × :operand = :after',
    unchanged: ':name: :why, :before jääb samaks',
    same: ':name: :before jääb samaks',
    notSet: 'määramata',
    arrow: ':name: :before → :after',
    vatIncluded: 'Partneri hind sisaldab käibemaksu :percent%: :before ilma käibemaksuta = :after',
    vatIncludedSummary: 'Partneri hind sisaldab käibemaksu: see võetakse kõigepealt maha',
    vatFrom: { category: 'kategooria', default: 'vaikeseade' },
    row: {
      brand: 'bränd :brand',
      anyBrand: 'kõik brändid',
      range: ':from–:to',
      from: 'alates :from',
      to: 'kuni :to',
      anyPrice: 'iga hind',
    },
    noBrand: 'puudub',
    reasons: {
      no_source_price: 'Hind puudub: tootel puudub :field',
      no_category: ':name: hind puudub, tootel pole kategooria vastendust',
      no_marginal: ':name: hind puudub, ükski marginaalirida ei sobi (bränd: :brand, hind: :before)',
      no_marginal_et: ':name: hind puudub, sobival marginaalireal (:row) pole Eesti marginaali',
      no_vat: ':name: hind puudub, käibemaksuprotsenti ei anna kategooria ega seaded',
      unknown_rule: 'Reegel :ruleId: hind puudub, sellist reeglit pole',
      invalid_input: ':name: hind puudub, sisend „:input“ ei sobi sellele reeglile',
      negative_price: 'Hind puudub: hind läks alla nulli',
      zero_price: 'Hind puudub: hinnaks tuli 0:sep00',
      too_large: ':name: hind puudub, tulemus on liiga suur',
    },
  },
};

/** Step line templates of a locale. */
export const stepTexts = (locale: Locale): StepTexts => TEXTS[locale];

/** Templates split once into literal text (even indexes) and placeholder names (odd indexes). */
const SPLIT_TEMPLATES = new Map<string, string[]>();

/** Fills `:name` placeholders (unknown names stay as they are). Templates are this file's constants. */
export function fill(template: string, params: Record<string, string>): string {
  let parts = SPLIT_TEMPLATES.get(template);
  if (!parts) {
    parts = template.split(/:([a-zA-Z]+)/);
    SPLIT_TEMPLATES.set(template, parts);
  }
  let out = parts[0];
  for (let i = 1; i < parts.length; i += 2) out += (params[parts[i]] ?? `:${parts[i]}`) + parts[i + 1];
  return out;
}

/** Amount for a line: units with 2–4 decimals and the locale's decimal mark. */
export const money = (t: StepTexts, units: number): string => formatUnits(units, t.sep);

/** A decimal text ("12.5") with the locale's decimal mark. */
export const decimalText = (t: StepTexts, text: string): string =>
  t.sep === '.' ? text : text.replace('.', t.sep);

/** A rule's name in a locale, or its id when unknown. */
export function ruleName(locale: Locale, ruleId: string): string {
  return priceRuleDefinition(ruleId)?.texts[locale].name ?? ruleId;
}

/** "brand Apple, 0.00–100.00": which margin row was used. */
export function describeRow(t: StepTexts, row: PreparedMarginal): string {
  const brand = row.brand === null ? t.row.anyBrand : fill(t.row.brand, { brand: row.brand });
  const open = (n: number) => !Number.isFinite(n);
  const from = open(row.from) ? '' : money(t, row.from);
  const to = open(row.to) ? '' : money(t, row.to);
  let range: string;
  if (from && to) range = fill(t.row.range, { from, to });
  else if (from) range = fill(t.row.from, { from });
  else if (to) range = fill(t.row.to, { to });
  else range = t.row.anyPrice;
  return `${brand}, ${range}`;
}
