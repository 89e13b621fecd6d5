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

/** The header row of every screen (UI.md page anatomy): title left, actions right. */
export function PageHeader({ title, actions, breadcrumbs }: PageHeaderProps) {
  return (
    <Stack gap={4}>
      {breadcrumbs}
      <Group justify="space-between" align="center" wrap="nowrap" mih={36}>
        <Title order={2}>{title}</Title>
        {actions && (
          <Group gap="sm" wrap="nowrap">
            {actions}
          </Group>
        )}
      </Group>
    </Stack>
  );
}
