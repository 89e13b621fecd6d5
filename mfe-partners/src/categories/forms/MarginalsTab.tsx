import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { FieldArrayTable, type FieldArrayColumn, type FieldCell } from '@feedhub/ui';
import { newMarginalRow, type CategoryFormOutput, type CategoryFormValues } from './category-form';
import { AmountInput, BrandSelect } from './fields';

/** Props of the marginals tab. */
export interface MarginalsTabProps {
  /** The mapping form. */
  form: UseFormReturn<CategoryFormValues, unknown, CategoryFormOutput>;
  /** The partner's brands (names). */
  brands: string[];
}

/** A column of the marginals table. */
type MarginalColumn = FieldArrayColumn<CategoryFormValues, 'marginals'>;

/** The amount columns of a margin row: field, unit and whether the server requires it. */
const AMOUNTS = [
  { field: 'priceFrom', unit: '€', required: true },
  { field: 'priceTo', unit: '€', required: false },
  { field: 'marginal', unit: '%', required: true },
  { field: 'marginalEt', unit: '%', required: false },
  { field: 'prepaymentPercent', unit: '%', required: false },
] as const;
/** A field of a margin row that holds an amount. */
type AmountField = (typeof AMOUNTS)[number]['field'];

/**
 * The margins of the category (SPEC §3 Marginal; permission partnerCategory.marginals): rows of brand
 * (empty: every brand) and price range with the margin, the Estonian margin and the prepayment.
 */
export function MarginalsTab({ form, brands }: MarginalsTabProps) {
  const { t } = useTranslation('categories');
  const cell = (column: string, i: number) => t('marginals.cell', { column, n: i + 1 });
  const brandColumn: MarginalColumn = {
    field: 'brand',
    header: t('marginals.brand'),
    render: ({ name, error, index }) => (
      <BrandSelect
        control={form.control}
        name={name}
        brands={brands}
        ariaLabel={cell(t('marginals.brand'), index)}
        placeholder={t('marginals.allBrands')}
        error={error}
      />
    ),
  };
  const amountColumns = AMOUNTS.map(
    (a): MarginalColumn => ({
      field: a.field,
      header: t(`marginals.${a.field}`),
      width: 104,
      required: a.required,
      // One column per amount field: the cell is typed for any of them (AmountInput takes any path).
      render: ({ name, error, index }: FieldCell<CategoryFormValues, 'marginals', AmountField>) => (
        <AmountInput
          control={form.control}
          name={name}
          ariaLabel={cell(t(`marginals.${a.field}`), index)}
          unit={a.unit}
          error={error}
        />
      ),
    }),
  );
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('marginals.help')}
      </Text>
      <FieldArrayTable
        control={form.control}
        name="marginals"
        label={t('modal.tabs.marginals')}
        columns={[brandColumn, ...amountColumns]}
        emptyText={t('marginals.none')}
        addLabel={t('marginals.add')}
        newRow={newMarginalRow}
        focusField="priceFrom"
        removeLabel={(_row, i) => t('marginals.delete', { n: i + 1 })}
      />
    </Stack>
  );
}
