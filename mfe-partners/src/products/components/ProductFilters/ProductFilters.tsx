import { useState } from 'react';
import { Checkbox, Group, Input, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import 'dayjs/locale/et';
import { useTranslation } from 'react-i18next';
import { AMOUNT_COMPARATORS, DATE_FORMAT, FIRST_DAY_OF_WEEK } from '@feedhub/contracts';
import { FilterBar } from '@feedhub/ui';
import {
  NO_PRODUCT_FILTERS,
  PRODUCT_FILTER_KEYS,
  type AmountComparator,
  type ProductFilterValues,
} from '../../urls';

/** An option of a select. */
export interface FilterOption {
  /** Value. */
  value: string;
  /** Label. */
  label: string;
}

/** Props of the products filter bar. */
export interface ProductFiltersProps {
  /** The filters searched now (the URL's). */
  values: ProductFilterValues;
  /** The partner's brands (value and label the brand's name); undefined while they load. */
  brands?: FilterOption[];
  /** The partner's categories (value the id); undefined while they load. */
  categories?: FilterOption[];
  /** Search pressed (or Enter) with the bar's values. */
  onSearch(values: ProductFilterValues): void;
}

/** Whether any filter is set. */
const anySet = (values: ProductFilterValues) =>
  Object.values(values).some((v) => v !== undefined && v !== '');

/** The comparator the amount filter starts with. */
const DEFAULT_COMPARATOR: AmountComparator = '>=';

/** The comparators as the signs people read (≥ rather than >=). */
const COMPARATOR_SIGNS: Record<AmountComparator, string> = {
  '>=': '≥',
  '<=': '≤',
  '>': '>',
  '<': '<',
  '=': '=',
};

const isComparator = (value: string | null): value is AmountComparator =>
  (AMOUNT_COMPARATORS as readonly string[]).includes(value ?? '');

/** The bar's values as the URL takes them: texts trimmed, the comparator only with an amount. */
function cleaned(draft: ProductFilterValues): ProductFilterValues {
  const trim = (s?: string) => s?.trim() || undefined;
  const amount = trim(draft.amount);
  return {
    ...draft,
    name: trim(draft.name),
    sku: trim(draft.sku),
    code: trim(draft.code),
    manufacturerCode: trim(draft.manufacturerCode),
    amount,
    amountType: amount === undefined ? undefined : (draft.amountType ?? DEFAULT_COMPARATOR),
  };
}

/**
 * The filter bar of the products list (UI.md, SPEC §7 Products): name, SKU, code, manufacturer code,
 * brand, category, amount with its comparator, on the export list, changed from/to (DD.MM.YYYY,
 * weeks from Monday) and only-with-a-category, then Search and Reset. It follows the URL.
 */
export function ProductFilters({ values, brands, categories, onSearch }: ProductFiltersProps) {
  const { t, i18n } = useTranslation('products');
  const [draft, setDraft] = useState<ProductFilterValues>(values);
  // A new URL (Back, a shared link, Reset) shows its filters; the key is the filters' text.
  const key = JSON.stringify(PRODUCT_FILTER_KEYS.map((k) => values[k] ?? null));
  const [shown, setShown] = useState(key);
  if (shown !== key) {
    setShown(key);
    setDraft(values);
  }
  const set = (patch: Partial<ProductFilterValues>) => setDraft((d) => ({ ...d, ...patch }));
  const text = (field: 'name' | 'sku' | 'code' | 'manufacturerCode', width: number, placeholder?: string) => (
    <TextInput
      size="sm"
      w={width}
      label={t(`filter.${field}`)}
      placeholder={placeholder}
      value={draft[field] ?? ''}
      onChange={(e) => set({ [field]: e.currentTarget.value })}
    />
  );
  const date = (field: 'from' | 'to') => (
    <DatePickerInput
      size="sm"
      w={160}
      label={t(`filter.${field}`)}
      placeholder={DATE_FORMAT}
      valueFormat={DATE_FORMAT}
      firstDayOfWeek={FIRST_DAY_OF_WEEK}
      locale={i18n.language}
      leftSection={<IconCalendar size={16} stroke={1.6} />}
      clearable
      value={draft[field] ?? null}
      onChange={(value) => set({ [field]: value ?? undefined })}
      minDate={field === 'to' ? draft.from : undefined}
      maxDate={field === 'from' ? draft.to : undefined}
      popoverProps={{ withinPortal: true }}
    />
  );
  return (
    <FilterBar
      label={t('filter.label')}
      onSearch={() => onSearch(cleaned(draft))}
      onReset={() => {
        setDraft(NO_PRODUCT_FILTERS);
        onSearch(NO_PRODUCT_FILTERS);
      }}
      resetDisabled={!anySet(values) && !anySet(draft)}
    >
      {text('name', 220, t('filter.namePlaceholder'))}
      {text('sku', 140)}
      {text('code', 140)}
      {text('manufacturerCode', 160)}
      <Select
        size="sm"
        w={180}
        label={t('filter.brand')}
        placeholder={t('filter.any')}
        data={brands ?? []}
        searchable
        clearable
        limit={100}
        nothingFoundMessage={t('filter.nothingFound')}
        value={draft.brand ?? null}
        onChange={(value) => set({ brand: value ?? undefined })}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        size="sm"
        w={240}
        label={t('filter.category')}
        placeholder={t('filter.any')}
        data={categories ?? []}
        searchable
        clearable
        limit={100}
        nothingFoundMessage={t('filter.nothingFound')}
        value={draft.categoryId === undefined ? null : String(draft.categoryId)}
        onChange={(value) => set({ categoryId: value ? Number(value) : undefined })}
        comboboxProps={{ withinPortal: true }}
      />
      <Input.Wrapper label={t('filter.amount')} size="sm" labelElement="div">
        <Group gap={4} wrap="nowrap">
          <Select
            size="sm"
            w={72}
            aria-label={t('filter.amountType')}
            data={AMOUNT_COMPARATORS.map((value) => ({ value, label: COMPARATOR_SIGNS[value] }))}
            allowDeselect={false}
            value={draft.amountType ?? DEFAULT_COMPARATOR}
            onChange={(value) => set({ amountType: isComparator(value) ? value : undefined })}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            size="sm"
            w={90}
            aria-label={t('filter.amountValue')}
            inputMode="numeric"
            value={draft.amount ?? ''}
            onChange={(e) => set({ amount: e.currentTarget.value.replace(/\D/g, '').slice(0, 9) })}
          />
        </Group>
      </Input.Wrapper>
      <Select
        size="sm"
        w={170}
        label={t('filter.pimExport')}
        placeholder={t('filter.any')}
        data={[
          { value: '1', label: t('filter.yes') },
          { value: '2', label: t('filter.no') },
        ]}
        clearable
        value={draft.pimExport ?? null}
        onChange={(value) => set({ pimExport: value === '1' || value === '2' ? value : undefined })}
      />
      {date('from')}
      {date('to')}
      <Checkbox
        mb={8}
        label={t('filter.hideEmptyCategories')}
        checked={draft.hideEmptyCategories === '1'}
        onChange={(e) => set({ hideEmptyCategories: e.currentTarget.checked ? '1' : undefined })}
      />
    </FilterBar>
  );
}
