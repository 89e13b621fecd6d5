import { useTranslation } from 'react-i18next';
import type { PartnerJob, PartnerJobDesktop } from '@feedhub/contracts';
import {
  JobProgressBar,
  JobTable,
  JobTables,
  counterColumns,
  type Column,
  type JobTableActions,
  type JobTableLook,
  type JobTableProps,
  type JobTablesProps,
  useTaskLabel,
} from '@feedhub/ui';

/** What a row's icons do. */
export type PartnerJobActions = JobTableActions<PartnerJob>;

/** Props of one status table. */
export type PartnerJobsTableProps = Omit<JobTableProps<PartnerJob>, keyof JobTableLook<PartnerJob>>;

/** Props of the desktop's tables. */
export type PartnerJobTablesProps = Omit<
  JobTablesProps<PartnerJob>,
  keyof JobTableLook<PartnerJob> | 'desktop'
> & {
  /** The desktop (undefined before the first load). */
  desktop: PartnerJobDesktop | undefined;
};

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
 * The partner desktop's look of the shared job tables: partner, task and method after the id, the
 * import counters after the last change, and a running job's progress (a percentage when the feed's
 * size is known, else a moving bar).
 */
function usePartnerJobLook(): JobTableLook<PartnerJob> {
  const { t, i18n } = useTranslation('partners');
  const taskLabel = useTaskLabel();
  const lead: Column<PartnerJob>[] = [
    {
      key: 'partner',
      title: t('desktop.columns.partner'),
      ellipsis: true,
      render: (j) => j.partnerTask.partner.name,
    },
    // Task and method wrap rather than cut: the name is what a person looks for in the row.
    { key: 'task', title: t('desktop.columns.task'), render: (j) => taskLabel(j.partnerTask.name) },
    {
      key: 'method',
      title: t('desktop.columns.method'),
      // Room for the longest method name in either language ("Impordi atribuudid").
      width: 165,
      render: (j) => t(`methods.${j.partnerTask.methodName}`, { defaultValue: j.partnerTask.methodName }),
    },
  ];
  const tail = counterColumns<PartnerJob>(
    COUNTERS.map((counter) => ({
      key: counter,
      title: t(`desktop.columns.${counter}`),
      width: COUNTER_WIDTHS[counter],
      value: (j) => j.progress[counter],
    })),
    i18n.language,
  );
  return {
    ns: 'partners',
    lead,
    tail,
    progress: (j) => (
      <JobProgressBar
        done={j.progress.bytesRead}
        total={j.progress.bytesTotal}
        label={t('desktop.progress')}
        locale={i18n.language}
      />
    ),
  };
}

/** The partner jobs of one status (SPEC §2 Partner desktop), in the shared job table. */
export function PartnerJobsTable(props: PartnerJobsTableProps) {
  return <JobTable<PartnerJob> {...props} {...usePartnerJobLook()} />;
}

/**
 * The tables of the partner desktop, in SPEC's order: running, pending, "Needs review" (held imports,
 * only when there are some; each row's Review opens its diff), error (paged), done (paged).
 */
export function PartnerJobTables(props: PartnerJobTablesProps) {
  return <JobTables<PartnerJob> {...props} {...usePartnerJobLook()} />;
}
