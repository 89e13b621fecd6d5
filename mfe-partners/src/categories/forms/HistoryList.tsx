import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MappingHistoryEntry } from '@feedhub/contracts';
import { fieldLabel, isLocale } from '@feedhub/i18n';
import { formatDateTime } from '@feedhub/ui';

/** Fields whose label the modal shows itself (the same words as its inputs). */
const FORM_LABELS = new Set([
  'pimCategory',
  'family',
  'brand',
  'vat',
  'vatEt',
  'exportAll',
  'useIcecat',
  'priceChangeType',
  'priceChangeAmount',
  'deliveryTime',
  'transportAddToPrice',
  'disabledEe',
  'disabledFi',
  'disabledLv',
  'marginals',
  'changes',
]);

/** A value of the history as text: empty for none, yes/no, lists joined, anything else as JSON. */
function useValueText() {
  const { t } = useTranslation('categories');
  const text = (value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('history.empty');
    if (typeof value === 'boolean') return value ? t('fields.yes') : t('fields.no');
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    if (Array.isArray(value)) {
      if (value.length === 0) return t('history.empty');
      return value
        .map((v) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)))
        .join(', ');
    }
    return JSON.stringify(value);
  };
  return text;
}

/** Who changed the mapping and what, newest first (the modal's history tab). */
export function HistoryList({ entries }: { entries: MappingHistoryEntry[] }) {
  const { t, i18n } = useTranslation('categories');
  const valueText = useValueText();
  const label = (field: string) =>
    FORM_LABELS.has(field)
      ? t(`fields.${field}`)
      : fieldLabel(isLocale(i18n.language) ? i18n.language : 'en', field);
  if (entries.length === 0)
    return (
      <Text c="dimmed" size="sm" ta="center" py="lg">
        {t('history.none')}
      </Text>
    );
  return (
    <Stack gap="sm" data-testid="mapping-history">
      {entries.map((entry) => (
        <Paper key={entry.id} withBorder p="sm">
          <Group gap="sm" mb={6}>
            <Text size="sm" fw={600}>
              {formatDateTime(entry.changedAt)}
            </Text>
            <Badge variant="light" color="gray" size="sm">
              {entry.username ?? t('history.system')}
            </Badge>
          </Group>
          <Table verticalSpacing={2} horizontalSpacing="xs" fz="sm" layout="fixed">
            <Table.Tbody>
              {entry.changes.map((change, i) => (
                <Table.Tr key={`${change.field}-${i}`}>
                  <Table.Td w={200} c="dimmed">
                    {label(change.field)}
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Group gap={6} wrap="nowrap" align="flex-start">
                      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {valueText(change.from)}
                      </Text>
                      <IconArrowRight
                        size={14}
                        style={{ flexShrink: 0, marginTop: 3 }}
                        aria-label={t('history.to')}
                      />
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {valueText(change.to)}
                      </Text>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ))}
    </Stack>
  );
}
