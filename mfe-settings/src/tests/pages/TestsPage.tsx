import { useState } from 'react';
import { Code, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DATE_FORMAT, dataEnvelope } from '@feedhub/contracts';
import { apiClient } from '@feedhub/api-client';
import { ErrorPanel, FullPageLoader } from '@feedhub/ui';

const Reports = dataEnvelope(
  z.object({
    reports: z.array(z.object({ suite: z.enum(['jest', 'e2e']), url: z.string(), generatedAt: z.string() })),
    command: z.string(),
  }),
);

/** /tests: the latest test report in a frame, or how to make one (SPEC §2 tests). */
export function TestsPage() {
  const { t } = useTranslation('ui');
  const reports = useQuery({
    queryKey: ['test-reports'],
    queryFn: async () => (await apiClient().get('/api/test-reports', Reports)).data,
  });
  const [suite, setSuite] = useState<string | null>(null);
  if (reports.isPending) return <FullPageLoader />;
  if (reports.isError)
    return <ErrorPanel message={t('errors.loadFailed')} onRetry={() => void reports.refetch()} />;
  const { reports: list, command } = reports.data;
  const current = list.find((r) => r.suite === suite) ?? list[0];
  return (
    <Stack>
      <Title order={2}>{t('testsPage.title')}</Title>
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
            {t('testsPage.generatedAt', { date: dayjs(current.generatedAt).format(`${DATE_FORMAT} HH:mm`) })}
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
