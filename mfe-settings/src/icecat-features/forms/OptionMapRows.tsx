import { ActionIcon, Button, Group, Select, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Control, FieldErrors as FormErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import type { IcecatFeatureMapSaveSchema, PimAttributeOptionRow } from '@feedhub/contracts';
import { Controller, fieldError, useFieldArray } from '@feedhub/ui';

/** The form's values (the save schema's input). */
type FormValues = z.input<typeof IcecatFeatureMapSaveSchema>;

/** Props of the option rows. */
export interface OptionMapRowsProps {
  /** The feature form's control. */
  control: Control<FormValues, unknown, z.output<typeof IcecatFeatureMapSaveSchema>>;
  /** Its register. */
  register: UseFormRegister<FormValues>;
  /** Its errors. */
  errors: FormErrors<FormValues>;
  /** The chosen attribute's options; undefined while they load. */
  pimOptions: PimAttributeOptionRow[] | undefined;
}

/**
 * The option mappings of a select attribute (a field array of the form): each Icecat value and the
 * PIM option it becomes, a remove icon per row and Add a value; messages under their fields.
 */
export function OptionMapRows({ control, register, errors, pimOptions }: OptionMapRowsProps) {
  const { t } = useTranslation('ui');
  const { fields, append, remove } = useFieldArray({ control, name: 'options' });
  const choices = (pimOptions ?? []).map((o) => ({ value: o.code, label: `${o.name} (${o.code})` }));
  const listError = fieldError(errors.options?.root ?? (errors.options as { message?: string } | undefined));
  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={500}>
          {t('icecatFeatures.optionsTitle')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('icecatFeatures.optionsHelp')}
        </Text>
      </div>
      {listError && (
        <Text size="xs" c="red" role="alert">
          {listError}
        </Text>
      )}
      <Table
        withTableBorder
        striped
        verticalSpacing={4}
        horizontalSpacing="xs"
        layout="fixed"
        aria-label={t('icecatFeatures.optionsTitle')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('icecatFeatures.icecatValue')}</Table.Th>
            <Table.Th w="50%">{t('icecatFeatures.pimOption')}</Table.Th>
            <Table.Th w={44} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={3}>
                <Text size="sm" c="dimmed" ta="center" py={4}>
                  {t('icecatFeatures.noOptionRows')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {fields.map((field, index) => {
            const n = index + 1;
            const rowErrors = errors.options?.[index];
            return (
              <Table.Tr key={field.id} style={{ verticalAlign: 'top' }}>
                <Table.Td>
                  <TextInput
                    size="xs"
                    aria-label={t('icecatFeatures.icecatValueOf', { n })}
                    {...register(`options.${index}.value`)}
                    error={fieldError(rowErrors?.value)}
                  />
                </Table.Td>
                <Table.Td>
                  <Controller
                    control={control}
                    name={`options.${index}.option`}
                    render={({ field: option }) => (
                      <Select
                        size="xs"
                        aria-label={t('icecatFeatures.pimOptionOf', { n })}
                        placeholder={
                          pimOptions
                            ? t('icecatFeatures.choosePimOption')
                            : t('icecatFeatures.loadingOptions')
                        }
                        data={
                          // An option the PIM no longer offers stays visible (the server says what is wrong).
                          option.value && !choices.some((c) => c.value === option.value)
                            ? [...choices, { value: option.value, label: option.value }]
                            : choices
                        }
                        value={option.value || null}
                        onChange={(code) => option.onChange(code ?? '')}
                        onBlur={option.onBlur}
                        ref={option.ref}
                        searchable
                        nothingFoundMessage={t('icecatFeatures.noPimOptions')}
                        error={fieldError(rowErrors?.option)}
                        comboboxProps={{ withinPortal: true }}
                      />
                    )}
                  />
                </Table.Td>
                <Table.Td>
                  <Tooltip label={t('icecatFeatures.removeOption', { n })} withArrow openDelay={300}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('icecatFeatures.removeOption', { n })}
                      onClick={() => remove(index)}
                    >
                      <IconTrash size={16} stroke={1.6} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Group>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPlus size={14} />}
          onClick={() => append({ value: '', option: '' })}
        >
          {t('icecatFeatures.addOption')}
        </Button>
      </Group>
    </Stack>
  );
}
