import { useEffect, useState } from 'react';
import { Checkbox, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@feedhub/ui';
import { PARTNER_ATTRIBUTE_TYPES } from '@feedhub/contracts';
import type { AttributeFilterValues } from '../../urls';

/** Props of the attributes filter bar. */
export interface AttributesFilterProps {
  /** The filter in effect (the URL's). */
  values: AttributeFilterValues;
  /** Types with their labels (GET /api/partner-attributes/types); undefined while they load. */
  types: { value: string; label: string }[] | undefined;
  /** Search pressed (or Enter). */
  onSearch(values: AttributeFilterValues): void;
}

const isType = (v: string | null): v is (typeof PARTNER_ATTRIBUTE_TYPES)[number] =>
  (PARTNER_ATTRIBUTE_TYPES as readonly (string | null)[]).includes(v);
const isYesNo = (v: string | null): v is '1' | '2' => v === '1' || v === '2';

/**
 * The attributes list's filter bar (UI.md): name or code, type, mapped yes/no, has a confident
 * suggestion, then Search and Reset. What is typed applies on Search; the values follow the URL (Back, shared links).
 */
export function AttributesFilter({ values, types, onSearch }: AttributesFilterProps) {
  const { t } = useTranslation('mapping');
  const { t: ts } = useTranslation('suggestions');
  const [draft, setDraft] = useState(values);
  const { name, type, isMapped, suggested } = values;
  useEffect(() => setDraft({ name, type, isMapped, suggested }), [name, type, isMapped, suggested]);
  return (
    <FilterBar
      label={t('filter.label')}
      onSearch={() => onSearch({ ...draft, name: draft.name?.trim() || undefined })}
      onReset={() => {
        const empty = { name: undefined, type: undefined, isMapped: undefined, suggested: undefined };
        setDraft(empty);
        onSearch(empty);
      }}
    >
      <TextInput
        size="sm"
        w={240}
        label={t('attributes.filterName')}
        value={draft.name ?? ''}
        onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
      />
      <Select
        size="sm"
        w={180}
        label={t('attributes.type')}
        placeholder={t('filter.any')}
        data={types ?? []}
        value={draft.type ?? null}
        onChange={(v) => setDraft({ ...draft, type: isType(v) ? v : undefined })}
        clearable
      />
      <Select
        size="sm"
        w={150}
        label={t('attributes.isMapped')}
        placeholder={t('filter.any')}
        data={[
          { value: '1', label: t('filter.yes') },
          { value: '2', label: t('filter.no') },
        ]}
        value={draft.isMapped ?? null}
        onChange={(v) => setDraft({ ...draft, isMapped: isYesNo(v) ? v : undefined })}
        clearable
      />
      <Checkbox
        mb={8}
        label={ts('filter.suggested')}
        checked={draft.suggested === '1'}
        onChange={(e) => setDraft({ ...draft, suggested: e.currentTarget.checked ? '1' : undefined })}
      />
    </FilterBar>
  );
}
