import { Box, Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Where a screen's live updates stand (the job event stream's status). */
export type LiveState = 'connecting' | 'live' | 'down';

/** Props of LiveStatus. */
export interface LiveStatusProps {
  /** The stream's status. */
  status: LiveState;
  /** How often the screen polls while the stream is down (ms). */
  pollMs: number;
}

const DOT: Record<LiveState, string> = {
  live: 'var(--mantine-color-green-6)',
  connecting: 'var(--mantine-color-gray-5)',
  down: 'var(--mantine-color-yellow-6)',
};

/**
 * A discreet line beside a live screen's title (UI.md states): "Live" with a green dot while job
 * events arrive, "Refreshing every 5 s" with a yellow dot while the stream is down and the screen
 * polls, the reason on hover.
 */
export function LiveStatus({ status, pollMs }: LiveStatusProps) {
  const { t } = useTranslation('ui');
  const seconds = Math.round(pollMs / 1000);
  return (
    <Tooltip label={t(`live.${status}Help`, { seconds })} withArrow multiline w={260}>
      <Group gap={6} wrap="nowrap" data-testid="live-status" data-status={status} tabIndex={0}>
        <Box w={8} h={8} style={{ borderRadius: '50%', background: DOT[status], flex: 'none' }} />
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t(`live.${status}`, { seconds })}
        </Text>
      </Group>
    </Tooltip>
  );
}
