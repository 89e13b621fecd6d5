import type { ReactNode } from 'react';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileText, IconClipboardCheck, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { JOB_STATUSES, type DesktopJob, type JobStatus } from '@feedhub/contracts';
import { DataTable, type Column, type HighlightColor, type Paging } from './DataTable';
import { JobError, JobStatusCell } from './JobCells';
import { ActionsTitle, RowAction } from './RowActions';
import { JOB_STATUS_COLORS, formatDateTime } from './jobs';

/**
 * The job tables of a desktop (SPEC §2 Partner desktop, Export desktop): the jobs of each status in a
 * titled section with its count, a table of id, the desktop's own columns, status, last change, its
 * counters and the log and delete icons, a failed job's error under its row.
 *
 * Texts come from the desktop's i18n namespace (`ns`), all under `desktop.`: `sections.{status}`,
 * `columns.{id,status,updatedAt,error}`, `count` (plural), `stopping`, `stoppingHelp`, `attempt`,
 * `progress`, `view` and `delete` (`{{id}}`); a desktop that reviews held runs adds `heldHelp` and
 * `review` (`{{id}}`). Every desktop writes the same keys, so they read alike.
 */

/** A desktop's jobs by status (running, pending and held whole, a page of error and done with their totals). */
export interface JobDesktop<J> {
  running: J[];
  pending: J[];
  /** Imports the guard held for review (always empty on desktops of other kinds). */
  held: J[];
  error: J[];
  done: J[];
  /** Error jobs over all pages. */
  errorTotal: number;
  /** Done jobs over all pages. */
  doneTotal: number;
}

/** What a row's icons do. */
export interface JobTableActions<J> {
  /** Open the job's log. */
  onView(job: J): void;
  /** Delete a running or pending job (the page asks first). */
  onDelete(job: J): void;
  /** Open a held job's diff (its Apply and Discard); held rows have no Review icon without it. */
  onReview?(job: J): void;
  /** A delete is running: the delete icons wait. */
  busy?: boolean;
}

/** What a desktop adds to the shared table: its namespace, its columns and its row tints. */
export interface JobTableLook<J> {
  /** The i18n namespace of the desktop's `desktop.*` texts. */
  ns: string;
  /** Columns between the id and the status (the partner desktop's partner, task, method). */
  lead?: Column<J>[];
  /** Columns after the last change (the counters: see counterColumns). */
  tail?: Column<J>[];
  /** What a running job shows under its badge (a progress bar). */
  progress?: (job: J) => ReactNode;
  /** A highlighted row's tint (the export desktop: jobs with errors); none when absent. */
  highlight?: (job: J, status: JobStatus) => boolean | HighlightColor;
}

/** Props of one status table. */
export interface JobTableProps<J extends DesktopJob> extends JobTableActions<J>, JobTableLook<J> {
  /** The status whose jobs these are (the section's title and colour). */
  status: JobStatus;
  /** Its jobs (undefined before the first load). */
  rows: J[] | undefined;
  /** First load: skeleton rows. */
  loading?: boolean;
  /** Jobs of this status over all pages (the count beside the title); the rows' count when absent. */
  total?: number;
  /** Server paging (the error and done tables); none for running and pending, which come whole. */
  paging?: Paging;
}

/** Statuses whose jobs can be deleted (SPEC §4: the client deletes only running or pending jobs). */
export const DELETABLE_JOB_STATUSES: readonly JobStatus[] = ['running', 'pending'];

/** The jobs of one status: a titled section with its count over a table (see the module's doc). */
export function JobTable<J extends DesktopJob>({
  status,
  rows,
  loading,
  total,
  paging,
  onView,
  onDelete,
  onReview,
  busy,
  ns,
  lead = [],
  tail = [],
  progress,
  highlight,
}: JobTableProps<J>) {
  const { t } = useTranslation(ns);
  const title = t(`desktop.sections.${status}`);
  const columns: Column<J>[] = [
    { key: 'id', title: t('desktop.columns.id'), width: 60, align: 'right', render: (j) => j.id },
    ...lead,
    {
      key: 'status',
      title: t('desktop.columns.status'),
      width: 120,
      render: (j) => <JobStatusCell job={j} ns={ns} progress={progress} />,
    },
    {
      key: 'updatedAt',
      title: t('desktop.columns.updatedAt'),
      width: 140,
      render: (j) => formatDateTime(j.updatedAt),
    },
    ...tail,
    {
      key: 'actions',
      title: <ActionsTitle />,
      width: 100,
      align: 'right',
      render: (j) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          {j.status === 'held' && onReview && (
            <RowAction
              label={t('desktop.review', { id: j.id })}
              icon={<IconClipboardCheck size={18} stroke={1.6} />}
              color={JOB_STATUS_COLORS.held}
              onClick={() => onReview(j)}
            />
          )}
          <RowAction
            label={t('desktop.view', { id: j.id })}
            icon={<IconFileText size={18} stroke={1.6} />}
            onClick={() => onView(j)}
          />
          {DELETABLE_JOB_STATUSES.includes(j.status) && (
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
    },
  ];
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
      {status === 'held' && (
        <Text size="sm" c="dimmed" data-testid="held-help">
          {t('desktop.heldHelp')}
        </Text>
      )}
      <DataTable<J>
        label={title}
        rows={rows}
        loading={loading}
        rowKey={(j) => j.id}
        emptyHeight={80}
        paging={paging}
        highlight={highlight && ((j) => highlight(j, status))}
        rowAttributes={(j) => {
          const tint = highlight?.(j, status);
          // A tinted row says its tint (tests, and a look at the page's markup).
          return {
            'data-job': j.id,
            'data-status': j.status,
            ...(tint ? { 'data-tint': String(tint) } : {}),
          };
        }}
        columns={columns}
        rowDetails={(j) =>
          j.status === 'error' && j.error ? (
            <JobError text={j.error} label={t('desktop.columns.error')} />
          ) : null
        }
      />
    </Stack>
  );
}

/** The statuses whose tables page on the server (the finished jobs); running, pending and held come whole. */
export type PagedJobStatus = 'error' | 'done';
const TOTALS: Record<PagedJobStatus, 'errorTotal' | 'doneTotal'> = { error: 'errorTotal', done: 'doneTotal' };
const isPaged = (status: JobStatus): status is PagedJobStatus => status in TOTALS;

/** Props of the tables of a desktop. */
export interface JobTablesProps<J extends DesktopJob> extends JobTableActions<J>, JobTableLook<J> {
  /** The desktop (undefined before the first load). */
  desktop: JobDesktop<J> | undefined;
  /** First load. */
  loading?: boolean;
  /** Paging of the error and done tables (their page, the shared page size and the callbacks). */
  paging?: Record<PagedJobStatus, Omit<Paging, 'total'>>;
}

/**
 * The tables of a desktop, in SPEC's order: running, pending, then "Needs review" (held imports,
 * only when there are some: most days there are none), error (paged), done (paged).
 */
export function JobTables<J extends DesktopJob>({ desktop, loading, paging, ...rest }: JobTablesProps<J>) {
  return (
    <Stack gap="lg">
      {JOB_STATUSES.map((status) => {
        if (status === 'held' && !desktop?.held.length) return null;
        const total = isPaged(status) ? desktop?.[TOTALS[status]] : undefined;
        const pages = isPaged(status) ? paging?.[status] : undefined;
        return (
          <JobTable<J>
            key={status}
            status={status}
            rows={desktop?.[status]}
            loading={loading}
            total={total}
            paging={pages && { ...pages, total: total ?? 0 }}
            {...rest}
          />
        );
      })}
    </Stack>
  );
}
