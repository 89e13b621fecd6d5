import type { ReactNode } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Title, an Add button and the table of a settings list screen. */
export function ListPage({ title, onAdd, children }: { title: string; onAdd(): void; children: ReactNode }) {
  const { t } = useTranslation('ui');
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{title}</Title>
        <Button onClick={onAdd}>{t('common.add')}</Button>
      </Group>
      {children}
    </Stack>
  );
}
