import { Autocomplete, Loader } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PartnerListRow } from '@feedhub/contracts';

/** Props of the partner name search. */
export interface PartnerSearchProps {
  /** The text typed. */
  value: string;
  /** Typed. */
  onChange(value: string): void;
  /** Partners matching the text (the server filters by name). */
  matches?: PartnerListRow[];
  /** The server is asked. */
  searching?: boolean;
  /** A partner was chosen. */
  onPick(partner: PartnerListRow): void;
}

/** The partners list's name autocomplete (SPEC §2): choosing a name opens that partner. */
export function PartnerSearch({ value, onChange, matches, searching, onPick }: PartnerSearchProps) {
  const { t } = useTranslation('partners');
  const rows = matches ?? [];
  return (
    <Autocomplete
      size="sm"
      w={360}
      label={t('list.search')}
      placeholder={t('list.searchPlaceholder')}
      leftSection={<IconSearch size={16} />}
      rightSection={searching ? <Loader size={14} /> : null}
      value={value}
      onChange={onChange}
      data={rows.map((p) => p.name)}
      filter={({ options }) => options}
      limit={rows.length}
      onOptionSubmit={(name) => {
        const partner = rows.find((p) => p.name === name);
        if (partner) onPick(partner);
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
