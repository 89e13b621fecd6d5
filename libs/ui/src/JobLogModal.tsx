import { Button, Group, Modal, ScrollArea, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JobLogRow, JobLogType } from '@feedhub/contracts';
import { DataTable, type HighlightColor } from './DataTable';
import { formatDateTime } from './jobs';

/** Props of JobLogModal. */
export interface JobLogModalProps {
  /** Shown or not. */
  opened: boolean;
  /** Title (`Partner job log #12`). */
  title: string;
  /** The log lines (undefined before the first load). */
  rows: JobLogRow[] | undefined;
  /** First load. */
  loading?: boolean;
  /** Load failed: the inline alert with Retry. */
  error?: boolean;
  /** Retry after a failed load. */
  onRetry?: () => void;
  /** Close pressed, Escape or the close icon. */
  onClose: () => void;
}

/** The tint of a log line: errors light red, warnings light yellow (UI.md: the badge colour, lightly). */
const TINTS: Partial<Record<JobLogType, HighlightColor>> = { error: 'red', warning: 'yellow' };

/**
 * A job's log (SPEC §2 Job log modals, the export and partner job logs): a table of date and message,
 * error lines highlighted, warnings tinted lightly, a Close button; size lg, the table scrolls when
 * the log is long while the title and Close stay put.
 */
export function JobLogModal({ opened, title, rows, loading, error, onRetry, onClose }: JobLogModalProps) {
  const { t } = useTranslation('ui');
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      <Stack gap="md">
        <ScrollArea.Autosize mah="60vh" type="auto" offsetScrollbars>
          <DataTable<JobLogRow>
            label={title}
            rows={rows}
            loading={loading}
            error={error}
            onRetry={onRetry}
            rowKey={(r) => r.id}
            highlight={(r) => TINTS[r.type] ?? false}
            rowAttributes={(r) => ({ 'data-type': r.type })}
            columns={[
              {
                key: 'createdAt',
                title: t('jobLog.date'),
                width: 160,
                render: (r) => formatDateTime(r.createdAt, { seconds: true }),
              },
              {
                key: 'message',
                title: t('jobLog.message'),
                render: (r) => <span style={{ overflowWrap: 'anywhere' }}>{r.message}</span>,
              },
            ]}
          />
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('jobLog.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
