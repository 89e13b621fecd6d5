import { Badge, Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TASK_METHODS, type JobStatus } from '@feedhub/contracts';

/** The colour of each job status, everywhere (UI.md): pending gray, running blue, held orange (needs review), done green, error red. */
export const JOB_STATUS_COLORS: Readonly<Record<JobStatus, 'gray' | 'blue' | 'orange' | 'green' | 'red'>> = {
  pending: 'gray',
  running: 'blue',
  held: 'orange',
  done: 'green',
  error: 'red',
};

/** Props of JobStatusBadge. */
export interface JobStatusBadgeProps {
  /** The status (its colour). */
  status: JobStatus;
  /** What it says: the server's translated status (`statusTrans`). */
  label: string;
}

/** A job status as a badge in its status colour (UI.md). */
export function JobStatusBadge({ status, label }: JobStatusBadgeProps) {
  return (
    <Badge color={JOB_STATUS_COLORS[status]} variant="light" radius="sm" data-status={status}>
      {label}
    </Badge>
  );
}

/** Props of JobProgressBar. */
export interface JobProgressBarProps {
  /** Work done so far (e.g. bytes read). */
  done: number;
  /** The whole, when known; without it the bar moves without a value (indeterminate). */
  total: number | null;
  /** Accessible name of the bar ("Progress"). */
  label: string;
  /** Locale of the percentage. */
  locale: string;
}

/**
 * The progress of a running job: a blue bar with its percentage when the size is known, else a
 * striped moving bar that says only "it runs" (UI.md: running blue, with progress).
 */
export function JobProgressBar({ done, total, label, locale }: JobProgressBarProps) {
  if (!total)
    return (
      <Progress
        value={100}
        striped
        animated
        size="sm"
        color={JOB_STATUS_COLORS.running}
        aria-label={label}
        data-testid="job-progress"
        data-indeterminate="true"
      />
    );
  const share = Math.min(1, Math.max(0, done / total));
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
  return (
    <Group gap={6} wrap="nowrap" data-testid="job-progress">
      <Progress
        value={share * 100}
        size="sm"
        color={JOB_STATUS_COLORS.running}
        aria-label={label}
        style={{ flex: 1 }}
      />
      <Text size="xs" c="dimmed" miw={32} ta="right">
        {percent}
      </Text>
    </Group>
  );
}

/** Dates and times on screens: DD.MM.YYYY HH:mm in the office's time zone (one formatter, @feedhub/i18n). */
export { formatDateTime, formatOfficeTime } from '@feedhub/i18n';

/**
 * A partner task's name as a person reads it: a task named after its method (the default tasks are
 * `importProducts`, `updatePrices`…) shows that method's label in the user's language; a name the
 * user gave shows as given.
 */
export function useTaskLabel(): (name: string) => string {
  const { t } = useTranslation('partners');
  return (name) => ((TASK_METHODS as readonly string[]).includes(name) ? t(`methods.${name}`) : name);
}
