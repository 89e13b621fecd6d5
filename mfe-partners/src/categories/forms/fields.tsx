import type { ReactNode } from 'react';
import { Box, NumberInput, Select, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Control, FieldPath } from 'react-hook-form';
import { Controller, fieldError } from '@feedhub/ui';
import type { CategoryFormOutput, CategoryFormValues } from './category-form';

/** The decimal separator of a language (et: `,`, en: `.`): amounts are typed as the user writes them. */
export function decimalSeparator(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
}

/** Props of AmountInput. */
export interface AmountInputProps {
  /** The mapping form's control. */
  control: Control<CategoryFormValues, unknown, CategoryFormOutput>;
  /** The field (`vat`, `marginals.0.priceFrom`). */
  name: FieldPath<CategoryFormValues>;
  /** Label above the input (or none in a table cell). */
  label?: string;
  /** Accessible name when there is no label (table cells). */
  ariaLabel?: string;
  /** The field's message (react-hook-form's error of the field). */
  error?: { message?: string };
  /** Whole numbers only (days, VAT). */
  integer?: boolean;
  /** A unit shown inside the input (€, %). */
  unit?: ReactNode;
  /** Required mark. */
  required?: boolean;
  /** Help under the label. */
  description?: string;
}

/**
 * A non-negative amount as a number input in the user's language (decimal comma in Estonian); empty
 * is ''. Decimals keep up to 4 places, as the server stores them.
 */
export function AmountInput({
  control,
  name,
  label,
  ariaLabel,
  error,
  integer,
  unit,
  required,
  description,
}: AmountInputProps) {
  const { i18n } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          size="sm"
          label={label}
          aria-label={label ? undefined : ariaLabel}
          description={description}
          required={required}
          value={typeof field.value === 'number' || typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          min={0}
          allowNegative={false}
          allowDecimal={!integer}
          decimalScale={integer ? 0 : 4}
          decimalSeparator={decimalSeparator(i18n.language)}
          hideControls
          rightSection={unit}
          rightSectionPointerEvents="none"
          error={fieldError(error)}
        />
      )}
    />
  );
}

/** Props of BrandSelect. */
export interface BrandSelectProps {
  /** The mapping form's control. */
  control: Control<CategoryFormValues, unknown, CategoryFormOutput>;
  /** The field (`brand`, `marginals.0.brand`). */
  name: FieldPath<CategoryFormValues>;
  /** The partner's brands (names). */
  brands: string[];
  /** Label above the select (or none in a table cell). */
  label?: string;
  /** Accessible name when there is no label (table cells). */
  ariaLabel?: string;
  /** What empty means (any brand, every brand). */
  placeholder: string;
  /** The field's message. */
  error?: { message?: string };
}

/**
 * One of the partner's brands, or none (clearable); a stored brand the partner no longer has stays
 * choosable, so opening a mapping never drops it.
 */
export function BrandSelect({ control, name, brands, label, ariaLabel, placeholder, error }: BrandSelectProps) {
  const { t } = useTranslation('categories');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = typeof field.value === 'string' && field.value ? field.value : null;
        return (
          <Select
            size="sm"
            label={label}
            aria-label={label ? undefined : ariaLabel}
            placeholder={placeholder}
            searchable
            clearable
            nothingFoundMessage={t('fields.nothingFound')}
            data={value && !brands.includes(value) ? [value, ...brands] : brands}
            value={value}
            onChange={(next) => field.onChange(next)}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldError(error)}
            openOnFocus={false}
            comboboxProps={{ withinPortal: true }}
          />
        );
      }}
    />
  );
}

/** The red dot of a tab that holds a message, so the user finds it (its label joins the tab's name). */
export function ErrorDot() {
  const { t } = useTranslation('categories');
  return (
    <Tooltip label={t('modal.tabHasErrors')} withArrow>
      <Box
        role="img"
        aria-label={t('modal.tabHasErrorsShort')}
        data-testid="tab-error"
        w={8}
        h={8}
        bg="red.6"
        style={{ borderRadius: '50%' }}
      />
    </Tooltip>
  );
}
