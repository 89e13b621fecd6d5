import { useMemo } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import { DEFAULT_LOCALE, type PriceFieldOptions, type PriceRulePreview } from '@feedhub/contracts';
import { isLocale } from '@feedhub/i18n';
import { useWatch } from '@feedhub/ui';
import { PricePreview } from '../components/PricePreview/PricePreview';
import { previewFormula } from '../preview';
import type { PriceFormulaFormOutput, PriceFormulaFormValues } from './price-formula-form';

/** Typing pauses this long before the preview prices again (keeps typing smooth on slow machines). */
const PREVIEW_DEBOUNCE_MS = 120;

/** Props of the live preview. */
export interface LivePreviewProps {
  /** The formula form. */
  control: Control<PriceFormulaFormValues, unknown, PriceFormulaFormOutput>;
  /** The formula's withVat (kept from the stored formula; not edited here). */
  withVat: boolean;
  /** The partner's preview products; undefined while they load. */
  preview?: PriceRulePreview;
  /** The products could not be loaded. */
  failed?: boolean;
  /** Field labels. */
  fields: PriceFieldOptions;
}

/** Watches the form and prices the preview products with what it holds, a moment after each change. */
export function LivePreview({ control, withVat, preview, failed, fields }: LivePreviewProps) {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const [pimPriceFields, partnerPriceField, sortOrder, useTransportChanges, rule] = useWatch({
    control,
    name: ['pimPriceFields', 'partnerPriceField', 'sortOrder', 'useTransportChanges', 'rule'],
  });
  // A string: useWatch gives new arrays on every render, and the debounce must see equal values as equal.
  const snapshot = JSON.stringify({
    pimPriceFields,
    partnerPriceField,
    sortOrder,
    useTransportChanges,
    rule,
  });
  const [settled] = useDebouncedValue(snapshot, PREVIEW_DEBOUNCE_MS);
  const outcome = useMemo(
    () =>
      preview
        ? previewFormula(JSON.parse(settled) as PriceFormulaFormValues, preview, { locale, withVat })
        : undefined,
    [settled, preview, locale, withVat],
  );
  return (
    <PricePreview
      outcome={outcome}
      productCount={preview?.products.length ?? 0}
      loading={!preview && !failed}
      failed={failed}
      partnerFieldLabel={partnerPriceField ? (fields.partner[partnerPriceField] ?? partnerPriceField) : ''}
      pimFieldLabels={(pimPriceFields ?? []).map((code) => fields.pim[code] ?? code)}
    />
  );
}
