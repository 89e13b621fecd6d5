import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MappingHistoryEntry } from '@feedhub/contracts';
import { fieldLabel, isLocale } from '@feedhub/i18n';
import { formatDateTime } from '@feedhub/ui';
import { FORM_TABS } from './category-form';

/** Fields whose label the modal shows itself (the same words as its inputs): its tabs' fields but the ids. */
const FORM_LABELS = new Set<string>(
  Object.values(FORM_TABS)
    .flat()
    .filter((field) => field !== 'id' && field !== 'partnerId'),
);

/** A record of the history (a margin row, a name-word rule) as the JSON it was stored as. */
type Row = Record<string, unknown>;
const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The values of the history as readable lines: margin rows and name-word rules in words, lists one per line. */
function useValueLines() {
  const { t } = useTranslation('categories');
  const row = (field: string, value: Row): string => {
    if (field === 'marginals') {
      const extras = [
        value.marginalEt !== null && value.marginalEt !== undefined
          ? `${t('marginals.marginalEt')} ${text(value.marginalEt)} %`
          : '',
        value.prepaymentPercent !== null && value.prepaymentPercent !== undefined
          ? `${t('marginals.prepaymentPercent')} ${text(value.prepaymentPercent)} %`
          : '',
      ].filter(Boolean);
      return t('history.marginal', {
        brand: text(value.brand) || t('marginals.allBrands'),
        from: text(value.priceFrom),
        to: text(value.priceTo) || '∞',
        marginal: text(value.marginal),
        extra: extras.length ? `; ${extras.join('; ')}` : '',
      });
    }
    if (field === 'changes')
      return t('history.change', { word: text(value.word), pimCategory: text(value.pimCategory) });
    return Object.entries(value)
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
      .join(', ');
  };
  return (field: string, value: unknown): string[] => {
    if (value === null || value === undefined || value === '') return [t('history.empty')];
    if (typeof value === 'boolean') return [value ? t('fields.yes') : t('fields.no')];
    if (Array.isArray(value)) {
      if (value.length === 0) return [t('history.empty')];
      if (value.some(isRow)) return value.map((v) => (isRow(v) ? row(field, v) : String(v)));
      return [value.map(String).join(', ')];
    }
    if (isRow(value)) return [row(field, value)];
    return [String(value)];
  };
}

/** Lines of a value, one under another. */
function Lines({ lines, dimmed }: { lines: string[]; dimmed?: boolean }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      {lines.map((line, i) => (
        <Text key={i} size="sm" c={dimmed ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** Who changed the mapping and what, newest first, each save marked as a person's or an accepted suggestion (the modal's history tab). */
export function HistoryList({ entries }: { entries: MappingHistoryEntry[] }) {
  const { t, i18n } = useTranslation('categories');
  const { t: ts } = useTranslation('suggestions');
  const valueLines = useValueLines();
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
            <Badge
              variant={entry.source === 'suggestion' ? 'light' : 'outline'}
              color={entry.source === 'suggestion' ? undefined : 'gray'}
              size="sm"
              data-source={entry.source}
            >
              {ts(`history.${entry.source}`)}
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
                      <Lines lines={valueLines(change.field, change.from)} dimmed />
                      <IconArrowRight
                        size={14}
                        style={{ flexShrink: 0, marginTop: 3 }}
                        aria-label={t('history.to')}
                      />
                      <Lines lines={valueLines(change.field, change.to)} />
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
