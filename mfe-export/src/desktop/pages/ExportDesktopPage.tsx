import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { JOB_STATUSES, type ExportJob } from '@feedhub/contracts';
import { DESKTOP_PAGE_SIZES, FALLBACK_POLL_MS, type PagedSection } from '@feedhub/api-client';
import { ErrorPanel, FullPageLoader, JobLogModal, LiveStatus, PageHeader, confirmDelete } from '@feedhub/ui';
import { ExportJobTables } from '../components/ExportJobTables/ExportJobTables';
import {
  useAddExportJob,
  useDeleteExportJob,
  useExportDesktop,
  useExportJobLog,
  useLiveExportDesktop,
  useLiveExportLog,
} from '../queries';
import { useExportDesktopSearch } from '../urls';

/**
 * /export (SPEC §2 Export desktop): the 'add export job' button, the four job tables (error and done
 * paged on the server) kept live by the job events (polling while the stream is down), a full-page
 * loader while the desktop first loads, and a job's log (in the URL, so a reload reopens it).
 */
export function ExportDesktopPage() {
  const { t } = useTranslation('export');
  const { search, setPage, setPerPage, openLog, closeLog } = useExportDesktopSearch();
  const live = useLiveExportDesktop();
  const desktop = useExportDesktop(search, live.refetchInterval);
  const add = useAddExportJob();
  const remove = useDeleteExportJob();

  // The open log's job, when the desktop lists it: its log follows the job while it runs or waits.
  const jobs = JOB_STATUSES.flatMap((status) => desktop.data?.[status] ?? []);
  const logJob = jobs.find((j) => j.id === search.log);
  const logLive = useLiveExportLog(search.log);
  const jobLive = logJob !== undefined && (logJob.status === 'running' || logJob.status === 'pending');
  const log = useExportJobLog(search.log, jobLive && logLive.refetchInterval);
  const tinted = [...(desktop.data?.running ?? []), ...(desktop.data?.done ?? [])].some((j) => j.hasError);

  const askDelete = async (job: ExportJob) => {
    if (await confirmDelete()) remove.mutate(job.id);
  };
  const pagingOf = (section: PagedSection) => ({
    page: section === 'error' ? search.errorPage : search.donePage,
    perPage: search.perPage,
    pageSizes: DESKTOP_PAGE_SIZES,
    onPageChange: (n: number) => setPage(section, n),
    onPerPageChange: setPerPage,
  });

  const body = () => {
    if (desktop.isPending) return <FullPageLoader />;
    if (desktop.isError && !desktop.data)
      return <ErrorPanel message={desktop.error.message} onRetry={() => void desktop.refetch()} />;
    return (
      <>
        {tinted && (
          <Text size="sm" c="dimmed" data-testid="has-error-help">
            {t('desktop.hasErrorHelp')}
          </Text>
        )}
        <ExportJobTables
          desktop={desktop.data}
          paging={{ error: pagingOf('error'), done: pagingOf('done') }}
          busy={remove.isPending}
          onView={(job) => openLog(job.id)}
          onDelete={(job) => void askDelete(job)}
        />
      </>
    );
  };

  return (
    <Stack>
      <PageHeader
        title={t('desktop.title')}
        actions={
          <Group gap="md" wrap="nowrap">
            <LiveStatus status={live.status} pollMs={FALLBACK_POLL_MS} />
            <Button leftSection={<IconPlus size={16} />} loading={add.isPending} onClick={() => add.mutate()}>
              {t('desktop.add')}
            </Button>
          </Group>
        }
      />
      {body()}
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
