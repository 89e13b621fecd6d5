import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { JOB_STATUSES, type HeldJob, type PartnerJob } from '@feedhub/contracts';
import { ApiError, DESKTOP_PAGE_SIZES, FALLBACK_POLL_MS, type PagedSection } from '@feedhub/api-client';
import { ErrorPanel, JobLogModal, LiveStatus, PageHeader, confirm, confirmDelete } from '@feedhub/ui';
import { AddPartnerJob } from '../components/AddPartnerJob/AddPartnerJob';
import { HeldDiffModal } from '../components/HeldDiffModal/HeldDiffModal';
import { PartnerDesktopFilter } from '../components/PartnerDesktopFilter/PartnerDesktopFilter';
import { PartnerJobTables } from '../components/PartnerJobsTable/PartnerJobsTable';
import {
  useAddPartnerJob,
  useDecideHeldJob,
  useDeletePartnerJob,
  useHeldJob,
  useLiveJobLog,
  useLivePartnerDesktop,
  usePartnerJobDesktop,
  usePartnerJobLog,
  usePartnerOptions,
  usePartnerTasks,
  type HeldDecision,
} from '../queries';
import { usePartnerDesktopSearch } from '../urls';

/**
 * /partners/desktop (SPEC §2 Partner desktop): the partner filter (in the URL), the add-job control
 * for the searched partner's tasks, the job tables (error and done paged on the server; "Needs
 * review" only while an import is held) kept live by the job events (polling while the stream is
 * down), a job's log and a held import's diff with Apply and Discard (both in the URL too, so a
 * reload reopens them).
 */
export function PartnerDesktopPage() {
  const { t } = useTranslation('partners');
  const { search, setPartner, setPage, setPerPage, openLog, closeLog, openHeld, closeHeld } =
    usePartnerDesktopSearch();
  const partners = usePartnerOptions();
  const tasks = usePartnerTasks(search.partnerId);
  const live = useLivePartnerDesktop(search.partnerId);
  const desktop = usePartnerJobDesktop(search, live.refetchInterval);
  const add = useAddPartnerJob();
  const remove = useDeletePartnerJob();
  const held = useHeldJob(search.held);
  const decide = useDecideHeldJob();

  // The open log's job, when the desktop lists it: its log follows the job while it runs or waits.
  const logJob = JOB_STATUSES.flatMap((status) => desktop.data?.[status] ?? []).find(
    (j) => j.id === search.log,
  );
  const logLive = useLiveJobLog(search.log);
  const jobLive = logJob !== undefined && (logJob.status === 'running' || logJob.status === 'pending');
  const log = usePartnerJobLog(search.log, jobLive && logLive.refetchInterval);

  const askDelete = async (job: PartnerJob) => {
    if (await confirmDelete()) remove.mutate(job.id);
  };
  // Apply or Discard: asked first (saying what happens), then sent; the diff closes once it is decided,
  // or refused as no longer decidable (409: someone else decided, or a job of the task waits).
  const askDecide = async (job: HeldJob, decision: HeldDecision) => {
    const partner = job.partnerName ?? `#${job.partnerId}`;
    const yes = await confirm({
      title: t(`held.${decision}Title`),
      text: t(`held.${decision}Text`, { partner }),
      // Both cannot be taken back: the confirm's red button (SPEC §8).
      confirmLabel: t(`held.${decision}`),
    });
    if (!yes) return;
    decide.mutate(
      { id: job.jobId, decision },
      {
        onSuccess: closeHeld,
        onError: (error) => {
          if (error instanceof ApiError && (error.status === 409 || error.status === 404)) closeHeld();
        },
      },
    );
  };
  const pagingOf = (section: PagedSection) => ({
    page: section === 'error' ? search.errorPage : search.donePage,
    perPage: search.perPage,
    pageSizes: DESKTOP_PAGE_SIZES,
    onPageChange: (n: number) => setPage(section, n),
    onPerPageChange: setPerPage,
  });

  return (
    <Stack>
      <PageHeader
        title={t('desktop.title')}
        actions={
          <Group gap="md" wrap="nowrap">
            <LiveStatus status={live.status} pollMs={FALLBACK_POLL_MS} />
            <AddPartnerJob
              tasks={search.partnerId ? tasks.data : undefined}
              loading={tasks.isLoading}
              adding={add.isPending}
              onAdd={(taskId) => add.mutate(taskId)}
            />
          </Group>
        }
      />
      <PartnerDesktopFilter partners={partners.data} partnerId={search.partnerId} onSearch={setPartner} />
      {desktop.isError && !desktop.data ? (
        <ErrorPanel message={desktop.error.message} onRetry={() => void desktop.refetch()} />
      ) : (
        <PartnerJobTables
          desktop={desktop.data}
          loading={desktop.isLoading}
          paging={{ error: pagingOf('error'), done: pagingOf('done') }}
          busy={remove.isPending}
          onView={(job) => openLog(job.id)}
          onDelete={(job) => void askDelete(job)}
          onReview={(job) => openHeld(job.id)}
        />
      )}
      <HeldDiffModal
        jobId={search.held}
        held={held.data}
        loading={held.isLoading}
        error={held.isError && !held.data ? held.error.message : undefined}
        onRetry={() => void held.refetch()}
        deciding={decide.isPending ? decide.variables.decision : undefined}
        onApply={(job) => void askDecide(job, 'apply')}
        onDiscard={(job) => void askDecide(job, 'discard')}
        onClose={closeHeld}
      />
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
