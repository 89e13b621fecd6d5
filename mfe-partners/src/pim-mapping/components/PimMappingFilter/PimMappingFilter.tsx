import { useEffect, useState } from 'react';
import { Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@feedhub/ui';
import type { PimCategoryMappingSelects } from '@feedhub/contracts';
import type { PimMappingFilterValues } from '../../urls';

/** Props of the PIM category mapping filter bar. */
export interface PimMappingFilterProps {
  /** The filter in effect (the URL's). */
  values: PimMappingFilterValues;
  /** PIM categories to choose from; undefined while they load. */
  categories: PimCategoryMappingSelects['categories'] | undefined;
  /** Search pressed (or Enter). */
  onSearch(values: PimMappingFilterValues): void;
}

/** Categories the select shows at once (the PIM can hold thousands). */
const SELECT_LIMIT = 100;

/**
 * The filter bar of the PIM category mapping (SPEC §2): a PIM category select by name (searchable)
 * and a text filter on the category's path, then Search and Reset; the values follow the URL.
 */
export function PimMappingFilter({ values, categories, onSearch }: PimMappingFilterProps) {
  const { t } = useTranslation('mapping');
  const [draft, setDraft] = useState(values);
  const { pimCategoryCode, pimCategoryName } = values;
  useEffect(() => setDraft({ pimCategoryCode, pimCategoryName }), [pimCategoryCode, pimCategoryName]);
  return (
    <FilterBar
      label={t('filter.label')}
      onSearch={() => onSearch({ ...draft, pimCategoryName: draft.pimCategoryName?.trim() || undefined })}
      onReset={() => {
        const empty = { pimCategoryCode: undefined, pimCategoryName: undefined };
        setDraft(empty);
        onSearch(empty);
      }}
    >
      <Select
        size="sm"
        w={380}
        label={t('pimMapping.category')}
        placeholder={categories ? t('pimMapping.chooseCategory') : t('zeroAmounts.loading')}
        data={(categories ?? []).map((c) => ({ value: c.code, label: c.name }))}
        value={draft.pimCategoryCode ?? null}
        onChange={(v) => setDraft({ ...draft, pimCategoryCode: v ?? undefined })}
        searchable
        clearable
        limit={SELECT_LIMIT}
        nothingFoundMessage={t('pimMapping.noCategories')}
        disabled={!categories}
      />
      <TextInput
        size="sm"
        w={240}
        label={t('pimMapping.nameFilter')}
        value={draft.pimCategoryName ?? ''}
        onChange={(event) => setDraft({ ...draft, pimCategoryName: event.currentTarget.value })}
      />
    </FilterBar>
  );
}
