import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JobKind, JobProgress } from '@feedhub/contracts';
import { JobProgressBar } from './jobs';
import { numberFormat } from './numbers';

/** The counters each kind of job reports: an import reads a feed, an export sends to the PIM, a system job none. */
export const JOB_KIND_COUNTERS: Readonly<Record<JobKind, readonly (keyof JobProgress)[]>> = {
  partner: ['read', 'new', 'changed', 'skipped'],
  export: ['sent', 'created', 'updated', 'refused', 'skipped'],
  system: [],
};

/**
 * A running job's progress in a list of jobs of every kind (home desktop, queue dashboard): the bar
 * (an import's share of its feed when the size is known, else moving) and the counters of its kind on
 * one line ("sent 1,250 · created 1,200 · …").
 */
export function RunningJobProgress({ job }: { job: { kind: JobKind; progress: JobProgress } }) {
  const { t, i18n } = useTranslation('ui');
  const number = numberFormat(i18n.language);
  const counters = JOB_KIND_COUNTERS[job.kind];
  const feed = job.kind === 'partner';
  return (
    <Stack gap={2}>
      <JobProgressBar
        done={feed ? job.progress.bytesRead : 0}
        total={feed ? job.progress.bytesTotal : null}
        label={t('jobProgress.label')}
        locale={i18n.language}
      />
      {counters.length > 0 && (
        <Text size="xs" c="dimmed" truncate data-testid="counters">
          {counters
            .map((c) => t(`jobProgress.${c}`, { count: number.format(job.progress[c] ?? 0) }))
            .join(' · ')}
        </Text>
      )}
    </Stack>
  );
}
