import type { ReactNode } from 'react';
import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DesktopJob } from '@feedhub/contracts';
import type { Column } from './DataTable';
import { JobStatusBadge } from './jobs';
import { numberFormat } from './numbers';

/** Cells of the job tables (JobTables): a job's status, a failed job's error, the counters. */

/** The status cell: the badge, "stopping" after a delete of a running job, the attempt after a retry, a running job's progress. */
export function JobStatusCell<J extends DesktopJob>({
  job,
  ns,
  progress,
}: {
  job: J;
  ns: string;
  progress?: (job: J) => ReactNode;
}) {
  const { t } = useTranslation(ns);
  return (
    <Stack gap={4}>
      <Group gap={4}>
        <JobStatusBadge status={job.status} label={job.statusTrans} />
        {job.stopping && (
          <Tooltip label={t('desktop.stoppingHelp')} withArrow multiline w={240}>
            <Badge color="orange" variant="outline" radius="sm" data-testid="stopping">
              {t('desktop.stopping')}
            </Badge>
          </Tooltip>
        )}
      </Group>
      {job.attempts > 1 && (
        <Text size="xs" c="dimmed" data-testid="attempts">
          {t('desktop.attempt', { attempts: job.attempts, maxAttempts: job.maxAttempts })}
        </Text>
      )}
      {job.status === 'running' && progress?.(job)}
    </Stack>
  );
}

/** A failed job's error under its row, full width: two lines at most, the whole text on hover. */
export function JobError({ text, label }: { text: string; label: string }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" px="sm" py={6} data-testid="job-error">
      <IconAlertCircle size={16} stroke={1.8} color="var(--mantine-color-red-7)" aria-label={label} />
      <Text size="sm" c="red.8" lineClamp={2} title={text} style={{ overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    </Group>
  );
}

/** A counter column of a job table. */
export interface CounterColumn<J> {
  /** Column id. */
  key: string;
  /** Header text. */
  title: string;
  /** Width that fits the longer of the English and Estonian titles. */
  width: number;
  /** The counter of a job. */
  value: (job: J) => number;
}

/** Counter columns: right-aligned numbers in the interface language (UI.md). */
export function counterColumns<J>(counters: CounterColumn<J>[], locale: string): Column<J>[] {
  const number = numberFormat(locale);
  return counters.map(({ key, title, width, value }) => ({
    key,
    title,
    width,
    align: 'right',
    render: (job) => number.format(value(job)),
  }));
}
