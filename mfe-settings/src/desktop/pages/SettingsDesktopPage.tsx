import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { syncPimJob } from '@feedhub/contracts';
import { PageHeader } from '@feedhub/ui';
import { MAINTENANCE_PATHS, useMaintenance, useSyncPim } from '../queries';

/** One action: what it does, and its button (spinner while it runs); the answer's message is the toast. */
function Action({ name, run }: { name: string; run: { isPending: boolean; mutate: () => void } }) {
  const { t } = useTranslation('ui');
  return (
    <Group justify="space-between" wrap="nowrap" py="sm" px="md">
      <Text size="sm" c="dimmed">
        {t(`desktop.${name}Help`)}
      </Text>
      <Button variant="light" w={200} loading={run.isPending} onClick={() => run.mutate()}>
        {t(`desktop.${name}`)}
      </Button>
    </Group>
  );
}

/** A maintenance action of every service (GET). */
function Maintenance({ action }: { action: keyof typeof MAINTENANCE_PATHS }) {
  const run = useMaintenance(action);
  return <Action name={action} run={{ isPending: run.isPending, mutate: () => run.mutate() }} />;
}

/** Sync PIM: queues the PIM sync system job (POST). */
function SyncPim() {
  const run = useSyncPim();
  return <Action name={syncPimJob.method} run={{ isPending: run.isPending, mutate: () => run.mutate() }} />;
}

/** /settings/desktop: Clear cache, Queue restart, Sync PIM and Migrate (SPEC §2, §9; DESIGN §5 syncPim). */
export function SettingsDesktopPage() {
  const { t } = useTranslation('ui');
  return (
    <Stack>
      <PageHeader title={t('desktop.title')} />
      <Paper withBorder radius="sm">
        <Stack gap={0}>
          <Maintenance action="clearCache" />
          <Maintenance action="queueRestart" />
          <SyncPim />
          <Maintenance action="migrate" />
        </Stack>
      </Paper>
    </Stack>
  );
}
