import { useTranslation } from 'react-i18next';
import type { ExportJob, ExportJobDesktop, ExportProgress, JobStatus } from '@feedhub/contracts';
import {
  JobProgressBar,
  JobTable,
  JobTables,
  counterColumns,
  type JobTableLook,
  type JobTableProps,
  type JobTablesProps,
} from '@feedhub/ui';

/** Props of one status table. */
export type ExportJobsTableProps = Omit<JobTableProps<ExportJob>, keyof JobTableLook<ExportJob>>;

/** Props of the desktop's tables. */
export type ExportJobTablesProps = Omit<
  JobTablesProps<ExportJob>,
  keyof JobTableLook<ExportJob> | 'desktop'
> & {
  /** The desktop (undefined before the first load). */
  desktop: ExportJobDesktop | undefined;
};

const COUNTERS: readonly (keyof ExportProgress)[] = ['sent', 'created', 'updated', 'refused', 'skipped'];
/** Widths that fit the longer of the English and Estonian titles ("Tagasi lükatud", "Vahele jäetud"). */
const COUNTER_WIDTHS: Record<keyof ExportProgress, number> = {
  sent: 90,
  created: 85,
  updated: 100,
  refused: 125,
  skipped: 120,
};

/** SPEC §2: rows with errors are highlighted in the running and done tables (the error table is all errors). */
const TINTED: readonly JobStatus[] = ['running', 'done'];

/**
 * The export desktop's look of the shared job tables: the export counters after the last change,
 * live while a job runs; a running job's bar moves (an export does not know its total up front);
 * jobs with errors tinted red in the running and done tables.
 */
function useExportJobLook(): JobTableLook<ExportJob> {
  const { t, i18n } = useTranslation('export');
  return {
    ns: 'export',
    tail: counterColumns<ExportJob>(
      COUNTERS.map((counter) => ({
        key: counter,
        title: t(`desktop.columns.${counter}`),
        width: COUNTER_WIDTHS[counter],
        value: (j) => j.progress[counter],
      })),
      i18n.language,
    ),
    progress: () => (
      <JobProgressBar done={0} total={null} label={t('desktop.progress')} locale={i18n.language} />
    ),
    highlight: (job, status) => (job.hasError && TINTED.includes(status) ? 'red' : false),
  };
}

/** The export jobs of one status (SPEC §2 Export desktop), in the shared job table. */
export function ExportJobsTable(props: ExportJobsTableProps) {
  return <JobTable<ExportJob> {...props} {...useExportJobLook()} />;
}

/**
 * The four tables of the export desktop, in SPEC's order: running, pending, error (paged), done
 * (paged). Exports are never held, so the shared "Needs review" group never shows here.
 */
export function ExportJobTables(props: ExportJobTablesProps) {
  return <JobTables<ExportJob> {...props} {...useExportJobLook()} />;
}
