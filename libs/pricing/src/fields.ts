import type { Locale } from '@feedhub/contracts';

/** PIM price fields a price rule can fill (SPEC §3 Partner price rule). */
export const PIM_PRICE_FIELDS = ['retailPrice', 'supplierPrice', 'wholesalePrice'] as const;
/** A PIM price field code. */
export type PimPriceField = (typeof PIM_PRICE_FIELDS)[number];

/** Product price fields a price rule can start from. */
export const PARTNER_PRICE_FIELDS = ['price', 'rrpPrice', 'supplierPrice'] as const;
/** A partner (product) price field code. */
export type PartnerPriceField = (typeof PARTNER_PRICE_FIELDS)[number];

/** Labels of the price fields, per locale (capitalised, for selects and tables). */
const LABELS: Record<
  Locale,
  { pim: Record<PimPriceField, string>; partner: Record<PartnerPriceField, string> }
> = {
  en: {
    pim: { retailPrice: 'Retail price', supplierPrice: 'Supplier price', wholesalePrice: 'Wholesale price' },
    partner: { price: 'Price', rrpPrice: 'Recommended retail price', supplierPrice: 'Supplier price' },
  },
  et: {
    pim: { retailPrice: 'Jaehind', supplierPrice: 'Tarnija hind', wholesalePrice: 'Hulgihind' },
    partner: { price: 'Hind', rrpPrice: 'Soovituslik jaehind', supplierPrice: 'Tarnija hind' },
  },
};

/** Body of `GET /api/partner-price-rules/options`: code → label maps of PIM and partner price fields. */
export function priceFieldOptions(locale: Locale): {
  pim: Record<PimPriceField, string>;
  partner: Record<PartnerPriceField, string>;
} {
  return { pim: { ...LABELS[locale].pim }, partner: { ...LABELS[locale].partner } };
}

/** Label of a partner price field inside a sentence ("the product has no recommended retail price"). */
export function partnerFieldInSentence(locale: Locale, field: PartnerPriceField): string {
  const label = LABELS[locale].partner[field];
  return label.charAt(0).toLocaleLowerCase(locale) + label.slice(1);
}
