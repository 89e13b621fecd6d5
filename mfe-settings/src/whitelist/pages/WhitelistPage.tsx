import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { admitsEveryAddress, parseIpRange, type WhitelistedIp } from '@feedhub/contracts';
import { fieldErrorsOf, useListScreen } from '@feedhub/api-client';
import { PageHeader, confirm, confirmDelete } from '@feedhub/ui';
import { WhitelistTable } from '../components/WhitelistTable/WhitelistTable';
import { WhitelistForm, type WhitelistFormOutput } from '../forms/WhitelistForm';
import { whitelist } from '../queries';
import { whitelistSearch } from '../urls';

/** /settings/whitelist: IP rules, the add/edit modal (in the URL) and delete (SPEC §2 IP whitelist). */
export function WhitelistPage() {
  const { t } = useTranslation('ui');
  const { url, table, editing } = useListScreen(whitelist, whitelistSearch);
  const save = whitelist.useSave();
  const remove = whitelist.useDelete();
  const { dialog } = url.search;
  const close = () => {
    save.reset(); // Cancel clears the validation messages (SPEC §4)
    url.closeDialog();
  };

  const submit = async (values: WhitelistFormOutput) => {
    // A rule that admits every address switches the whitelist off: say so and ask (DESIGN §3).
    const range = parseIpRange(values.ip);
    const everyone = range !== null && admitsEveryAddress(range);
    if (
      everyone &&
      !(await confirm({
        title: t('whitelist.confirmAllTitle'),
        text: t('whitelist.confirmAllText', { ip: range.canonical }),
        confirmLabel: t('whitelist.confirmAllButton'),
      }))
    )
      return;
    save.mutate({ ...values, confirmAll: everyone || undefined }, { onSuccess: close });
  };
  const askDelete = async (rule: WhitelistedIp) => {
    if (await confirmDelete()) remove.mutate({ id: rule.id });
  };

  return (
    <Stack>
      <PageHeader
        title={t('whitelist.title')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => url.openDialog()}>
            {t('common.add')}
          </Button>
        }
      />
      <WhitelistTable
        {...table}
        onEdit={(rule) => url.openDialog(rule.id)}
        onDelete={(rule) => void askDelete(rule)}
        busy={remove.isPending}
      />
      {(dialog === 'add' || editing) && (
        <WhitelistForm
          key={editing?.id ?? 'add'}
          rule={editing}
          saving={save.isPending}
          serverErrors={fieldErrorsOf(save.error)}
          onSubmit={(values) => void submit(values)}
          onCancel={close}
        />
      )}
    </Stack>
  );
}
