import { Checkbox, MultiSelect, Select, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import type { CategorySuggestion, PimFamilyOption } from '@feedhub/contracts';
import { Controller, fieldError, useWatch } from '@feedhub/ui';
import type { CategoryFormOutput, CategoryFormValues } from './category-form';
import { AmountInput, BrandSelect } from './fields';
import { SuggestionList } from './SuggestionList';

/** An option of a select: value and label. */
export interface Option {
  /** Value. */
  value: string;
  /** Label. */
  label: string;
}

/** Props of the general tab. */
export interface GeneralTabProps {
  /** The mapping form. */
  form: UseFormReturn<CategoryFormValues, unknown, CategoryFormOutput>;
  /** PIM categories (value code, label path). */
  pimCategories: Option[];
  /** PIM families. */
  families?: PimFamilyOption[];
  /** The partner's brands (names). */
  brands: string[];
  /** Suggested PIM categories, best first (score, confidence, sources, reason, family). */
  suggestions?: CategorySuggestion[];
}

/** Up to this many suggestions are offered. */
const MAX_SUGGESTIONS = 5;

/** The chosen one of a yes/no/not-set select as the form holds it. */
const icecatValue = (value: unknown) => (value === true ? 'yes' : value === false ? 'no' : null);

/**
 * The general tab of the mapping (SPEC §2, §3): PIM categories (required, the first is the main one)
 * with the suggestions (choosing one makes it the main category and sets its family), family (required), brand, VAT, Estonian VAT (required), export all,
 * Icecat and the price change.
 */
export function GeneralTab({ form, pimCategories, families, brands, suggestions }: GeneralTabProps) {
  const { t } = useTranslation('categories');
  const { control } = form;
  const errors = form.formState.errors;
  const chosen = useWatch({ control, name: 'pimCategory' }) ?? [];
  const changeType = useWatch({ control, name: 'priceChangeType' });
  const offered = (suggestions ?? []).slice(0, MAX_SUGGESTIONS);
  return (
    <Stack gap="md">
      <Controller
        control={control}
        name="pimCategory"
        render={({ field }) => (
          <MultiSelect
            size="sm"
            label={t('fields.pimCategory')}
            description={t('fields.pimCategoryHelp')}
            required
            data-autofocus
            searchable
            clearable
            hidePickedOptions
            limit={100}
            maxDropdownHeight={280}
            nothingFoundMessage={t('fields.nothingFound')}
            data={pimCategories}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldError(errors.pimCategory)}
            openOnFocus={false}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      {offered.length > 0 && (
        <SuggestionList
          suggestions={offered}
          families={families}
          main={chosen[0]}
          onChoose={(s) => {
            form.setValue('pimCategory', [s.code, ...chosen.filter((code) => code !== s.code)], {
              shouldDirty: true,
            });
            const family = s.familyCode ? families?.find((f) => f.code === s.familyCode) : undefined;
            if (family) form.setValue('family', family.id, { shouldDirty: true });
          }}
        />
      )}
      <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
        <Controller
          control={control}
          name="family"
          render={({ field }) => (
            <Select<number>
              size="sm"
              label={t('fields.family')}
              required
              searchable
              nothingFoundMessage={t('fields.nothingFound')}
              data={(families ?? []).map((f) => ({ value: f.id, label: `${f.name} (${f.code})` }))}
              value={typeof field.value === 'number' ? field.value : null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(errors.family)}
              openOnFocus={false}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <BrandSelect
          control={control}
          name="brand"
          brands={brands}
          label={t('fields.brand')}
          placeholder={t('fields.anyBrand')}
          error={errors.brand}
        />
        <AmountInput control={control} name="vat" label={t('fields.vat')} unit="%" error={errors.vat} />
        <AmountInput
          control={control}
          name="vatEt"
          label={t('fields.vatEt')}
          unit="%"
          integer
          required
          error={errors.vatEt}
        />
        <Controller
          control={control}
          name="priceChangeType"
          render={({ field }) => (
            <Select
              size="sm"
              label={t('fields.priceChangeType')}
              placeholder={t('fields.noPriceChange')}
              clearable
              data={[
                { value: 'fixed', label: t('fields.priceChangeFixed') },
                { value: 'percent', label: t('fields.priceChangePercent') },
              ]}
              value={typeof field.value === 'string' && field.value ? field.value : null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(errors.priceChangeType)}
              openOnFocus={false}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <AmountInput
          control={control}
          name="priceChangeAmount"
          label={t('fields.priceChangeAmount')}
          unit={changeType === 'fixed' ? '€' : changeType === 'percent' ? '%' : undefined}
          error={errors.priceChangeAmount}
        />
        <Controller
          control={control}
          name="useIcecat"
          render={({ field }) => (
            <Select
              size="sm"
              label={t('fields.useIcecat')}
              description={t('fields.useIcecatHelp')}
              inputWrapperOrder={['label', 'input', 'error', 'description']}
              placeholder={t('fields.notSet')}
              clearable
              data={[
                { value: 'yes', label: t('fields.yes') },
                { value: 'no', label: t('fields.no') },
              ]}
              value={icecatValue(field.value)}
              onChange={(value) => field.onChange(value === 'yes' ? true : value === 'no' ? false : null)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(errors.useIcecat)}
              openOnFocus={false}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Controller
          control={control}
          name="exportAll"
          render={({ field }) => (
            <Checkbox
              mt={30}
              label={t('fields.exportAll')}
              description={t('fields.exportAllHelp')}
              checked={field.value === true}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(errors.exportAll)}
            />
          )}
        />
      </SimpleGrid>
    </Stack>
  );
}
