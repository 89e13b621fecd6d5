import { Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { Controller, fieldError, useFieldArray } from '@feedhub/ui';
import { newChangeRow, type CategoryFormOutput, type CategoryFormValues } from './category-form';
import type { Option } from './GeneralTab';
import { AddRowButton, DeleteRowButton, EmptyTableRow } from '../../partners/forms/row-controls';

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
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'changes',
    keyName: 'key',
  });
  const errors = form.formState.errors.changes;
  const cell = (column: string, i: number) => t('marginals.cell', { column, n: i + 1 });
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('changes.help')}
      </Text>
      <Table
        withTableBorder
        verticalSpacing={6}
        horizontalSpacing="xs"
        layout="fixed"
        aria-label={t('modal.tabs.changes')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={240}>
              {t('changes.word')}
              <Text span c="red" aria-hidden>
                {' *'}
              </Text>
            </Table.Th>
            <Table.Th>
              {t('changes.pimCategory')}
              <Text span c="red" aria-hidden>
                {' *'}
              </Text>
            </Table.Th>
            <Table.Th w={44} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.length === 0 && <EmptyTableRow colSpan={3} text={t('changes.none')} />}
          {fields.map((row, i) => {
            const rowErrors = errors?.[i];
            return (
              <Table.Tr key={row.key} style={{ verticalAlign: 'top' }}>
                <Table.Td>
                  <TextInput
                    size="sm"
                    aria-label={cell(t('changes.word'), i)}
                    {...form.register(`changes.${i}.word`)}
                    error={fieldError(rowErrors?.word)}
                  />
                </Table.Td>
                <Table.Td>
                  <Controller
                    control={form.control}
                    name={`changes.${i}.pimCategory`}
                    render={({ field }) => (
                      <Select
                        size="sm"
                        aria-label={cell(t('changes.pimCategory'), i)}
                        searchable
                        limit={100}
                        nothingFoundMessage={t('fields.nothingFound')}
                        data={pimCategories}
                        value={typeof field.value === 'string' && field.value ? field.value : null}
                        onChange={(value) => field.onChange(value ?? '')}
                        onBlur={field.onBlur}
                        ref={field.ref}
                        error={fieldError(rowErrors?.pimCategory)}
                        openOnFocus={false}
                        comboboxProps={{ withinPortal: true }}
                      />
                    )}
                  />
                </Table.Td>
                <Table.Td>
                  <DeleteRowButton label={t('changes.delete', { n: i + 1 })} onClick={() => remove(i)} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {typeof errors?.message === 'string' && errors.message && (
        <Text c="red" size="xs" role="alert">
          {errors.message}
        </Text>
      )}
      <AddRowButton
        label={t('changes.add')}
        onClick={() => append(newChangeRow(), { focusName: `changes.${fields.length}.word` })}
      />
    </Stack>
  );
}
