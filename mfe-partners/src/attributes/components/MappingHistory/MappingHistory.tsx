import { Accordion, Badge, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MappingHistoryEntry } from '@feedhub/contracts';
import { formatDateTime } from '@feedhub/ui';

/** Props of MappingHistory. */
export interface MappingHistoryProps {
  /** Saves of the mapping, newest first. */
  entries: MappingHistoryEntry[];
  /** Label of a changed field (`weight` → "Weight"). */
  fieldLabel(field: string): string;
}

/** A value of a history change as text: lists joined, maps as `key: value`, nothing as a dash. */
export function historyValue(value: unknown, yes: string, no: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? yes : no;
  if (Array.isArray(value)) return value.length ? value.map((v) => historyValue(v, yes, no)).join(', ') : '—';
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return entries.length ? entries.map(([k, v]) => `${k}: ${historyValue(v, yes, no)}`).join('; ') : '—';
  }
  return String(value);
}

/**
 * Who changed a mapping and when (a collapsed section of the mapping modal): each save with its
 * time, user, source (a person's save or an accepted suggestion) and the fields it changed, "field: from → to".
 */
export function MappingHistory({ entries, fieldLabel }: MappingHistoryProps) {
  const { t } = useTranslation('mapping');
  const { t: ts } = useTranslation('suggestions');
  const yes = t('filter.yes');
  const no = t('filter.no');
  return (
    <Accordion variant="contained" chevronPosition="left">
      <Accordion.Item value="history">
        <Accordion.Control>
          <Group gap="xs">
            <Text size="sm" fw={500}>
              {t('history.title')}
            </Text>
            <Badge size="sm" variant="light" color="gray">
              {entries.length}
            </Badge>
          </Group>
        </Accordion.Control>
        <Accordion.Panel>
          {entries.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('history.empty')}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={220} type="auto" offsetScrollbars>
              <Stack gap="sm" data-testid="mapping-history">
                {entries.map((entry) => (
                  <Stack key={entry.id} gap={2}>
                    <Group gap="xs">
                      <Text size="xs" c="dimmed">
                        {formatDateTime(entry.changedAt)} · {entry.username ?? t('history.system')}
                      </Text>
                      <Badge
                        size="xs"
                        variant={entry.source === 'suggestion' ? 'light' : 'outline'}
                        color={entry.source === 'suggestion' ? undefined : 'gray'}
                        data-source={entry.source}
                      >
                        {ts(`history.${entry.source}`)}
                      </Badge>
                    </Group>
                    {entry.changes.map((change) => (
                      <Text key={change.field} size="sm" style={{ overflowWrap: 'anywhere' }}>
                        <Text span fw={500}>
                          {fieldLabel(change.field)}:
                        </Text>{' '}
                        {historyValue(change.from, yes, no)} → {historyValue(change.to, yes, no)}
                      </Text>
                    ))}
                  </Stack>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
