import { Select, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { Controller, fieldError, useFieldArray } from '@feedhub/ui';
import { newMarginalRow, type CategoryFormOutput, type CategoryFormValues } from './category-form';
import { AmountInput } from './fields';
import { AddRowButton, DeleteRowButton, EmptyTableRow } from '../../partners/forms/row-controls';

/** Props of the marginals tab. */
export interface MarginalsTabProps {
  /** The mapping form. */
  form: UseFormReturn<CategoryFormValues, unknown, CategoryFormOutput>;
  /** The partner's brands (names). */
  brands: string[];
}

/** The amount columns of a margin row: field, unit and whether the server requires it. */
const AMOUNTS = [
  { field: 'priceFrom', unit: '€', required: true },
  { field: 'priceTo', unit: '€', required: false },
  { field: 'marginal', unit: '%', required: true },
  { field: 'marginalEt', unit: '%', required: false },
  { field: 'prepaymentPercent', unit: '%', required: false },
] as const;

/**
 * The margins of the category (SPEC §3 Marginal; permission partnerCategory.marginals): rows of brand
 * (empty: every brand) and price range with the margin, the Estonian margin and the prepayment.
 */
export function MarginalsTab({ form, brands }: MarginalsTabProps) {
  const { t } = useTranslation('categories');
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'marginals',
    keyName: 'key',
  });
  const errors = form.formState.errors.marginals;
  const cell = (column: string, i: number) => t('marginals.cell', { column, n: i + 1 });
  const brandData = (value: unknown) =>
    typeof value === 'string' && value && !brands.includes(value) ? [value, ...brands] : brands;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('marginals.help')}
      </Text>
      <Table
        withTableBorder
        verticalSpacing={6}
        horizontalSpacing="xs"
        layout="fixed"
        aria-label={t('modal.tabs.marginals')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('marginals.brand')}</Table.Th>
            {AMOUNTS.map((a) => (
              <Table.Th key={a.field} w={104}>
                {t(`marginals.${a.field}`)}
                {a.required && (
                  <Text span c="red" aria-hidden>
                    {' *'}
                  </Text>
                )}
              </Table.Th>
            ))}
            <Table.Th w={44} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.length === 0 && <EmptyTableRow colSpan={AMOUNTS.length + 2} text={t('marginals.none')} />}
          {fields.map((row, i) => {
            const rowErrors = errors?.[i];
            return (
              <Table.Tr key={row.key} style={{ verticalAlign: 'top' }}>
                <Table.Td>
                  <Controller
                    control={form.control}
                    name={`marginals.${i}.brand`}
                    render={({ field }) => (
                      <Select
                        size="sm"
                        aria-label={cell(t('marginals.brand'), i)}
                        placeholder={t('marginals.allBrands')}
                        searchable
                        clearable
                        nothingFoundMessage={t('fields.nothingFound')}
                        data={brandData(field.value)}
                        value={typeof field.value === 'string' && field.value ? field.value : null}
                        onChange={(value) => field.onChange(value)}
                        onBlur={field.onBlur}
                        ref={field.ref}
                        error={fieldError(rowErrors?.brand)}
                        openOnFocus={false}
                        comboboxProps={{ withinPortal: true }}
                      />
                    )}
                  />
                </Table.Td>
                {AMOUNTS.map((a) => (
                  <Table.Td key={a.field}>
                    <AmountInput
                      control={form.control}
                      name={`marginals.${i}.${a.field}`}
                      ariaLabel={cell(t(`marginals.${a.field}`), i)}
                      unit={a.unit}
                      error={rowErrors?.[a.field]}
                    />
                  </Table.Td>
                ))}
                <Table.Td>
                  <DeleteRowButton label={t('marginals.delete', { n: i + 1 })} onClick={() => remove(i)} />
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
        label={t('marginals.add')}
        onClick={() => append(newMarginalRow(), { focusName: `marginals.${fields.length}.priceFrom` })}
      />
    </Stack>
  );
}
