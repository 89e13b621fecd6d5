import { Badge, Group, Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconClipboardCheck, IconFileText, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PAGER_SIBLINGS, type ErrorNotice, type ListPage } from '@feedhub/contracts';
import { ErrorPanel, RowAction, formatDateTime, numberFormat } from '@feedhub/ui';

/** Props of the error notices column. */
export interface ErrorNoticesProps {
  /** The page of notices (undefined before the first load). */
  notices: ListPage<ErrorNotice> | undefined;
  /** Notices a page. */
  perPage: number;
  /** Current page (1-based). */
  page: number;
  /** Page changed. */
  onPageChange(page: number): void;
  /** First load. */
  loading?: boolean;
  /** The load failed: the inline alert with Retry. */
  error?: boolean;
  /** Retry after a failed load. */
  onRetry?(): void;
  /** The user may open a partner job's log (partnerDesktop). */
  canViewLog: boolean;
  /** The user may dismiss notices (can_dismiss_errors). */
  canDismiss: boolean;
  /** Open the log of an import notice's job. */
  onViewLog(jobId: number): void;
  /** Open the review of a held run (its partner desktop with the diff open). */
  onReview(notice: ErrorNotice): void;
  /** Dismiss a notice (the page asks first). */
  onDismiss(notice: ErrorNotice): void;
  /** A dismiss runs: the delete icons wait. */
  dismissing?: boolean;
}

/** One notice: when, which partner, the message, and its log and delete icons. */
function Notice({
  notice,
  ...props
}: { notice: ErrorNotice } & Pick<
  ErrorNoticesProps,
  'canViewLog' | 'canDismiss' | 'onViewLog' | 'onReview' | 'onDismiss' | 'dismissing'
>) {
  const { t } = useTranslation('ui');
  const jobId = notice.context.job_id;
  const log = props.canViewLog && notice.type === 'import' && jobId !== null;
  // The same permission opens the partner desktop, where a held run is reviewed.
  const review = log && notice.review === true && notice.context.partner_id !== null;
  return (
    <Paper withBorder radius="sm" px="sm" py={6} data-notice={notice.id} component="li">
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            {formatDateTime(notice.createdAt)}
            {notice.partnerName ? ` · ${notice.partnerName}` : ''}
          </Text>
          <Text size="sm" lineClamp={3} title={notice.message} style={{ overflowWrap: 'anywhere' }}>
            {notice.message}
          </Text>
        </Stack>
        <Group gap={2} wrap="nowrap">
          {review && (
            <RowAction
              label={t('home.notices.review', { id: jobId })}
              icon={<IconClipboardCheck size={18} stroke={1.6} />}
              color="orange"
              onClick={() => props.onReview(notice)}
            />
          )}
          {log && (
            <RowAction
              label={t('home.notices.viewLog', { id: jobId })}
              icon={<IconFileText size={18} stroke={1.6} />}
              onClick={() => props.onViewLog(jobId)}
            />
          )}
          {props.canDismiss && (
            <RowAction
              label={t('home.notices.dismiss')}
              icon={<IconTrash size={18} stroke={1.6} />}
              color="red"
              disabled={props.dismissing}
              onClick={() => props.onDismiss(notice)}
            />
          )}
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * The right-hand column of the home desktop (SPEC §2): error notices, newest first, each with its
 * date and message (and partner); the log of an import notice's job and a delete that asks first,
 * each only for users who may; a pager when there are more than a page.
 */
export function ErrorNotices({
  notices,
  perPage,
  page,
  onPageChange,
  loading,
  error,
  onRetry,
  ...props
}: ErrorNoticesProps) {
  const { t, i18n } = useTranslation('ui');
  const number = numberFormat(i18n.language);
  const total = notices?.total ?? 0;
  const pages = Math.ceil(total / perPage);
  return (
    <Stack gap="xs" component="section" aria-label={t('home.notices.title')}>
      <Group gap="xs">
        <Title order={4}>{t('home.notices.title')}</Title>
        {notices && (
          <Badge
            color={total ? 'red' : 'gray'}
            variant="light"
            radius="sm"
            tt="none"
            data-testid="notice-count"
          >
            {number.format(total)}
          </Badge>
        )}
      </Group>
      {error && !notices ? (
        <ErrorPanel message={t('errors.loadFailed')} onRetry={onRetry} />
      ) : loading && !notices ? (
        <Stack gap="xs" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={56} radius="sm" />
          ))}
        </Stack>
      ) : notices?.rows.length ? (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {notices.rows.map((notice) => (
            <Notice key={notice.id} notice={notice} {...props} />
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('home.notices.none')}
        </Text>
      )}
      {pages > 1 && (
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {t('table.range', {
              from: number.format((page - 1) * perPage + 1),
              to: number.format(Math.min(total, page * perPage)),
              total: number.format(total),
            })}
          </Text>
          <Pagination
            size="sm"
            total={pages}
            value={page}
            onChange={onPageChange}
            siblings={PAGER_SIBLINGS}
            getControlProps={(control) => ({ 'aria-label': t(`table.${control}Page`) })}
          />
        </Group>
      )}
    </Stack>
  );
}
