import { LineChart } from '@mantine/charts';
import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PartnerStatsRow } from '@feedhub/contracts';
import { formatDateTime } from '@feedhub/ui';

/** The colour of each counter's line. */
const COLORS = { new: 'blue.6', changed: 'yellow.6', total: 'gray.6', inStock: 'green.6' } as const;

/**
 * New, changed, total and in-stock products of each import over time, oldest left (UI.md: charts with
 * @mantine/charts and labelled axes). Nothing to draw below two imports.
 */
export function StatsChart({ rows }: { rows: PartnerStatsRow[] }) {
  const { t, i18n } = useTranslation('categories');
  const number = new Intl.NumberFormat(i18n.language);
  if (rows.length < 2) return null;
  const data = rows.map((r) => ({
    at: formatDateTime(r.collectedAt),
    new: r.new,
    changed: r.changed,
    total: r.total,
    inStock: r.inStock,
  }));
  return (
    <Paper withBorder p="md" data-testid="stats-chart">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('stats.chartTitle', { count: rows.length })}
        </Text>
        <LineChart
          h={280}
          data={data}
          dataKey="at"
          series={(Object.keys(COLORS) as (keyof typeof COLORS)[]).map((name) => ({
            name,
            label: t(`stats.${name}`),
            color: COLORS[name],
          }))}
          curveType="linear"
          withLegend
          legendProps={{ verticalAlign: 'top', height: 36 }}
          xAxisLabel={t('stats.xAxis')}
          yAxisLabel={t('stats.yAxis')}
          valueFormatter={(value) => number.format(value)}
          tickLine="xy"
          gridAxis="xy"
          dotProps={{ r: 2 }}
          // ticks as DD.MM HH:mm (the year only in the tooltip and the table)
          xAxisProps={{
            tickFormatter: (value: string) => `${value.slice(0, 5)}${value.slice(10)}`,
            minTickGap: 24,
          }}
        />
      </Stack>
    </Paper>
  );
}
