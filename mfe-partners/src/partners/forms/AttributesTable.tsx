import { Select, Table, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { PARTNER_ATTRIBUTE_TYPES } from '@feedhub/contracts';
import { Controller, fieldError, useFieldArray } from '@feedhub/ui';
import type { PartnerFormOutput, PartnerFormValues } from './partner-form';
import { AddRowButton, DeleteRowButton, EmptyTableRow } from './row-controls';

/** Props of the attributes table of the partner add form. */
export interface AttributesTableProps {
  /** The partner form. */
  form: UseFormReturn<PartnerFormValues, unknown, PartnerFormOutput>;
}

/** Attributes a new partner starts with: code and type per row (SPEC §2 Partner add). */
export function AttributesTable({ form }: AttributesTableProps) {
  const { t } = useTranslation('partners');
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'attributes',
    keyName: 'key',
  });
  const errors = form.formState.errors.attributes;
  const types = PARTNER_ATTRIBUTE_TYPES.map((type) => ({ value: type, label: t(`attributeTypes.${type}`) }));
  const cell = (column: string, i: number) => t('form.cell', { column, n: i + 1 });
  return (
    <>
      <Table
        withTableBorder
        verticalSpacing={6}
        horizontalSpacing="xs"
        layout="fixed"
        aria-label={t('form.attributes')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('form.attributeCode')}</Table.Th>
            <Table.Th w={250}>{t('form.attributeType')}</Table.Th>
            <Table.Th w={50} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.length === 0 && <EmptyTableRow colSpan={3} text={t('form.noAttributes')} />}
          {fields.map((field, i) => (
            <Table.Tr key={field.key} style={{ verticalAlign: 'top' }}>
              <Table.Td>
                <TextInput
                  size="sm"
                  aria-label={cell(t('form.attributeCode'), i)}
                  {...form.register(`attributes.${i}.code`)}
                  error={fieldError(errors?.[i]?.code)}
                />
              </Table.Td>
              <Table.Td>
                <Controller
                  control={form.control}
                  name={`attributes.${i}.type`}
                  render={({ field: f }) => (
                    <Select
                      size="sm"
                      aria-label={cell(t('form.attributeType'), i)}
                      data={types}
                      value={f.value ?? null}
                      allowDeselect={false}
                      onChange={(value) => value && f.onChange(value)}
                      onBlur={f.onBlur}
                      ref={f.ref}
                      error={fieldError(errors?.[i]?.type)}
                      comboboxProps={{ withinPortal: true }}
                    />
                  )}
                />
              </Table.Td>
              <Table.Td>
                <DeleteRowButton
                  label={t('form.deleteAttribute', { code: field.code || i + 1 })}
                  onClick={() => remove(i)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <AddRowButton label={t('form.addAttribute')} onClick={() => append({ code: '', type: 'text' })} />
    </>
  );
}
