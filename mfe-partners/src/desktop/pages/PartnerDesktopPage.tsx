import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { JOB_STATUSES, type PartnerJob } from '@feedhub/contracts';
import { ErrorPanel, JobLogModal, PageHeader, confirmDelete } from '@feedhub/ui';
import { AddPartnerJob } from '../components/AddPartnerJob/AddPartnerJob';
import { PartnerDesktopFilter } from '../components/PartnerDesktopFilter/PartnerDesktopFilter';
import { PartnerJobTables } from '../components/PartnerJobsTable/PartnerJobsTable';
import {
  useAddPartnerJob,
  useDeletePartnerJob,
  usePartnerJobDesktop,
  usePartnerJobLog,
  usePartnerOptions,
  usePartnerTasks,
} from '../queries';
import { usePartnerDesktopSearch } from '../urls';

/**
 * /partners/desktop (SPEC §2 Partner desktop): the partner filter (in the URL), the add-job control
 * for the searched partner's tasks, the four job tables with live progress, and a job's log (in the
 * URL too, so a reload reopens it).
 */
export function PartnerDesktopPage() {
  const { t } = useTranslation('partners');
  const { search, setPartner, openLog, closeLog } = usePartnerDesktopSearch();
  const partners = usePartnerOptions();
  const tasks = usePartnerTasks(search.partnerId);
  const desktop = usePartnerJobDesktop(search.partnerId);
  const add = useAddPartnerJob();
  const remove = useDeletePartnerJob();

  // The open log's job, when the desktop lists it: its log is fetched again while it runs or waits.
  const logJob = JOB_STATUSES.flatMap((status) => desktop.data?.[status] ?? []).find(
    (j) => j.id === search.log,
  );
  const log = usePartnerJobLog(
    search.log,
    logJob !== undefined && (logJob.status === 'running' || logJob.status === 'pending'),
  );

  const askDelete = async (job: PartnerJob) => {
    if (await confirmDelete()) remove.mutate(job.id);
  };

  return (
    <Stack>
      <PageHeader
        title={t('desktop.title')}
        actions={
          <AddPartnerJob
            tasks={search.partnerId ? tasks.data : undefined}
            loading={tasks.isLoading}
            adding={add.isPending}
            onAdd={(taskId) => add.mutate(taskId)}
          />
        }
      />
      <PartnerDesktopFilter partners={partners.data} partnerId={search.partnerId} onSearch={setPartner} />
      {desktop.isError && !desktop.data ? (
        <ErrorPanel message={desktop.error.message} onRetry={() => void desktop.refetch()} />
      ) : (
        <PartnerJobTables
          desktop={desktop.data}
          loading={desktop.isLoading}
          busy={remove.isPending}
          onView={(job) => openLog(job.id)}
          onDelete={(job) => void askDelete(job)}
        />
      )}
      <JobLogModal
        opened={search.log !== undefined}
        title={t('desktop.logTitle', { id: search.log })}
        rows={log.data}
        loading={log.isLoading}
        error={log.isError && !log.data}
        onRetry={() => void log.refetch()}
        onClose={closeLog}
      />
    </Stack>
  );
}
