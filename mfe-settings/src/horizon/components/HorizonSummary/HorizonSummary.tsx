import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HorizonStats } from '@feedhub/contracts';
import { numberFormat } from '@feedhub/ui';

/** One figure in its card. */
function Figure({ label, value, danger }: { label: string; value: string; danger?: boolean }) {
  return (
    <Paper withBorder p="sm" radius="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} c={danger ? 'red.7' : undefined} data-testid="figure">
        {value}
      </Text>
    </Paper>
  );
}

/** The last hour in three figures: jobs a minute, jobs finished, jobs failed (red when any). */
export function HorizonSummary({ stats }: { stats: HorizonStats }) {
  const { t, i18n } = useTranslation('ui');
  const number = numberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <SimpleGrid cols={3}>
      <Figure label={t('horizon.summary.perMinute')} value={number.format(stats.jobsPerMinute)} />
      <Figure label={t('horizon.summary.recent')} value={number.format(stats.recentJobs)} />
      <Figure
        label={t('horizon.summary.failed')}
        value={number.format(stats.failedJobs)}
        danger={stats.failedJobs > 0}
      />
    </SimpleGrid>
  );
}
