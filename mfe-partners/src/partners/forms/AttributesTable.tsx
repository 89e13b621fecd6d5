import { Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { PARTNER_ATTRIBUTE_TYPES } from '@feedhub/contracts';
import { Controller, fieldError, FieldArrayTable, type FieldArrayColumn } from '@feedhub/ui';
import { newAttributeRow, type PartnerFormOutput, type PartnerFormValues } from './partner-form';

/** Props of the attributes table of the partner add form. */
export interface AttributesTableProps {
  /** The partner form. */
  form: UseFormReturn<PartnerFormValues, unknown, PartnerFormOutput>;
}

/** Attributes a new partner starts with: code and type per row (SPEC §2 Partner add). */
export function AttributesTable({ form }: AttributesTableProps) {
  const { t } = useTranslation('partners');
  const types = PARTNER_ATTRIBUTE_TYPES.map((type) => ({ value: type, label: t(`attributeTypes.${type}`) }));
  const cell = (column: string, i: number) => t('form.cell', { column, n: i + 1 });
  const columns: FieldArrayColumn<PartnerFormValues, 'attributes'>[] = [
    {
      field: 'code',
      header: t('form.attributeCode'),
      render: ({ name, error, index }) => (
        <TextInput
          size="sm"
          aria-label={cell(t('form.attributeCode'), index)}
          {...form.register(name)}
          error={fieldError(error)}
        />
      ),
    },
    {
      field: 'type',
      header: t('form.attributeType'),
      width: 250,
      render: ({ name, error, index }) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field: f }) => (
            <Select
              size="sm"
              aria-label={cell(t('form.attributeType'), index)}
              data={types}
              value={f.value ?? null}
              allowDeselect={false}
              onChange={(value) => value && f.onChange(value)}
              onBlur={f.onBlur}
              ref={f.ref}
              error={fieldError(error)}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
      ),
    },
  ];
  return (
    <FieldArrayTable
      control={form.control}
      name="attributes"
      label={t('form.attributes')}
      columns={columns}
      emptyText={t('form.noAttributes')}
      addLabel={t('form.addAttribute')}
      newRow={newAttributeRow}
      removeLabel={(row, i) => t('form.deleteAttribute', { code: row.code || i + 1 })}
      removeWidth={50}
    />
  );
}
