import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Full-page spinner while a screen loads. */
export function FullPageLoader() {
  const { t } = useTranslation('ui');
  return (
    <Center mih="50vh" aria-busy="true" aria-label={t('table.loading')}>
      <Loader />
    </Center>
  );
}

/** Props of ErrorPanel. */
export interface ErrorPanelProps {
  /** What went wrong. */
  message: string;
  /** Offered as a Retry button when given. */
  onRetry?: () => void;
}

/** The inline alert of a failed load (UI.md states): the problem and a Retry button. */
export function ErrorPanel({ message, onRetry }: ErrorPanelProps) {
  const { t } = useTranslation('ui');
  return (
    <Alert
      color="red"
      role="alert"
      data-testid="error-panel"
      icon={<IconAlertCircle size={20} stroke={1.8} />}
      styles={{ body: { justifyContent: 'center' } }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button
            size="xs"
            variant="outline"
            color="red"
            leftSection={<IconRefresh size={14} />}
            onClick={onRetry}
          >
            {t('errors.retry')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}

/** A screen whose issue has not been built yet says so plainly (no made-up data). */
export function NotBuiltYet({ title }: { title: string }) {
  const { t } = useTranslation('ui');
  return (
    <Stack data-testid="not-built-yet">
      <Text fw={700} size="xl">
        {title}
      </Text>
      <Text c="dimmed">{t('comingSoon.text')}</Text>
    </Stack>
  );
}
