import { useMemo, useState, type ReactNode } from 'react';
import {
  Alert,
  Checkbox,
  Group,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  type ComboboxItemGroup,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyTableRow } from '@feedhub/ui';

/** Feed options from this many on get the filter box. */
export const OPTION_FILTER_FROM = 10;
/** Option rows shown at once (a feed can have thousands of brands). */
export const OPTION_PAGE_SIZE = 50;

/** Props of the option mapping list. */
export interface OptionMappingsProps {
  /** The feed's options; an option's id is its index. */
  options: string[];
  /** Option index → the PIM option code it maps to (null: none). */
  values: Record<string, string | null | undefined>;
  /** The PIM options to choose from, grouped by PIM attribute. */
  choices: ComboboxItemGroup<{ value: string; label: string }>[];
  /** The PIM options are loading. */
  loading: boolean;
  /** No select-type PIM attribute is mapped: there is nothing to map the options to yet. */
  noSelectAttribute: boolean;
  /** The server's message for an option, if any. */
  errorOf(index: number): ReactNode;
  /** An option was mapped (or unmapped with null). */
  onChange(index: number, code: string | null): void;
}

/**
 * The options tab of the attribute mapping modal: one row per feed option, its text and a searchable
 * select of the PIM options of the mapped select-type PIM attributes. Long lists get a filter box
 * (text, unmapped only) and pages.
 */
export function OptionMappings(props: OptionMappingsProps) {
  const { options, values, choices, loading, noSelectAttribute, errorOf, onChange } = props;
  const { t } = useTranslation('mapping');
  const [text, setText] = useState('');
  const [unmappedOnly, setUnmappedOnly] = useState(false);
  const [page, setPage] = useState(1);

  const rows = useMemo(() => {
    const needle = text.trim().toLocaleLowerCase();
    return options
      .map((option, index) => ({ option, index }))
      .filter(({ option }) => !needle || option.toLocaleLowerCase().includes(needle))
      .filter(({ index }) => !unmappedOnly || !values[String(index)]);
  }, [options, text, unmappedOnly, values]);
  const pages = Math.max(1, Math.ceil(rows.length / OPTION_PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = rows.slice((current - 1) * OPTION_PAGE_SIZE, current * OPTION_PAGE_SIZE);

  if (!options.length)
    return (
      <Text c="dimmed" size="sm" py="md">
        {t('attribute.noOptions')}
      </Text>
    );
  return (
    <Stack gap="sm">
      {noSelectAttribute && (
        <Alert color="blue" py="xs">
          {t('attribute.needsSelectAttribute')}
        </Alert>
      )}
      {options.length >= OPTION_FILTER_FROM && (
        <Group gap="sm" align="flex-end">
          <TextInput
            size="sm"
            style={{ flex: 1 }}
            label={t('attribute.optionFilter')}
            leftSection={<IconSearch size={14} />}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setPage(1);
            }}
          />
          <Checkbox
            mb={8}
            label={t('attribute.unmappedOnly')}
            checked={unmappedOnly}
            onChange={(event) => {
              setUnmappedOnly(event.currentTarget.checked);
              setPage(1);
            }}
          />
        </Group>
      )}
      <Table
        withTableBorder
        striped
        verticalSpacing={4}
        horizontalSpacing="xs"
        layout="fixed"
        aria-label={t('attribute.optionsTab')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('attribute.feedOption')}</Table.Th>
            <Table.Th w="55%">{t('attribute.pimOption')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.length === 0 && <EmptyTableRow colSpan={2} text={t('attribute.noMatchingOptions')} />}
          {shown.map(({ option, index }) => (
            <Table.Tr key={index} data-option={option} style={{ verticalAlign: 'top' }}>
              <Table.Td>
                <Text size="sm" pt={6} style={{ overflowWrap: 'anywhere' }}>
                  {option}
                </Text>
              </Table.Td>
              <Table.Td>
                <Select
                  size="xs"
                  aria-label={t('attribute.pimOptionOf', { option })}
                  placeholder={loading ? t('attribute.loadingOptions') : t('attribute.choosePimOption')}
                  data={choices}
                  value={values[String(index)] ?? null}
                  onChange={(code) => onChange(index, code)}
                  searchable
                  clearable
                  disabled={noSelectAttribute && !values[String(index)]}
                  nothingFoundMessage={t('attribute.noPimOptions')}
                  error={errorOf(index)}
                  comboboxProps={{ withinPortal: true }}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {pages > 1 && (
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {t('attribute.optionRange', {
              from: (current - 1) * OPTION_PAGE_SIZE + 1,
              to: Math.min(current * OPTION_PAGE_SIZE, rows.length),
              total: rows.length,
            })}
          </Text>
          <Pagination size="sm" total={pages} value={current} onChange={setPage} siblings={1} />
        </Group>
      )}
    </Stack>
  );
}
