import { useMemo, useState } from 'react';
import { Alert, Badge, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PimProduct } from '@feedhub/contracts';
import { DataTable } from '@feedhub/ui';
import { compareWithPim, type ComparedField, type ValueLine } from '../../../pim/values';

/** Props of the comparison. */
export interface PimComparisonProps {
  /** What the export sends (the export test's payload). */
  sent: PimProduct;
  /** What the PIM holds for the identifier; null when nothing (or when it could not be asked). */
  pim: PimProduct | null;
  /** Why the PIM could not be asked, when it could not. */
  pimError: string | null;
}

/** One side of a line: each value on its own line, its locale and channel first; "not set" when none. */
function Side({ lines, absent }: { lines: ValueLine[] | null; absent: string }) {
  if (!lines)
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {absent}
      </Text>
    );
  return (
    <Stack gap={2}>
      {lines.map((line, i) => (
        <Group key={i} gap={6} wrap="nowrap" align="flex-start">
          {line.context && (
            <Badge variant="default" radius="sm" size="xs" tt="none" style={{ flexShrink: 0 }}>
              {line.context}
            </Badge>
          )}
          <Text size="xs" ff="monospace" lineClamp={4} title={line.text} style={{ overflowWrap: 'anywhere' }}>
            {line.text}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * What the export sends beside what the PIM holds, per product field and attribute code; lines that
 * differ are tinted yellow and marked, and can be shown alone. When the PIM holds no product with
 * the identifier, or could not be asked, that is said instead.
 */
export function PimComparison({ sent, pim, pimError }: PimComparisonProps) {
  const { t } = useTranslation('export');
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const compared = useMemo(() => (pim ? compareWithPim(sent, pim) : []), [sent, pim]);
  const differences = compared.filter((line) => line.differs).length;
  const title = t('test.compare.title');

  const body = () => {
    if (pimError)
      return (
        <Alert color="yellow" icon={<IconAlertTriangle size={20} />} title={t('test.compare.pimError')}>
          {pimError}
        </Alert>
      );
    if (!pim)
      return (
        <Alert color="blue" icon={<IconInfoCircle size={20} />} data-testid="pim-missing">
          {t('test.compare.pimMissing')}
        </Alert>
      );
    return (
      <DataTable<ComparedField>
        label={title}
        rows={onlyDifferences ? compared.filter((line) => line.differs) : compared}
        rowKey={(line) => line.key}
        highlight={(line) => (line.differs ? 'yellow' : false)}
        rowAttributes={(line) => ({ 'data-code': line.key, 'data-differs': String(line.differs) })}
        columns={[
          {
            key: 'code',
            title: t('test.compare.attribute'),
            width: 220,
            render: (line) => (
              <Group gap={6} wrap="nowrap">
                {line.field ? (
                  <Text size="sm" c="dimmed" truncate>
                    {t(`test.fields.${line.code}`)}
                  </Text>
                ) : (
                  <Text size="xs" ff="monospace" fw={500} truncate title={line.code}>
                    {line.code}
                  </Text>
                )}
                {line.differs && (
                  <Badge color="yellow" variant="light" radius="sm" size="xs" style={{ flexShrink: 0 }}>
                    {t('test.compare.differs')}
                  </Badge>
                )}
              </Group>
            ),
          },
          {
            key: 'sent',
            title: t('test.compare.sent'),
            render: (line) => <Side lines={line.sent} absent={t('test.compare.absent')} />,
          },
          {
            key: 'pim',
            title: t('test.compare.pim'),
            render: (line) => <Side lines={line.pim} absent={t('test.compare.absent')} />,
          },
        ]}
      />
    );
  };

  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Group justify="space-between" align="center">
        <Group gap="xs">
          <Title order={4}>{title}</Title>
          {pim && !pimError && (
            <Badge
              color={differences ? 'yellow' : 'green'}
              variant="light"
              radius="sm"
              tt="none"
              data-testid="differences"
            >
              {differences
                ? t('test.compare.differences', { count: differences })
                : t('test.compare.noDifferences')}
            </Badge>
          )}
        </Group>
        {pim && !pimError && (
          <Switch
            size="sm"
            label={t('test.compare.onlyDifferences')}
            checked={onlyDifferences}
            onChange={(event) => setOnlyDifferences(event.currentTarget.checked)}
            disabled={!differences}
          />
        )}
      </Group>
      {body()}
    </Stack>
  );
}
