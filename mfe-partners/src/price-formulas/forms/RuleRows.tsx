import { useMemo } from 'react';
import { ActionIcon, Group, Select, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import type { PriceRuleOption } from '@feedhub/pricing';
import { Controller, fieldError, FieldArrayTable, useWatch, type FieldArrayColumn } from '@feedhub/ui';
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
  const rows = useWatch({ control: form.control, name: 'rule' });
  const data = useRuleData(
    options,
    (rows ?? []).map((row) => row.ruleId),
  );
  const byId = useMemo(() => new Map(options.map((o) => [o.id as string, o])), [options]);
  /** The rule chosen on a row now (the select's live value). */
  const chosenAt = (i: number) => byId.get(rows?.[i]?.ruleId ?? '');

  const columns: FieldArrayColumn<PriceFormulaFormValues, 'rule'>[] = [
    {
      key: 'number',
      header: t('rules.number'),
      width: 44,
      render: ({ index }) => (
        <Text size="sm" pt={6} ta="center">
          {index + 1}
        </Text>
      ),
    },
    {
      field: 'ruleId',
      header: t('rules.rule'),
      render: ({ name, error, index }) => {
        const n = index + 1;
        const chosen = chosenAt(index);
        return (
          <Group gap={4} wrap="nowrap" align="flex-start">
            <Controller
              control={form.control}
              name={name}
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
                    form.setValue(`rule.${index}.input`, '');
                  }}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldError(error)}
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
        );
      },
    },
    {
      field: 'input',
      header: t('rules.input'),
      width: 270,
      render: ({ name, error, index }) => {
        const chosen = chosenAt(index);
        return chosen?.hasInput ? (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Text size="sm" pt={6} style={{ flex: 1 }} data-testid="input-label">
              {chosen.inputLabel}
            </Text>
            <Controller
              control={form.control}
              name={name}
              render={({ field }) => (
                <TextInput
                  size="sm"
                  w={130}
                  aria-label={t('rules.inputOf', { label: chosen.inputLabel, n: index + 1 })}
                  value={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.value)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  name={field.name}
                  inputMode="decimal"
                  autoComplete="off"
                  error={fieldError(error)}
                />
              )}
            />
          </Group>
        ) : (
          <Stack gap={2} pt={6}>
            <Text size="sm" c="dimmed">
              {chosen ? t('rules.noInput') : ''}
            </Text>
            {error?.message && (
              <Text size="xs" c="red" role="alert">
                {error.message}
              </Text>
            )}
          </Stack>
        );
      },
    },
  ];

  return (
    <Stack gap="xs">
      <Stack gap={0}>
        <Title order={5}>{t('rules.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('rules.help')}
        </Text>
      </Stack>
      <FieldArrayTable
        control={form.control}
        name="rule"
        label={t('rules.title')}
        columns={columns}
        emptyText={t('rules.none')}
        addLabel={t('rules.add')}
        newRow={newRuleRow}
        focusField="ruleId"
        removeLabel={(_row, i) => t('rules.delete', { n: i + 1 })}
        rowAttributes={(_row, i) => ({ 'data-rule-row': i + 1 })}
      />
    </Stack>
  );
}
