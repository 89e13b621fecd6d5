import { Badge, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconFileText, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { JOB_STATUSES, type JobStatus, type PartnerJob, type PartnerJobDesktop } from '@feedhub/contracts';
import {
  ActionsTitle,
  DataTable,
  JOB_STATUS_COLORS,
  JobProgressBar,
  JobStatusBadge,
  RowAction,
  formatDateTime,
  numberFormat,
  type Column,
  type Paging,
} from '@feedhub/ui';

/** What a row's icons do. */
export interface PartnerJobActions {
  /** Open the job's log. */
  onView(job: PartnerJob): void;
  /** Delete a running or pending job (the page asks first). */
  onDelete(job: PartnerJob): void;
  /** A delete is running: the delete icons wait. */
  busy?: boolean;
}

/** Props of one status table. */
export interface PartnerJobsTableProps extends PartnerJobActions {
  /** The status whose jobs these are (the section's title, colour and columns). */
  status: JobStatus;
  /** Its jobs (undefined before the first load). */
  rows: PartnerJob[] | undefined;
  /** First load: skeleton rows. */
  loading?: boolean;
  /** Jobs of this status over all pages (the count beside the title); the rows' count when absent. */
  total?: number;
  /** Server paging (the error and done tables); none for running and pending, which come whole. */
  paging?: Paging;
}

/** Statuses whose jobs can be deleted (SPEC §4: the client deletes only running or pending jobs). */
const DELETABLE: readonly JobStatus[] = ['running', 'pending'];

/** The status cell: the badge, "stopping" after a delete of a running job, the attempt after a retry, the progress bar. */
function StatusCell({ job }: { job: PartnerJob }) {
  const { t, i18n } = useTranslation('partners');
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
      {job.status === 'running' && (
        <JobProgressBar
          done={job.progress.bytesRead}
          total={job.progress.bytesTotal}
          label={t('desktop.progress')}
          locale={i18n.language}
        />
      )}
    </Stack>
  );
}

/** A failed job's error under its row, full width: two lines at most, the whole text on hover. */
function JobError({ text }: { text: string }) {
  const { t } = useTranslation('partners');
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" px="sm" py={6} data-testid="job-error">
      <IconAlertCircle
        size={16}
        stroke={1.8}
        color="var(--mantine-color-red-7)"
        aria-label={t('desktop.columns.error')}
      />
      <Text size="sm" c="red.8" lineClamp={2} title={text} style={{ overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    </Group>
  );
}

const COUNTERS = ['read', 'new', 'changed', 'unchanged', 'skipped'] as const;
/** Widths that fit the longer of the English and Estonian titles. */
const COUNTER_WIDTHS: Record<(typeof COUNTERS)[number], number> = {
  read: 80,
  new: 70,
  changed: 95,
  unchanged: 100,
  skipped: 120,
};

/**
 * The jobs of one status (SPEC §2 Partner desktop): a titled section with its count and a table of
 * id, partner, task, method, status (badge, progress of a running job), last changed, the counters
 * and the log and delete icons; a failed job's error on a full-width line under its row.
 */
export function PartnerJobsTable({
  status,
  rows,
  loading,
  total,
  paging,
  onView,
  onDelete,
  busy,
}: PartnerJobsTableProps) {
  const { t, i18n } = useTranslation('partners');
  const number = numberFormat(i18n.language);
  const title = t(`desktop.sections.${status}`);
  const columns: Column<PartnerJob>[] = [
    { key: 'id', title: t('desktop.columns.id'), width: 60, align: 'right', render: (j) => j.id },
    {
      key: 'partner',
      title: t('desktop.columns.partner'),
      ellipsis: true,
      render: (j) => j.partnerTask.partner.name,
    },
    { key: 'task', title: t('desktop.columns.task'), ellipsis: true, render: (j) => j.partnerTask.name },
    {
      key: 'method',
      title: t('desktop.columns.method'),
      // Room for the longest method name in either language ("Impordi atribuudid").
      width: 165,
      ellipsis: true,
      render: (j) => t(`methods.${j.partnerTask.methodName}`, { defaultValue: j.partnerTask.methodName }),
    },
    { key: 'status', title: t('desktop.columns.status'), width: 120, render: (j) => <StatusCell job={j} /> },
    {
      key: 'updatedAt',
      title: t('desktop.columns.updatedAt'),
      width: 140,
      render: (j) => formatDateTime(j.updatedAt),
    },
    ...COUNTERS.map((counter): Column<PartnerJob> => ({
      key: counter,
      title: t(`desktop.columns.${counter}`),
      width: COUNTER_WIDTHS[counter],
      align: 'right',
      render: (j) => number.format(j.progress[counter]),
    })),
  ];
  columns.push({
    key: 'actions',
    title: <ActionsTitle />,
    width: 100,
    align: 'right',
    render: (j) => (
      <Group gap={4} wrap="nowrap" justify="flex-end">
        <RowAction
          label={t('desktop.view', { id: j.id })}
          icon={<IconFileText size={18} stroke={1.6} />}
          onClick={() => onView(j)}
        />
        {DELETABLE.includes(j.status) && (
          <RowAction
            label={t('desktop.delete', { id: j.id })}
            icon={<IconTrash size={18} stroke={1.6} />}
            color="red"
            disabled={busy || j.stopping}
            onClick={() => onDelete(j)}
          />
        )}
      </Group>
    ),
  });
  return (
    <Stack gap="xs" component="section" aria-label={title} data-section={status}>
      <Group gap="xs">
        <Title order={4}>{title}</Title>
        {rows && (
          <Badge
            color={JOB_STATUS_COLORS[status]}
            variant="light"
            radius="sm"
            tt="none"
            data-testid="section-count"
          >
            {t('desktop.count', { count: total ?? rows.length })}
          </Badge>
        )}
      </Group>
      <DataTable<PartnerJob>
        label={title}
        rows={rows}
        loading={loading}
        rowKey={(j) => j.id}
        emptyHeight={80}
        paging={paging}
        rowAttributes={(j) => ({ 'data-job': j.id, 'data-status': j.status })}
        columns={columns}
        rowDetails={(j) => (j.status === 'error' && j.error ? <JobError text={j.error} /> : null)}
      />
    </Stack>
  );
}

/** Props of the four tables. */
export interface PartnerJobTablesProps extends PartnerJobActions {
  /** The desktop (undefined before the first load). */
  desktop: PartnerJobDesktop | undefined;
  /** First load. */
  loading?: boolean;
  /** Paging of the error and done tables (their page, the shared page size and the callbacks). */
  paging?: Record<PagedStatus, Omit<Paging, 'total'>>;
}

/** The statuses whose tables page on the server (the finished jobs); running and pending come whole. */
export type PagedStatus = 'error' | 'done';
const TOTALS: Record<PagedStatus, 'errorTotal' | 'doneTotal'> = { error: 'errorTotal', done: 'doneTotal' };
const isPaged = (status: JobStatus): status is PagedStatus => status in TOTALS;

/** The four tables of the desktop, in SPEC's order: running, pending, error (paged), done (paged). */
export function PartnerJobTables({ desktop, loading, paging, ...actions }: PartnerJobTablesProps) {
  return (
    <Stack gap="lg">
      {JOB_STATUSES.map((status) => {
        const total = isPaged(status) ? desktop?.[TOTALS[status]] : undefined;
        const pages = isPaged(status) ? paging?.[status] : undefined;
        return (
          <PartnerJobsTable
            key={status}
            status={status}
            rows={desktop?.[status]}
            loading={loading}
            total={total}
            paging={pages && { ...pages, total: total ?? 0 }}
            {...actions}
          />
        );
      })}
    </Stack>
  );
}
