import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors, PartnerListRow } from '@feedhub/contracts';
import { Controller, fieldError, useContractForm } from '@feedhub/ui';
import { ExportTestSearchSchema, type ExportTestSearch } from '../../urls';

/** Props of the export test's lookup. */
export interface ExportTestFormProps {
  /** The lookup searched now (the URL's): the form starts from it. */
  values: ExportTestSearch;
  /** Partners to choose from (undefined while they load). */
  partners: PartnerListRow[] | undefined;
  /** The user may not list partners: the autocomplete says so (the product ID still finds a product). */
  partnersUnavailable?: boolean;
  /** The server's messages of the last lookup (422), under their fields. */
  serverErrors?: FieldErrors;
  /** The lookup runs: spinner on Search. */
  searching?: boolean;
  /** Search pressed (or Enter): the keys typed, trimmed, empty ones left out. */
  onSearch(values: ExportTestSearch): void;
}

/**
 * The export test's lookup (SPEC §2 Export test): a partner autocomplete (by name, any case,
 * anywhere in it), SKU, code and product ID, and Search. The server says what is missing (SPEC §5:
 * partner, sku, code, id carry its messages), shown under the fields; a field's message goes as soon
 * as it changes.
 */
export function ExportTestForm({
  values,
  partners,
  partnersUnavailable,
  serverErrors,
  searching,
  onSearch,
}: ExportTestFormProps) {
  const { t } = useTranslation('export');
  const form = useContractForm(ExportTestSearchSchema, {
    defaultValues: {
      partner: values.partner ?? '',
      sku: values.sku ?? '',
      code: values.code ?? '',
      id: values.id ?? '',
    },
    serverErrors,
  });
  const { errors } = form.formState;
  const text = (name: 'sku' | 'code' | 'id', width: number) => (
    <TextInput
      size="sm"
      w={width}
      label={t(`test.form.${name}`)}
      {...form.register(name)}
      error={fieldError(errors[name])}
    />
  );
  return (
    <form role="search" aria-label={t('test.form.label')} onSubmit={form.handleSubmit(onSearch)} noValidate>
      <Stack gap={6}>
        <Group gap="sm" align="flex-start">
          <Controller
            control={form.control}
            name="partner"
            render={({ field }) => (
              <Select
                size="sm"
                w={300}
                label={t('test.form.partner')}
                placeholder={
                  partnersUnavailable ? t('test.form.partnerUnavailable') : t('test.form.partnerPlaceholder')
                }
                description={partnersUnavailable ? t('test.form.partnerUnavailableHelp') : undefined}
                inputWrapperOrder={['label', 'input', 'error', 'description']}
                data={(partners ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
                value={field.value ? String(field.value) : null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                searchable
                clearable
                nothingFoundMessage={partners ? t('test.form.noPartners') : undefined}
                disabled={!partners}
                error={fieldError(errors.partner)}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          {text('sku', 200)}
          {text('code', 200)}
          {text('id', 140)}
          {/* Level with the inputs under their labels, whatever messages the fields show. */}
          <Button
            type="submit"
            size="sm"
            mt={25}
            variant="default"
            leftSection={<IconSearch size={16} />}
            loading={searching}
          >
            {t('test.form.search')}
          </Button>
        </Group>
        {errors.root?.server?.message && (
          <Text size="sm" c="red" role="alert">
            {errors.root.server.message}
          </Text>
        )}
      </Stack>
    </form>
  );
}
