import { Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PartnerJob } from '@feedhub/contracts';
import { JobStatusBadge, RunningJobProgress } from '@feedhub/ui';

/** Props of ImportJobs. */
export interface ImportJobsProps {
  /** The first import's jobs, in run order (categories, attributes, products). */
  jobs: PartnerJob[];
}

/**
 * The first import's jobs, live: each method with its status badge, and a running one's progress
 * (its share of the feed and its counters), as the desktops show them.
 */
export function ImportJobs({ jobs }: ImportJobsProps) {
  const { t } = useTranslation('onboarding');
  const { t: tp } = useTranslation('partners');
  if (!jobs.length) return null;
  return (
    <Stack gap={4} mt={4} component="ul" p={0} m={0} aria-label={t('steps.imported.jobsLabel')}>
      {jobs.map((job) => (
        <Box component="li" key={job.id} style={{ listStyle: 'none' }} data-job={job.id}>
          <Group gap="xs" wrap="nowrap">
            <Text size="xs" w={150} truncate>
              {tp(`methods.${job.partnerTask.methodName}`)}
            </Text>
            <JobStatusBadge status={job.status} label={job.statusTrans} />
            {job.status === 'running' && (
              <Box w={340}>
                <RunningJobProgress job={{ kind: 'partner', progress: job.progress }} />
              </Box>
            )}
          </Group>
        </Box>
      ))}
    </Stack>
  );
}
