import { ActionIcon, Button, Group, Select, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { Controller, fieldError, useFieldArray } from '@feedhub/ui';
import { newMarginalRow, type CategoryFormOutput, type CategoryFormValues } from './category-form';
import { AmountInput } from './fields';

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
          {fields.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={AMOUNTS.length + 2}>
                <Text c="dimmed" size="sm" ta="center">
                  {t('marginals.none')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
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
                  <Tooltip label={t('marginals.delete', { n: i + 1 })} withArrow openDelay={300}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mt={4}
                      aria-label={t('marginals.delete', { n: i + 1 })}
                      onClick={() => remove(i)}
                    >
                      <IconTrash size={18} stroke={1.6} />
                    </ActionIcon>
                  </Tooltip>
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
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => append(newMarginalRow(), { focusName: `marginals.${fields.length}.priceFrom` })}
        >
          {t('marginals.add')}
        </Button>
      </Group>
    </Stack>
  );
}
