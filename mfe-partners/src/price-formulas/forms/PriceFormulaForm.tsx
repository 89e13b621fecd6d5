import { useMemo } from 'react';
import { Checkbox, Group, MultiSelect, NumberInput, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldErrors, PartnerPriceRule, PriceFieldOptions, PriceRulePreview } from '@feedhub/contracts';
import type { PriceRuleOption } from '@feedhub/pricing';
import { Controller, ModalForm, fieldError, useContractForm } from '@feedhub/ui';
import { LivePreview } from './LivePreview';
import {
  PriceFormulaFormSchema,
  priceFormulaValues,
  type PriceFormulaFormOutput,
} from './price-formula-form';
import { RuleRows } from './RuleRows';

/** Props of the price formula form. */
export interface PriceFormulaFormProps {
  /** The formula being edited; absent when adding. */
  rule?: PartnerPriceRule;
  /** The rule catalogue in the user's language. */
  ruleOptions: PriceRuleOption[];
  /** Labels of the PIM and partner price fields. */
  fields: PriceFieldOptions;
  /** The partner's preview products; undefined while they load. */
  preview?: PriceRulePreview;
  /** The preview products could not be loaded. */
  previewFailed?: boolean;
  /** Saving. */
  saving: boolean;
  /** Field messages of the last failed save (422), by path (`rule.1.input`). */
  serverErrors?: FieldErrors;
  /** Save with the choices made. */
  onSubmit(values: PriceFormulaFormOutput): void;
  /** Cancel, Escape or the close button. */
  onCancel(): void;
}

/** The three top fields keep their inputs on one line: each help text goes under its input. */
const HELP_BELOW: ('label' | 'input' | 'error' | 'description')[] = [
  'label',
  'input',
  'error',
  'description',
];

/** Options of a code → label map for a select. */
const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/**
 * The price formula modal (SPEC §2, UI.md: xl): PIM price fields, partner price field, sort order,
 * transport changes, the rules, and the live preview of the formula on the partner's products.
 * Server messages go under their fields, rule rows included.
 */
export function PriceFormulaForm(props: PriceFormulaFormProps) {
  const { rule, fields } = props;
  const { t } = useTranslation('priceFormulas');
  const form = useContractForm(PriceFormulaFormSchema, {
    defaultValues: priceFormulaValues(rule),
    serverErrors: props.serverErrors,
    // Each field is checked when left, not only on Save (a rule input's letters are said at once).
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const pimOptions = useMemo(() => optionsOf(fields.pim), [fields.pim]);
  const partnerOptions = useMemo(() => optionsOf(fields.partner), [fields.partner]);

  return (
    <ModalForm
      opened
      size="xl"
      title={rule ? t('modal.editTitle') : t('modal.addTitle')}
      onSubmit={form.handleSubmit(props.onSubmit)}
      onCancel={props.onCancel}
      saving={props.saving}
      error={errors.root?.server?.message}
    >
      <Stack gap="md">
        <Group grow align="flex-start" wrap="nowrap">
          <Controller
            control={form.control}
            name="pimPriceFields"
            render={({ field }) => (
              <MultiSelect
                size="sm"
                label={t('modal.pimPriceFields')}
                description={t('modal.pimPriceFieldsHelp')}
                inputWrapperOrder={HELP_BELOW}
                placeholder={field.value.length ? undefined : t('modal.choosePimPriceFields')}
                required
                data={pimOptions}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldError(errors.pimPriceFields)}
                data-autofocus
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Controller
            control={form.control}
            name="partnerPriceField"
            render={({ field }) => (
              <Select
                size="sm"
                label={t('modal.partnerPriceField')}
                description={t('modal.partnerPriceFieldHelp')}
                inputWrapperOrder={HELP_BELOW}
                placeholder={t('modal.choosePartnerPriceField')}
                required
                data={partnerOptions}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldError(errors.partnerPriceField)}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Controller
            control={form.control}
            name="sortOrder"
            render={({ field }) => (
              <NumberInput
                size="sm"
                maw={170}
                label={t('modal.sortOrder')}
                description={t('modal.sortOrderHelp')}
                inputWrapperOrder={HELP_BELOW}
                required
                min={1}
                max={9999}
                allowDecimal={false}
                allowNegative={false}
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                error={fieldError(errors.sortOrder)}
              />
            )}
          />
        </Group>
        <Controller
          control={form.control}
          name="useTransportChanges"
          render={({ field }) => (
            <Checkbox
              label={t('modal.useTransportChanges')}
              description={t('modal.useTransportChangesHelp')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(errors.useTransportChanges)}
            />
          )}
        />
        <RuleRows form={form} options={props.ruleOptions} />
        <LivePreview
          control={form.control}
          withVat={rule?.withVat ?? false}
          preview={props.preview}
          failed={props.previewFailed}
          fields={fields}
        />
      </Stack>
    </ModalForm>
  );
}
