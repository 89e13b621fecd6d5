import { useEffect, useState } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@feedhub/ui';
import { NO_PIM_PRODUCT_FILTERS, type PimProductFilterValues } from '../../urls';

/** Props of the PIM products filter bar. */
export interface PimProductFiltersProps {
  /** The filters searched now (the URL's). */
  values: PimProductFilterValues;
  /** Search pressed (or Enter) with the bar's values. */
  onSearch(values: PimProductFilterValues): void;
}

/** The filters, in the bar's order. */
const FILTERS = ['identifier', 'name', 'family', 'category'] as const;
/** Widths of the inputs (the codes are shorter than the texts). */
const WIDTHS: Record<(typeof FILTERS)[number], number> = {
  identifier: 220,
  name: 260,
  family: 180,
  category: 180,
};

/** Whether any filter is set. */
const anySet = (values: PimProductFilterValues) =>
  Object.values(values).some((v) => v !== undefined && v !== '');

/**
 * The filter bar of the PIM products (UI.md): identifier and name contain, family and category codes,
 * then Search and Reset. What it shows follows the URL (Back, shared links).
 */
export function PimProductFilters({ values, onSearch }: PimProductFiltersProps) {
  const { t } = useTranslation('export');
  const [draft, setDraft] = useState<PimProductFilterValues>(values);
  const { identifier, name, family, category } = values;
  useEffect(() => setDraft({ identifier, name, family, category }), [identifier, name, family, category]);
  return (
    <FilterBar
      label={t('pimProducts.filter.label')}
      onSearch={() =>
        onSearch(Object.fromEntries(FILTERS.map((key) => [key, draft[key]?.trim() || undefined])))
      }
      onReset={() => {
        setDraft(NO_PIM_PRODUCT_FILTERS);
        onSearch(NO_PIM_PRODUCT_FILTERS);
      }}
      resetDisabled={!anySet(values) && !anySet(draft)}
    >
      {FILTERS.map((key) => (
        <TextInput
          key={key}
          size="sm"
          w={WIDTHS[key]}
          label={t(`pimProducts.filter.${key}`)}
          placeholder={t(`pimProducts.filter.${key}Placeholder`)}
          value={draft[key] ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setDraft((d) => ({ ...d, [key]: value }));
          }}
        />
      ))}
    </FilterBar>
  );
}
