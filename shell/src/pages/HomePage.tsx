import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The home route; its desktop (product search, partner table, error notices) comes with a later issue. */
export function HomePage() {
  const { t } = useTranslation('ui');
  return (
    <Stack>
      <Title order={2}>{t('home.title')}</Title>
      <Text>{t('home.intro')}</Text>
    </Stack>
  );
}
