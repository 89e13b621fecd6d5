import type { ReactNode } from 'react';
import { BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HorizonStats } from '@feedhub/contracts';
import { JOB_STATUS_COLORS, numberFormat } from '@feedhub/ui';
import { minuteLabel } from '../../format';

/** A chart in its frame, with its title. */
function ChartFrame({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" data-testid={testId}>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {title}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The dashboard's two charts (UI.md: @mantine/charts, labelled axes, the status colours): jobs
 * finished each minute of the last hour, done green and failed red; and how long jobs of each queue
 * waited before they started, median and 95th percentile, in seconds.
 */
export function HorizonCharts({ stats }: { stats: HorizonStats }) {
  const { t, i18n } = useTranslation('ui');
  const number = numberFormat(i18n.language, { maximumFractionDigits: 1 });
  // Waits are often a fraction of a second: ticks of 0.05 s must not all read "0.1".
  const seconds = numberFormat(i18n.language, { maximumSignificantDigits: 3 });
  const throughput = stats.series.map((m) => ({
    minute: minuteLabel(m.minute),
    completed: m.completed,
    failed: m.failed,
  }));
  const waits = stats.queues.map((q) => ({
    queue: t(`horizon.queueNames.${q.name}`),
    p50: (q.waitP50Ms ?? 0) / 1000,
    p95: (q.waitP95Ms ?? 0) / 1000,
  }));
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <ChartFrame title={t('horizon.charts.throughput')} testId="throughput-chart">
        <BarChart
          h={240}
          data={throughput}
          dataKey="minute"
          type="stacked"
          series={[
            { name: 'completed', label: t('horizon.charts.completed'), color: `${JOB_STATUS_COLORS.done}.6` },
            { name: 'failed', label: t('horizon.charts.failed'), color: `${JOB_STATUS_COLORS.error}.6` },
          ]}
          withLegend
          legendProps={{ verticalAlign: 'top', height: 36 }}
          xAxisLabel={t('horizon.charts.minute')}
          yAxisLabel={t('horizon.charts.jobs')}
          valueFormatter={(value) => number.format(value)}
          xAxisProps={{ minTickGap: 24 }}
          yAxisProps={{ allowDecimals: false }}
        />
      </ChartFrame>
      <ChartFrame title={t('horizon.charts.waits')} testId="wait-chart">
        <BarChart
          h={240}
          data={waits}
          dataKey="queue"
          series={[
            { name: 'p50', label: t('horizon.charts.p50'), color: 'blue.4' },
            { name: 'p95', label: t('horizon.charts.p95'), color: 'blue.8' },
          ]}
          withLegend
          legendProps={{ verticalAlign: 'top', height: 36 }}
          xAxisLabel={t('horizon.charts.queue')}
          yAxisLabel={t('horizon.charts.seconds')}
          valueFormatter={(value) => seconds.format(value)}
        />
      </ChartFrame>
    </SimpleGrid>
  );
}
