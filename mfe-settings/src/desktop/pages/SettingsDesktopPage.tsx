import { Button, Group, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MaintenanceReplySchema, dataEnvelope } from '@feedhub/contracts';
import { apiClient } from '@feedhub/api-client';
import { toastError, toastSuccess } from '@feedhub/ui';
import { z } from 'zod';

const Answer = dataEnvelope(z.object({ replies: z.array(MaintenanceReplySchema) }));

/** One maintenance button: a loading state while every service answers, then the server's message. */
function ActionButton({ path, label, color }: { path: string; label: string; color?: string }) {
  const action = useMutation({
    mutationFn: () => apiClient().get(path, Answer),
    onSuccess: (answer) => toastSuccess(answer.message ?? ''),
    onError: (error) => toastError(error.message),
  });
  return (
    <Button color={color} loading={action.isPending} onClick={() => action.mutate()}>
      {label}
    </Button>
  );
}

/** /settings/desktop: Clear cache, Queue restart and Migrate (SPEC §2, §9). */
export function SettingsDesktopPage() {
  const { t } = useTranslation('ui');
  return (
    <Stack>
      <Title order={2}>{t('desktop.title')}</Title>
      <Group>
        <ActionButton path="/api/settings/clear-cache" label={t('desktop.clearCache')} />
        <ActionButton path="/api/settings/queue-restart" label={t('desktop.queueRestart')} color="orange" />
        <ActionButton path="/api/settings/migrate" label={t('desktop.migrate')} color="grape" />
      </Group>
    </Stack>
  );
}
