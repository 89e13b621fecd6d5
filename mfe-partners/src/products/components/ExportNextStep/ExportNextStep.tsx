import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { IconInfoCircle, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Props of ExportNextStep. */
export interface ExportNextStepProps {
  /** The user may start an export job (exportDesktop): the button shows. */
  canStart: boolean;
  /** The export job is being asked for. */
  starting: boolean;
  /** The export job started from here, once the server answered. */
  startedJobId?: number;
  /** Where the export desktop is (a link once the job is queued); absent when the user may not open it. */
  desktopPath?: string;
  /** Start the export job now. */
  onStart(): void;
  /** The user closed the note. */
  onClose(): void;
}

/**
 * What happens after Send to PIM (issue 31): the products wait on the export list until an export job
 * sends them, and none runs on its own; the note offers to start one now, then says it is queued and
 * where to follow it.
 */
export function ExportNextStep({
  canStart,
  starting,
  startedJobId,
  desktopPath,
  onStart,
  onClose,
}: ExportNextStepProps) {
  const { t } = useTranslation('onboarding');
  return (
    <Alert
      variant="light"
      icon={<IconInfoCircle size={20} />}
      title={t('sendNext.title')}
      withCloseButton
      closeButtonLabel={t('sendNext.close')}
      onClose={onClose}
      data-testid="export-next-step"
    >
      {startedJobId !== undefined ? (
        <Group gap="sm">
          <Text size="sm">{t('sendNext.added', { id: startedJobId })}</Text>
          {desktopPath && (
            <Anchor size="sm" component={Link} to={desktopPath}>
              {t('sendNext.follow')}
            </Anchor>
          )}
        </Group>
      ) : (
        <Group gap="sm" justify="space-between" wrap="nowrap">
          <Text size="sm">{t(canStart ? 'sendNext.text' : 'sendNext.textAsk')}</Text>
          {canStart && (
            <Button size="xs" leftSection={<IconSend size={14} />} loading={starting} onClick={onStart}>
              {t('sendNext.start')}
            </Button>
          )}
        </Group>
      )}
    </Alert>
  );
}
