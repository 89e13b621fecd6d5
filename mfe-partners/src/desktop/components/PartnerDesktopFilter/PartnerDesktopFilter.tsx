import { useEffect, useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PartnerListRow } from '@feedhub/contracts';

/** Props of the partner filter. */
export interface PartnerDesktopFilterProps {
  /** Partners to choose from (undefined while they load). */
  partners: PartnerListRow[] | undefined;
  /** The partner searched now (the URL's), or none: all partners. */
  partnerId: number | undefined;
  /** Search pressed (or Enter): undefined shows every partner's jobs. */
  onSearch(partnerId: number | undefined): void;
}

/**
 * The filter bar of the partner desktop (UI.md): a partner autocomplete (filters by name, any case)
 * with Search, and Reset while a partner is searched. The choice follows the URL (Back, shared links).
 */
export function PartnerDesktopFilter({ partners, partnerId, onSearch }: PartnerDesktopFilterProps) {
  const { t } = useTranslation('partners');
  const [chosen, setChosen] = useState<string | null>(partnerId ? String(partnerId) : null);
  useEffect(() => setChosen(partnerId ? String(partnerId) : null), [partnerId]);
  const search = () => onSearch(chosen ? Number(chosen) : undefined);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      <Group gap="sm" align="flex-end">
        <Select
          size="sm"
          w={320}
          label={t('desktop.partner')}
          placeholder={t('desktop.partnerPlaceholder')}
          data={(partners ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          value={chosen}
          onChange={setChosen}
          searchable
          clearable
          nothingFoundMessage={partners ? t('desktop.noPartners') : undefined}
          disabled={!partners}
        />
        <Button type="submit" size="sm" variant="default" leftSection={<IconSearch size={16} />}>
          {t('desktop.search')}
        </Button>
        {partnerId !== undefined && (
          <Button size="sm" variant="subtle" onClick={() => onSearch(undefined)}>
            {t('desktop.reset')}
          </Button>
        )}
      </Group>
    </form>
  );
}
