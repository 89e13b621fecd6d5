import { useEffect, useState } from 'react';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PartnerListRow } from '@feedhub/contracts';
import { FilterBar } from '@feedhub/ui';

/** Props of the partner picker. */
export interface PartnerPickerProps {
  /** Partners to choose from (undefined while they load). */
  partners: PartnerListRow[] | undefined;
  /** The partner searched now (the URL's), or none: every partner. */
  partnerId: number | undefined;
  /** Search pressed (or Enter): undefined shows every partner. */
  onSearch(partnerId: number | undefined): void;
}

/**
 * The home desktop's filter bar (SPEC §2: a partner picker and a Search button): a partner
 * autocomplete (by name, any case), Search and Reset. The choice follows the URL.
 */
export function PartnerPicker({ partners, partnerId, onSearch }: PartnerPickerProps) {
  const { t } = useTranslation('ui');
  const [chosen, setChosen] = useState<string | null>(partnerId ? String(partnerId) : null);
  useEffect(() => setChosen(partnerId ? String(partnerId) : null), [partnerId]);
  return (
    <FilterBar
      label={t('home.partners.filter')}
      onSearch={() => onSearch(chosen ? Number(chosen) : undefined)}
      onReset={() => onSearch(undefined)}
      resetDisabled={partnerId === undefined && chosen === null}
    >
      <Select
        size="sm"
        w={320}
        label={t('home.partners.partner')}
        placeholder={t('home.partners.choose')}
        data={(partners ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        value={chosen}
        onChange={setChosen}
        searchable
        clearable
        nothingFoundMessage={partners ? t('home.partners.nothingFound') : undefined}
        disabled={!partners}
      />
    </FilterBar>
  );
}
