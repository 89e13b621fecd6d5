import { Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { Controller, fieldError, FieldArrayTable, type FieldArrayColumn } from '@feedhub/ui';
import { newChangeRow, type CategoryFormOutput, type CategoryFormValues } from './category-form';
import type { Option } from './GeneralTab';

/** Props of the name-word tab. */
export interface ChangesTabProps {
  /** The mapping form. */
  form: UseFormReturn<CategoryFormValues, unknown, CategoryFormOutput>;
  /** PIM categories (value code, label path). */
  pimCategories: Option[];
}

/**
 * The name-word rules (SPEC §3 Category change; permission partnerCategory.nameWordCategory): a
 * product of this category whose name holds the word goes to the rule's PIM category instead.
 */
export function ChangesTab({ form, pimCategories }: ChangesTabProps) {
  const { t } = useTranslation('categories');
  const cell = (column: string, i: number) => t('marginals.cell', { column, n: i + 1 });
  const columns: FieldArrayColumn<CategoryFormValues, 'changes'>[] = [
    {
      field: 'word',
      header: t('changes.word'),
      width: 240,
      required: true,
      render: ({ name, error, index }) => (
        <TextInput
          size="sm"
          aria-label={cell(t('changes.word'), index)}
          {...form.register(name)}
          error={fieldError(error)}
        />
      ),
    },
    {
      field: 'pimCategory',
      header: t('changes.pimCategory'),
      required: true,
      render: ({ name, error, index }) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <Select
              size="sm"
              aria-label={cell(t('changes.pimCategory'), index)}
              searchable
              limit={100}
              nothingFoundMessage={t('fields.nothingFound')}
              data={pimCategories}
              value={typeof field.value === 'string' && field.value ? field.value : null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(error)}
              openOnFocus={false}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('changes.help')}
      </Text>
      <FieldArrayTable
        control={form.control}
        name="changes"
        label={t('modal.tabs.changes')}
        columns={columns}
        emptyText={t('changes.none')}
        addLabel={t('changes.add')}
        newRow={newChangeRow}
        focusField="word"
        removeLabel={(_row, i) => t('changes.delete', { n: i + 1 })}
      />
    </Stack>
  );
}
