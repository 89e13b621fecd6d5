import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@feedhub/ui';
import { MAINTENANCE_PATHS, useMaintenance } from '../queries';

/** One maintenance action: its button (spinner while every service answers) and what it does. */
function Action({ action }: { action: keyof typeof MAINTENANCE_PATHS }) {
  const { t } = useTranslation('ui');
  const run = useMaintenance(action);
  return (
    <Group justify="space-between" wrap="nowrap" py="sm" px="md">
      <Text size="sm" c="dimmed">
        {t(`desktop.${action}Help`)}
      </Text>
      <Button variant="light" w={200} loading={run.isPending} onClick={() => run.mutate()}>
        {t(`desktop.${action}`)}
      </Button>
    </Group>
  );
}

/** /settings/desktop: Clear cache, Queue restart and Migrate (SPEC §2, §9). */
export function SettingsDesktopPage() {
  const { t } = useTranslation('ui');
  return (
    <Stack>
      <PageHeader title={t('desktop.title')} />
      <Paper withBorder radius="sm">
        <Stack gap={0}>
          <Action action="clearCache" />
          <Action action="queueRestart" />
          <Action action="migrate" />
        </Stack>
      </Paper>
    </Stack>
  );
}
