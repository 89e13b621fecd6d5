import { Grid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { JOB_KIND_VIEWERS, type ErrorNotice } from '@feedhub/contracts';
import { ApiError, FALLBACK_POLL_MS } from '@feedhub/api-client';
import { JobLogModal, LiveStatus, PageHeader, confirmDelete, useCan } from '@feedhub/ui';
import { ErrorNotices } from '../components/ErrorNotices/ErrorNotices';
import { PartnerPicker } from '../components/PartnerPicker/PartnerPicker';
import { PartnersDesktopTable } from '../components/PartnersDesktopTable/PartnersDesktopTable';
import { ProductSearch } from '../components/ProductSearch/ProductSearch';
import { pathTo } from '../paths';
import { RunningJobs } from '../components/RunningJobs/RunningJobs';
import {
  NOTICES_PER_PAGE,
  useDismissNotice,
  useErrorNotices,
  useFindProduct,
  useLiveHome,
  usePartnerJobLog,
  usePartnerOptions,
  usePartnersDesktop,
  useRunningJobs,
} from '../queries';
import { useHomeSearch } from '../urls';

/** Permissions that show the running jobs (those GET /api/jobs/running answers to). */
const RUNNING_VIEWERS = ['partnerDesktop', 'exportDesktop', 'horizon'] as const;
/** Permissions that bring job events at all (any kind's viewers). */
const EVENT_VIEWERS = [...new Set(Object.values(JOB_KIND_VIEWERS).flat())];

/** What a failed product search says under its field: the SKU's own message (422), or the server's (404). */
function findError(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.fieldError('sku') ?? error.message;
}

/**
 * / (SPEC §2 Home desktop): the product search by SKU (partnerProducts), the partners desktop with its partner picker (partners), the jobs running
 * now with their progress (partnerDesktop, exportDesktop or horizon), and the error notices on the
 * right (everyone; their job's log with partnerDesktop, delete with can_dismiss_errors). Each part
 * shows only to users who may call its API, so the page never meets a 403; all of it stays live from
 * the job events.
 */
export function HomePage() {
  const { t } = useTranslation('ui');
  const can = useCan();
  const { search, setPartner, setPage, setPerPage, setDir, setNoticePage, openLog, closeLog } =
    useHomeSearch();
  const canPartners = can('partners');
  const canRunning = RUNNING_VIEWERS.some(can);
  const canLogs = can('partnerDesktop');
  const canProducts = can('partnerProducts');
  const navigate = useNavigate();
  const find = useFindProduct();
  const live = useLiveHome(EVENT_VIEWERS.some(can) ? {} : null);

  const partners = usePartnerOptions(canPartners);
  const desktop = usePartnersDesktop(search, canPartners, live.rest);
  const running = useRunningJobs(canRunning, live.running);
  const notices = useErrorNotices(search.notices, live.rest);
  const dismiss = useDismissNotice();
  const log = usePartnerJobLog(canLogs ? search.log : undefined);

  const askDismiss = async (notice: ErrorNotice) => {
    if (await confirmDelete()) dismiss.mutate(notice.id);
  };
  const left = canProducts || canPartners || canRunning;
  const openProduct = (sku: string) =>
    find.mutate(sku, {
      onSuccess: (found) => navigate(pathTo('partnerProduct', { id: found.partnerId, productId: found.id })),
    });

  return (
    <Stack>
      <PageHeader
        title={t('home.title')}
        actions={canRunning ? <LiveStatus status={live.status} pollMs={FALLBACK_POLL_MS} /> : undefined}
      />
      <Grid gap="lg">
        {left && (
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              {canProducts && (
                <Stack gap="xs" component="section" aria-label={t('home.product.title')}>
                  <Title order={4}>{t('home.product.title')}</Title>
                  <ProductSearch
                    onFind={openProduct}
                    finding={find.isPending}
                    error={findError(find.error)}
                    onEdit={() => find.reset()}
                  />
                </Stack>
              )}
              {canRunning && (
                <RunningJobs
                  rows={running.data?.rows}
                  loading={running.isPending}
                  error={running.isError && !running.data}
                  onRetry={() => void running.refetch()}
                  canOpenPartnerDesktop={canLogs}
                />
              )}
              {canPartners && (
                <Stack gap="xs" component="section" aria-label={t('home.partners.title')}>
                  <Title order={4}>{t('home.partners.title')}</Title>
                  <PartnerPicker partners={partners.data} partnerId={search.partner} onSearch={setPartner} />
                  <PartnersDesktopTable
                    links={{ products: can('partnerProducts'), categories: can('partnerCategories') }}
                    rows={desktop.data?.rows}
                    loading={desktop.isPending}
                    fetching={desktop.isFetching && desktop.isPlaceholderData}
                    error={desktop.isError && !desktop.data}
                    onRetry={() => void desktop.refetch()}
                    paging={{
                      total: desktop.data?.total ?? 0,
                      page: search.page,
                      perPage: search.perPage,
                      onPageChange: setPage,
                      onPerPageChange: setPerPage,
                    }}
                    sort={{ field: 'name', direction: search.dir }}
                    onSortChange={(sort) => setDir(sort.direction)}
                  />
                </Stack>
              )}
            </Stack>
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: left ? 4 : 12 }}>
          <ErrorNotices
            notices={notices.data}
            perPage={NOTICES_PER_PAGE}
            page={search.notices}
            onPageChange={setNoticePage}
            loading={notices.isPending}
            error={notices.isError && !notices.data}
            onRetry={() => void notices.refetch()}
            canViewLog={canLogs}
            canDismiss={can('can_dismiss_errors')}
            onViewLog={openLog}
            onReview={(notice) =>
              navigate(
                `/partners/desktop?partnerId=${notice.context.partner_id}&held=${notice.context.job_id}`,
              )
            }
            onDismiss={(notice) => void askDismiss(notice)}
            dismissing={dismiss.isPending}
          />
        </Grid.Col>
      </Grid>
      <JobLogModal
        opened={canLogs && search.log !== undefined}
        title={t('desktop.logTitle', { ns: 'partners', id: search.log })}
        rows={log.data}
        loading={log.isLoading}
        error={log.isError && !log.data}
        onRetry={() => void log.refetch()}
        onClose={closeLog}
      />
    </Stack>
  );
}
