import { Anchor, Breadcrumbs, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { FullPageLoader, PageHeader } from '@feedhub/ui';
import { pathTo } from '../../paths';
import { PartnerForm } from '../forms/PartnerForm';
import { savedId, useDefaultTasks } from '../queries';
import { usePartnerFormScreen } from './use-partner-form-screen';

/** /partners/add: the partner form starting with the default tasks; a save opens the new partner's edit page. */
export function PartnerAddPage() {
  const { t } = useTranslation('partners');
  const navigate = useNavigate();
  const defaults = useDefaultTasks(true);
  const { classes, queues, save, preview, serverErrors } = usePartnerFormScreen();
  const list = pathTo('partners');

  return (
    <Stack>
      <PageHeader
        title={t('form.addTitle')}
        breadcrumbs={
          <Breadcrumbs aria-label={t('breadcrumbs.label')} separatorMargin={6}>
            <Anchor component={Link} to={list} size="sm">
              {t('breadcrumbs.partners')}
            </Anchor>
            <Text size="sm" c="dimmed">
              {t('form.addTitle')}
            </Text>
          </Breadcrumbs>
        }
      />
      {defaults.isPending ? (
        <FullPageLoader />
      ) : (
        <PartnerForm
          defaultTasks={defaults.data ?? []}
          classes={classes.data}
          queues={queues.data}
          saving={save.isPending}
          serverErrors={serverErrors}
          onSubmit={(values) =>
            save.mutate(values, {
              onSuccess: (answer) => navigate(pathTo('partnerEdit', { id: savedId(answer) })),
            })
          }
          onCancel={() => navigate(list)}
          onPreview={(request) => preview.mutate(request)}
          previewing={preview.isPending}
          preview={preview.data}
        />
      )}
    </Stack>
  );
}
