import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Any unknown path (SPEC §2): the number 404 and a page-not-found message. */
export function NotFoundPage() {
  const { t } = useTranslation('ui');
  return (
    <Stack align="center" mt="xl" data-testid="not-found">
      <Title order={1}>{t('errors.notFoundTitle')}</Title>
      <Text size="lg">{t('errors.notFound')}</Text>
      <Anchor component={Link} to="/">
        {t('errors.backHome')}
      </Anchor>
    </Stack>
  );
}
