import { useMemo } from 'react';
import { ActionIcon, Group, Select, Stack, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import type { PriceRuleOption } from '@feedhub/pricing';
import { Controller, fieldError, useFieldArray, useWatch } from '@feedhub/ui';
import { AddRowButton, DeleteRowButton, EmptyTableRow } from '../../partners/forms/row-controls';
import { newRuleRow, type PriceFormulaFormOutput, type PriceFormulaFormValues } from './price-formula-form';

/** The modal's form. */
type FormulaForm = UseFormReturn<PriceFormulaFormValues, unknown, PriceFormulaFormOutput>;

/** Props of the rule rows. */
export interface RuleRowsProps {
  /** The formula form. */
  form: FormulaForm;
  /** The rule catalogue in the user's language. */
  options: PriceRuleOption[];
}

/** The select's options grouped by rule type (formula, round), with a stored id the catalogue lost. */
function useRuleData(options: PriceRuleOption[], values: readonly string[]) {
  const { t } = useTranslation('priceFormulas');
  return useMemo(() => {
    const group = (type: PriceRuleOption['type']) => ({
      group: t(`rules.types.${type}`),
      items: options.filter((o) => o.type === type).map((o) => ({ value: o.id, label: o.name })),
    });
    const known = new Set<string>(options.map((o) => o.id));
    const lost = [...new Set(values.filter((id) => id && !known.has(id)))];
    return [
      group('formula'),
      group('round'),
      ...(lost.length
        ? [
            {
              group: t('rules.types.unknown'),
              items: lost.map((id) => ({ value: id, label: t('rules.unknown', { id }) })),
            },
          ]
        : []),
    ];
  }, [options, values, t]);
}

/**
 * The formula's rules (SPEC §2 Price formula modal): per row a rule select grouped into formulas and
 * rounding, a help icon with the rule's description, the rule's input label and box (only for rules
 * that take an input), and delete; Add rule under them. Messages go under their row's field
 * (`rule.N.ruleId`, `rule.N.input`), the list's own (`rule`) under the list.
 */
export function RuleRows({ form, options }: RuleRowsProps) {
  const { t } = useTranslation('priceFormulas');
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'rule', keyName: 'key' });
  const rows = useWatch({ control: form.control, name: 'rule' });
  const data = useRuleData(
    options,
    (rows ?? []).map((row) => row.ruleId),
  );
  const byId = useMemo(() => new Map(options.map((o) => [o.id as string, o])), [options]);
  const errors = form.formState.errors.rule;
  const listMessage = typeof errors?.message === 'string' ? errors.message : undefined;

  return (
    <Stack gap="xs">
      <Stack gap={0}>
        <Title order={5}>{t('rules.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('rules.help')}
        </Text>
      </Stack>
      <Table
        withTableBorder
        verticalSpacing={6}
        horizontalSpacing="xs"
        layout="fixed"
        aria-label={t('rules.title')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={44}>{t('rules.number')}</Table.Th>
            <Table.Th>{t('rules.rule')}</Table.Th>
            <Table.Th w={270}>{t('rules.input')}</Table.Th>
            <Table.Th w={44} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.length === 0 && <EmptyTableRow colSpan={4} text={t('rules.none')} />}
          {fields.map((row, i) => {
            const n = i + 1;
            const chosen = byId.get(rows?.[i]?.ruleId ?? '');
            const rowErrors = errors?.[i];
            return (
              <Table.Tr key={row.key} style={{ verticalAlign: 'top' }} data-rule-row={n}>
                <Table.Td>
                  <Text size="sm" pt={6} ta="center">
                    {n}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" align="flex-start">
                    <Controller
                      control={form.control}
                      name={`rule.${i}.ruleId`}
                      render={({ field }) => (
                        <Select
                          size="sm"
                          style={{ flex: 1 }}
                          aria-label={t('rules.ruleOf', { n })}
                          // The longest names (et) may not fit the box: hovering shows the whole name.
                          title={chosen?.name}
                          placeholder={t('rules.chooseRule')}
                          data={data}
                          searchable
                          nothingFoundMessage={t('rules.nothingFound')}
                          maxDropdownHeight={320}
                          // Tabbing through the rows (or Add rule's focus) does not drop the list open.
                          openOnFocus={false}
                          value={field.value || null}
                          onChange={(value) => {
                            field.onChange(value ?? '');
                            // Another rule: the old input means nothing to it.
                            form.setValue(`rule.${i}.input`, '');
                          }}
                          onBlur={field.onBlur}
                          ref={field.ref}
                          error={fieldError(rowErrors?.ruleId)}
                          comboboxProps={{ withinPortal: true }}
                        />
                      )}
                    />
                    <Tooltip
                      label={chosen?.description ?? t('rules.aboutNone')}
                      multiline
                      w={320}
                      withArrow
                      events={{ hover: true, focus: true, touch: true }}
                    >
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        mt={4}
                        aria-label={t('rules.about', { n })}
                        aria-description={chosen?.description}
                      >
                        <IconInfoCircle size={18} stroke={1.6} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
                <Table.Td>
                  {chosen?.hasInput ? (
                    <Group gap="xs" wrap="nowrap" align="flex-start">
                      <Text size="sm" pt={6} style={{ flex: 1 }} data-testid="input-label">
                        {chosen.inputLabel}
                      </Text>
                      <Controller
                        control={form.control}
                        name={`rule.${i}.input`}
                        render={({ field }) => (
                          <TextInput
                            size="sm"
                            w={130}
                            aria-label={t('rules.inputOf', { label: chosen.inputLabel, n })}
                            value={field.value}
                            onChange={(event) => field.onChange(event.currentTarget.value)}
                            onBlur={field.onBlur}
                            ref={field.ref}
                            name={field.name}
                            inputMode="decimal"
                            autoComplete="off"
                            error={fieldError(rowErrors?.input)}
                          />
                        )}
                      />
                    </Group>
                  ) : (
                    <Stack gap={2} pt={6}>
                      <Text size="sm" c="dimmed">
                        {chosen ? t('rules.noInput') : ''}
                      </Text>
                      {rowErrors?.input?.message && (
                        <Text size="xs" c="red" role="alert">
                          {rowErrors.input.message}
                        </Text>
                      )}
                    </Stack>
                  )}
                </Table.Td>
                <Table.Td>
                  <DeleteRowButton label={t('rules.delete', { n })} onClick={() => remove(i)} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {listMessage && (
        <Text c="red" size="xs" role="alert">
          {listMessage}
        </Text>
      )}
      <AddRowButton
        label={t('rules.add')}
        onClick={() => append(newRuleRow(), { focusName: `rule.${fields.length}.ruleId` })}
      />
    </Stack>
  );
}
