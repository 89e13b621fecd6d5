import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
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

/** A red panel with the problem and a Retry button. */
export function ErrorPanel({ message, onRetry }: ErrorPanelProps) {
  const { t } = useTranslation('ui');
  return (
    <Alert color="red" role="alert" data-testid="error-panel">
      <Stack gap="sm" align="flex-start">
        <Text>{message}</Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('errors.retry')}
          </Button>
        )}
      </Stack>
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
