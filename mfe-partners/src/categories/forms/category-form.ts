import type { z } from 'zod';
import type { PartnerCategory, PartnerCategorySaveSchema } from '@feedhub/contracts';

/** The mapping form's values: the save body as the inputs hold it (amounts as numbers or ''). */
export type CategoryFormValues = z.input<typeof PartnerCategorySaveSchema>;
/** What the form hands over: the parsed save body. */
export type CategoryFormOutput = z.output<typeof PartnerCategorySaveSchema>;
/** A margin row of the form. */
export type MarginalRow = NonNullable<CategoryFormValues['marginals']>[number];
/** A name-word row of the form. */
export type ChangeRow = NonNullable<CategoryFormValues['changes']>[number];

/** Which optional parts of the mapping the user may see and send (SPEC §2, §6). */
export interface CategoryFormPermissions {
  /** partnerCategory.marginals: the marginals tab and the `marginals` key. */
  marginals: boolean;
  /** partnerCategory.nameWordCategory: the name-word tab and the `changes` key. */
  changes: boolean;
}

/** The tabs of the modal and the fields each holds (a tab with a message gets the red dot). */
export const FORM_TABS = {
  general: [
    'id',
    'partnerId',
    'pimCategory',
    'family',
    'brand',
    'vat',
    'vatEt',
    'exportAll',
    'useIcecat',
    'priceChangeType',
    'priceChangeAmount',
  ],
  transport: ['deliveryTime', 'transportAddToPrice', 'disabledEe', 'disabledFi', 'disabledLv'],
  marginals: ['marginals'],
  changes: ['changes'],
} as const;
/** A tab of the form. */
export type FormTab = keyof typeof FORM_TABS;

/** The tab a field path (`marginals.2.priceTo`) lives on; undefined for none. */
export function tabOfField(path: string): FormTab | undefined {
  const top = path.split('.')[0];
  return (Object.keys(FORM_TABS) as FormTab[]).find((tab) =>
    (FORM_TABS[tab] as readonly string[]).includes(top),
  );
}

/** A stored decimal (`"12.5000"`) as a number input holds it; '' for none. */
export const amountValue = (value: string | null): number | '' => (value === null ? '' : Number(value));

/** An empty margin row (every brand, from 0). */
export const newMarginalRow = (): MarginalRow => ({
  brand: null,
  priceFrom: '',
  priceTo: '',
  marginal: '',
  marginalEt: '',
  prepaymentPercent: '',
});

/** An empty name-word row. */
export const newChangeRow = (): ChangeRow => ({ word: '', pimCategory: '' });

/**
 * The form's values for a category (or the empty shape while it loads). The `marginals` and `changes`
 * keys exist only with their permissions, so a user without them never sends them.
 */
export function categoryFormValues(
  category: PartnerCategory | undefined,
  can: CategoryFormPermissions,
): CategoryFormValues {
  const c = category;
  return {
    id: c?.id ?? '',
    partnerId: c?.partnerId,
    pimCategory: c?.pimCategory ?? [],
    family: c?.family ?? '',
    brand: c?.brand ?? null,
    vat: amountValue(c?.vat ?? null),
    vatEt: c?.vatEt ?? '',
    exportAll: c?.exportAll ?? false,
    useIcecat: c?.useIcecat ?? null,
    priceChangeType: c?.priceChangeType ?? '',
    priceChangeAmount: amountValue(c?.priceChangeAmount ?? null),
    deliveryTime: c?.deliveryTime ?? '',
    transportAddToPrice: amountValue(c?.transportAddToPrice ?? null),
    disabledEe: c?.disabledEe ?? false,
    disabledFi: c?.disabledFi ?? false,
    disabledLv: c?.disabledLv ?? false,
    ...(can.marginals
      ? {
          marginals: (c?.marginals ?? []).map((m) => ({
            id: m.id,
            brand: m.brand,
            priceFrom: amountValue(m.priceFrom),
            priceTo: amountValue(m.priceTo),
            marginal: amountValue(m.marginal),
            marginalEt: amountValue(m.marginalEt),
            prepaymentPercent: amountValue(m.prepaymentPercent),
          })),
        }
      : {}),
    ...(can.changes
      ? {
          changes: (c?.changes ?? []).map((ch) => ({
            id: ch.id,
            word: ch.word,
            pimCategory: ch.pimCategory,
          })),
        }
      : {}),
  };
}

/**
 * The save body: the parsed values without the keys the user may not send (the server answers 403
 * for `marginals` without partnerCategory.marginals and `changes` without partnerCategory.nameWordCategory).
 */
export function saveBody(values: CategoryFormOutput, can: CategoryFormPermissions): CategoryFormOutput {
  const { marginals, changes, ...rest } = values;
  return {
    ...rest,
    ...(can.marginals ? { marginals: marginals ?? [] } : {}),
    ...(can.changes ? { changes: changes ?? [] } : {}),
  };
}
