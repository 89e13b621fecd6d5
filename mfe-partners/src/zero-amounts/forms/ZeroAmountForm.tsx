import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  PartnerZeroAmountSaveSchema,
  type FieldErrors,
  type PartnerAttributeOption,
  type PartnerCategoryRow,
} from '@feedhub/contracts';
import { Controller, fieldError, useContractForm } from '@feedhub/ui';
import { displayPath } from '../../suggestions/SuggestionParts';

/**
 * A select's value must be chosen before the save schema reads it: the save schema coerces an empty
 * value to option 0, which would add a rule for the first brand nobody chose.
 */
const chosen = z.unknown().refine((v) => v !== '' && v !== null && v !== undefined, { message: 'required' });

/** The add form's schema: the save schema, with both selects required first. */
export const ZeroAmountFormSchema = PartnerZeroAmountSaveSchema.extend({
  brand: chosen.pipe(PartnerZeroAmountSaveSchema.shape.brand),
  categoryId: chosen.pipe(PartnerZeroAmountSaveSchema.shape.categoryId),
});
/** What the form hands over: the save body. */
export type ZeroAmountFormOutput = z.output<typeof ZeroAmountFormSchema>;

/** Options a select shows at once (a feed can have thousands of brands and categories). */
const SELECT_LIMIT = 100;

/** Props of the zero amount add form. */
export interface ZeroAmountFormProps {
  /** The partner the rule is for. */
  partnerId: number;
  /** The partner's brand options; undefined while they load. */
  brands: PartnerAttributeOption[] | undefined;
  /** The partner's categories; undefined while they load. */
  categories: PartnerCategoryRow[] | undefined;
  /** Adding. */
  saving: boolean;
  /** Field messages of the last failed add (brand, categoryId). */
  serverErrors?: FieldErrors;
  /** Add with valid values. */
  onSubmit(values: ZeroAmountFormOutput): void;
}

/**
 * The add form under the zero amounts table (SPEC §2): a brand and a category autocomplete (both
 * searchable, the category showing its path) and Add; messages under the fields.
 */
export function ZeroAmountForm({
  partnerId,
  brands,
  categories,
  saving,
  serverErrors,
  onSubmit,
}: ZeroAmountFormProps) {
  const { t } = useTranslation('mapping');
  const form = useContractForm(ZeroAmountFormSchema, {
    defaultValues: { brand: '', categoryId: '', partnerId },
    serverErrors,
  });
  const { errors } = form.formState;
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return (
    <Paper withBorder p="md">
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label={t('zeroAmounts.addTitle')}>
        <Stack gap="sm">
          <Stack gap={2}>
            <Title order={4}>{t('zeroAmounts.addTitle')}</Title>
            <Text size="sm" c="dimmed">
              {t('zeroAmounts.addHelp')}
            </Text>
          </Stack>
          {errors.root?.server?.message && (
            <Text size="sm" c="red" role="alert">
              {errors.root.server.message}
            </Text>
          )}
          <Group align="flex-start" gap="sm">
            <Controller
              control={form.control}
              name="brand"
              render={({ field }) => (
                <Select
                  w={280}
                  label={t('zeroAmounts.brand')}
                  placeholder={brands ? t('zeroAmounts.chooseBrand') : t('zeroAmounts.loading')}
                  data={(brands ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
                  value={text(field.value)}
                  onChange={(v) => field.onChange(v ?? '')}
                  onBlur={field.onBlur}
                  searchable
                  clearable
                  limit={SELECT_LIMIT}
                  nothingFoundMessage={t('zeroAmounts.noBrands')}
                  required
                  error={fieldError(errors.brand)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="categoryId"
              render={({ field }) => (
                <Select
                  style={{ flex: 1 }}
                  miw={320}
                  label={t('zeroAmounts.category')}
                  placeholder={categories ? t('zeroAmounts.chooseCategory') : t('zeroAmounts.loading')}
                  data={(categories ?? []).map((c) => ({
                    value: String(c.id),
                    label: c.path ? displayPath(c.path) : c.name,
                  }))}
                  value={text(field.value)}
                  onChange={(v) => field.onChange(v ?? '')}
                  onBlur={field.onBlur}
                  searchable
                  clearable
                  limit={SELECT_LIMIT}
                  nothingFoundMessage={t('zeroAmounts.noCategories')}
                  required
                  error={fieldError(errors.categoryId)}
                />
              )}
            />
            <Button type="submit" mt={25} loading={saving} leftSection={<IconPlus size={16} />}>
              {t('zeroAmounts.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
