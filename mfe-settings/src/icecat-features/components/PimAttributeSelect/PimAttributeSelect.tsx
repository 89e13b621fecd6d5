import { useMemo, type ReactNode } from 'react';
import { Loader, Select } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A PIM attribute as the autocomplete shows it. */
export interface PimAttributeChoice {
  /** Attribute code. */
  code: string;
  /** Label in the user's language. */
  name: string;
  /** Akeneo type (pim_catalog_metric…); null when the PIM no longer knows the attribute. */
  type: string | null;
}

/** The text an attribute reads as in the autocomplete: label and code. */
export const attributeLabel = (a: Pick<PimAttributeChoice, 'code' | 'name'>) =>
  a.name && a.name !== a.code ? `${a.name} (${a.code})` : a.code;

/** Props of the PIM attribute autocomplete. */
export interface PimAttributeSelectProps {
  /** The chosen attribute, or null. */
  value: PimAttributeChoice | null;
  /** An attribute was chosen (null: cleared). */
  onChange(attribute: PimAttributeChoice | null): void;
  /** The text typed (the server searches codes and labels with it). */
  search: string;
  /** Typed. */
  onSearchChange(text: string): void;
  /** Attributes the server found for the text. */
  matches: PimAttributeChoice[] | undefined;
  /** The server is asked. */
  searching: boolean;
  /** The field's message. */
  error?: ReactNode;
  /** Blur (the form's touched state). */
  onBlur?: () => void;
}

/**
 * The PIM attribute autocomplete of the Icecat feature form: Mantine's searchable Select (the one
 * every autocomplete of the app uses) over server matches; the chosen attribute stays among the
 * options so its label shows while other texts are typed.
 */
export function PimAttributeSelect(props: PimAttributeSelectProps) {
  const { value, matches, onChange } = props;
  const { t } = useTranslation('ui');
  const known = useMemo(() => {
    const map = new Map<string, PimAttributeChoice>();
    if (value) map.set(value.code, value);
    for (const match of matches ?? []) map.set(match.code, match);
    return map;
  }, [value, matches]);
  const data = useMemo(
    () => [...known.values()].map((a) => ({ value: a.code, label: attributeLabel(a) })),
    [known],
  );
  return (
    <Select
      label={t('icecatFeatures.pimAttribute')}
      description={t('icecatFeatures.attributeHelp')}
      inputWrapperOrder={['label', 'input', 'error', 'description']}
      placeholder={t('icecatFeatures.chooseAttribute')}
      required
      searchable
      clearable
      data={data}
      value={value?.code ?? null}
      onChange={(code) => onChange(code ? (known.get(code) ?? null) : null)}
      onBlur={props.onBlur}
      searchValue={props.search}
      onSearchChange={props.onSearchChange}
      // The server filters by code or label: every match it sends is shown.
      filter={({ options }) => options}
      nothingFoundMessage={props.searching ? t('table.loading') : t('icecatFeatures.noAttributes')}
      leftSection={<IconSearch size={16} />}
      rightSection={props.searching ? <Loader size={14} /> : undefined}
      maxDropdownHeight={280}
      error={props.error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
