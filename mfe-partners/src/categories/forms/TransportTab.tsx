import { Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { Controller, fieldError } from '@feedhub/ui';
import type { CategoryFormOutput, CategoryFormValues } from './category-form';
import { AmountInput } from './fields';

/** The countries a category can be switched off in, with their form fields. */
const COUNTRIES = [
  { field: 'disabledEe', label: 'EE' },
  { field: 'disabledFi', label: 'FI' },
  { field: 'disabledLv', label: 'LV' },
] as const;

/** The transport tab (SPEC §2 transport fare): delivery time, the fare added to the price, countries switched off. */
export function TransportTab({
  form,
}: {
  form: UseFormReturn<CategoryFormValues, unknown, CategoryFormOutput>;
}) {
  const { t } = useTranslation('categories');
  const { control } = form;
  const errors = form.formState.errors;
  return (
    <Stack gap="md">
      <SimpleGrid cols={2} spacing="md">
        <AmountInput
          control={control}
          name="deliveryTime"
          label={t('fields.deliveryTime')}
          description={t('fields.deliveryTimeHelp')}
          integer
          error={errors.deliveryTime}
        />
        <AmountInput
          control={control}
          name="transportAddToPrice"
          label={t('fields.transportAddToPrice')}
          description={t('fields.transportAddToPriceHelp')}
          unit="€"
          error={errors.transportAddToPrice}
        />
      </SimpleGrid>
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t('fields.disabledIn')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('fields.disabledInHelp')}
        </Text>
        <Group gap="xl">
          {COUNTRIES.map((country) => (
            <Controller
              key={country.field}
              control={control}
              name={country.field}
              render={({ field }) => (
                <Checkbox
                  label={t(`fields.countries.${country.label}`)}
                  checked={field.value === true}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldError(errors[country.field])}
                />
              )}
            />
          ))}
        </Group>
      </Stack>
    </Stack>
  );
}
