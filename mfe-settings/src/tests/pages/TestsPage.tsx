import { useState } from 'react';
import { Code, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, FullPageLoader, PageHeader, formatDateTime } from '@feedhub/ui';
import { useTestReports } from '../queries';

/** /tests: the latest test report in a frame, or how to make one (SPEC §2 tests). */
export function TestsPage() {
  const { t } = useTranslation('ui');
  const reports = useTestReports();
  const [suite, setSuite] = useState<string | null>(null);
  if (reports.isPending) return <FullPageLoader />;
  if (reports.isError)
    return <ErrorPanel message={t('errors.loadFailed')} onRetry={() => void reports.refetch()} />;
  const { reports: list, command } = reports.data;
  const current = list.find((r) => r.suite === suite) ?? list[0];
  return (
    <Stack>
      <PageHeader title={t('testsPage.title')} />
      {!current ? (
        <>
          <Text>{t('testsPage.none')}</Text>
          <Code block>{command}</Code>
        </>
      ) : (
        <>
          {list.length > 1 && (
            <SegmentedControl
              value={current.suite}
              onChange={setSuite}
              data={list.map((r) => ({ value: r.suite, label: t(`testsPage.suites.${r.suite}`) }))}
            />
          )}
          <Text size="sm" c="dimmed">
            {t(`testsPage.suites.${current.suite}`)} ·{' '}
            {t('testsPage.generatedAt', { date: formatDateTime(current.generatedAt) })}
          </Text>
          <iframe
            title={t('testsPage.title')}
            src={current.url}
            style={{ width: '100%', height: '75vh', border: '1px solid var(--mantine-color-gray-3)' }}
          />
        </>
      )}
    </Stack>
  );
}
