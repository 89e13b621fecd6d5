import type { ReactNode } from 'react';
import { Group, Stack, Title } from '@mantine/core';

/** Props of PageHeader. */
export interface PageHeaderProps {
  /** Page title. */
  title: string;
  /** The primary action (one filled button) and secondary ones, shown on the right. */
  actions?: ReactNode;
  /** Breadcrumbs above the title (partner pages). */
  breadcrumbs?: ReactNode;
}

/**
 * The header row of every screen (UI.md page anatomy): title left, actions right. A long title (a
 * partner's 255-character name, spaces or not) wraps onto at most two lines and is cut after them,
 * the whole of it on hover; the title takes no more than its text's width, and the actions keep
 * theirs and stay in view.
 */
export function PageHeader({ title, actions, breadcrumbs }: PageHeaderProps) {
  return (
    <Stack gap={4}>
      {breadcrumbs}
      <Group justify="space-between" align="center" wrap="nowrap" mih={36}>
        <Title
          order={2}
          lineClamp={2}
          title={title}
          style={{ flex: '0 1 auto', minWidth: 0, overflowWrap: 'anywhere' }}
          data-testid="page-title"
        >
          {title}
        </Title>
        {actions && (
          <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
            {actions}
          </Group>
        )}
      </Group>
    </Stack>
  );
}
