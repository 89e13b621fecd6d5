import { Stack, Text } from '@mantine/core';
import type { JobSummary } from '@feedhub/contracts';
import { useTaskLabel } from '@feedhub/ui';

/** A job's partner with its task under it (each whole on hover); a dash for a job of no partner (an export, a system job). */
export function PartnerAndTask({ job }: { job: Pick<JobSummary, 'partner' | 'task'> }) {
  const taskLabel = useTaskLabel();
  if (!job.partner)
    return (
      <Text size="sm" c="dimmed">
        –
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text size="sm" truncate title={job.partner.name}>
        {job.partner.name}
      </Text>
      {job.task && (
        <Text size="xs" c="dimmed" truncate title={taskLabel(job.task.name)}>
          {taskLabel(job.task.name)}
        </Text>
      )}
    </Stack>
  );
}
