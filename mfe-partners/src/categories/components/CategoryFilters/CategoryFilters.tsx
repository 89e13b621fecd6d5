import { useEffect, useState } from 'react';
import { Checkbox, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@feedhub/ui';
import { NO_CATEGORY_FILTERS, type CategoryFilterValues } from '../../urls';

/** An option of a select. */
interface Option {
  /** Value. */
  value: string;
  /** Label. */
  label: string;
}

/** Props of the categories filter bar. */
export interface CategoryFiltersProps {
  /** The filters searched now (the URL's). */
  values: CategoryFilterValues;
  /** PIM categories (value code, label path); undefined while they load. */
  pimCategories?: Option[];
  /** Search pressed (or Enter) with the bar's values. */
  onSearch(values: CategoryFilterValues): void;
}

/** Whether any filter is set. */
const anySet = (values: CategoryFilterValues) =>
  Object.values(values).some((v) => v !== undefined && v !== '');

/**
 * The filter bar of the categories list (UI.md): name, PIM category, mapped, export all, hide empty,
 * has a confident suggestion, then Search and Reset. What it shows follows the URL (Back, shared links).
 */
export function CategoryFilters({ values, pimCategories, onSearch }: CategoryFiltersProps) {
  const { t } = useTranslation('categories');
  const [draft, setDraft] = useState<CategoryFilterValues>(values);
  const { name, pimCategoryCode, isMapped, exportAll, hideEmpty, suggested } = values;
  useEffect(
    () => setDraft({ name, pimCategoryCode, isMapped, exportAll, hideEmpty, suggested }),
    [name, pimCategoryCode, isMapped, exportAll, hideEmpty, suggested],
  );
  const set = (patch: Partial<CategoryFilterValues>) => setDraft((d) => ({ ...d, ...patch }));
  const yesNo = (yes: string, no: string) => [
    { value: '1', label: yes },
    { value: '2', label: no },
  ];
  return (
    <FilterBar
      label={t('filter.label')}
      onSearch={() => onSearch({ ...draft, name: draft.name?.trim() || undefined })}
      onReset={() => {
        setDraft(NO_CATEGORY_FILTERS);
        onSearch(NO_CATEGORY_FILTERS);
      }}
      resetDisabled={!anySet(values) && !anySet(draft)}
    >
      <TextInput
        size="sm"
        w={220}
        label={t('filter.name')}
        placeholder={t('filter.namePlaceholder')}
        value={draft.name ?? ''}
        onChange={(e) => set({ name: e.currentTarget.value })}
      />
      <Select
        size="sm"
        w={300}
        label={t('filter.pimCategory')}
        placeholder={t('filter.any')}
        data={pimCategories ?? []}
        searchable
        clearable
        limit={100}
        nothingFoundMessage={t('fields.nothingFound')}
        value={draft.pimCategoryCode ?? null}
        onChange={(value) => set({ pimCategoryCode: value ?? undefined })}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        size="sm"
        w={150}
        label={t('filter.isMapped')}
        placeholder={t('filter.any')}
        data={yesNo(t('filter.mappedYes'), t('filter.mappedNo'))}
        clearable
        value={draft.isMapped ?? null}
        onChange={(value) => set({ isMapped: value === '1' || value === '2' ? value : undefined })}
      />
      <Select
        size="sm"
        w={150}
        label={t('filter.exportAll')}
        placeholder={t('filter.any')}
        data={yesNo(t('fields.yes'), t('fields.no'))}
        clearable
        value={draft.exportAll ?? null}
        onChange={(value) => set({ exportAll: value === '1' || value === '2' ? value : undefined })}
      />
      <Checkbox
        mb={8}
        label={t('filter.hideEmpty')}
        checked={draft.hideEmpty === '1'}
        onChange={(e) => set({ hideEmpty: e.currentTarget.checked ? '1' : undefined })}
      />
      <Checkbox
        mb={8}
        label={t('filter.suggested')}
        checked={draft.suggested === '1'}
        onChange={(e) => set({ suggested: e.currentTarget.checked ? '1' : undefined })}
      />
    </FilterBar>
  );
}
