import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  ICECAT_FACTOR_ATTRIBUTE_TYPES,
  IcecatFeatureMapSaveSchema,
  isPimSelectType,
  type FieldErrors,
  type IcecatFeatureMapRow,
  type PimAttributeOptionRow,
} from '@feedhub/contracts';
import { Controller, ModalForm, fieldError, useContractForm } from '@feedhub/ui';
import {
  PimAttributeSelect,
  type PimAttributeChoice,
} from '../components/PimAttributeSelect/PimAttributeSelect';
import { OptionMapRows } from './OptionMapRows';

/** What the form hands over: the parsed save body. */
export type IcecatFeatureFormOutput = z.output<typeof IcecatFeatureMapSaveSchema>;

const NUMERIC_TYPES: readonly string[] = ICECAT_FACTOR_ATTRIBUTE_TYPES;

/** Whether a unit factor applies to an attribute of this type (the server's rule, one list in contracts). */
export const takesUnitFactor = (type: string | null | undefined) => NUMERIC_TYPES.includes(type ?? '');

/** Props of the Icecat feature form. */
export interface IcecatFeatureFormProps {
  /** The mapping being edited; absent when adding. */
  row?: IcecatFeatureMapRow;
  /** The chosen PIM attribute (the page keeps it: it fetches the attribute's options). */
  attribute: PimAttributeChoice | null;
  /** An attribute was chosen or cleared. */
  onAttributeChange(attribute: PimAttributeChoice | null): void;
  /** The text typed in the attribute autocomplete. */
  attributeSearch: string;
  /** Typed there. */
  onAttributeSearchChange(text: string): void;
  /** Attributes the server found for that text. */
  attributeMatches: PimAttributeChoice[] | undefined;
  /** The server is searching. */
  searching: boolean;
  /** Options of the chosen select attribute; undefined while they load. */
  pimOptions: PimAttributeOptionRow[] | undefined;
  /** Saving. */
  saving: boolean;
  /** Field messages of the last failed save. */
  serverErrors?: FieldErrors;
  /** Save with valid values. */
  onSubmit(values: IcecatFeatureFormOutput): void;
  /** Cancel. */
  onCancel(): void;
}

/**
 * Add/edit modal of an Icecat feature mapping: the feature id and name, the PIM attribute
 * (autocomplete), the unit factor for numeric attributes and the option mappings for select ones;
 * the server's messages under their fields (options.{i}.option under its row).
 */
export function IcecatFeatureForm(props: IcecatFeatureFormProps) {
  const { row, attribute } = props;
  const { t } = useTranslation('ui');
  const form = useContractForm(IcecatFeatureMapSaveSchema, {
    defaultValues: {
      id: row?.id,
      featureId: row ? String(row.featureId) : '',
      featureName: row?.featureName ?? '',
      pimAttributeCode: row?.pimAttributeCode ?? '',
      unitFactor: row?.unitFactor ?? '',
      options: row?.options ?? [],
    },
    serverErrors: props.serverErrors,
  });
  const { errors } = form.formState;
  const numeric = takesUnitFactor(attribute?.type);
  const select = isPimSelectType(attribute?.type ?? '');

  // What does not apply to the chosen attribute is not sent (the server refuses it).
  const submit = form.handleSubmit((values) =>
    props.onSubmit({
      ...values,
      unitFactor: numeric ? values.unitFactor || null : null,
      options: select ? values.options : [],
    }),
  );

  return (
    <ModalForm
      opened
      title={row ? t('icecatFeatures.editTitle') : t('icecatFeatures.addTitle')}
      onSubmit={submit}
      onCancel={props.onCancel}
      saving={props.saving}
      error={errors.root?.server?.message}
    >
      <TextInput
        label={t('icecatFeatures.featureId')}
        inputMode="numeric"
        required
        data-autofocus
        {...form.register('featureId')}
        error={fieldError(errors.featureId)}
      />
      <TextInput
        label={t('icecatFeatures.featureName')}
        description={t('icecatFeatures.featureNameHelp')}
        inputWrapperOrder={['label', 'input', 'error', 'description']}
        {...form.register('featureName')}
        error={fieldError(errors.featureName)}
      />
      <Controller
        control={form.control}
        name="pimAttributeCode"
        render={({ field }) => (
          <PimAttributeSelect
            value={attribute}
            onChange={(next) => {
              field.onChange(next?.code ?? '');
              props.onAttributeChange(next);
            }}
            onBlur={field.onBlur}
            search={props.attributeSearch}
            onSearchChange={props.onAttributeSearchChange}
            matches={props.attributeMatches}
            searching={props.searching}
            error={fieldError(errors.pimAttributeCode)}
          />
        )}
      />
      {numeric && (
        <TextInput
          label={t('icecatFeatures.unitFactor')}
          description={t('icecatFeatures.unitFactorHelp')}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          inputMode="decimal"
          placeholder="0.001"
          {...form.register('unitFactor')}
          error={fieldError(errors.unitFactor)}
        />
      )}
      {select && (
        <OptionMapRows
          control={form.control}
          register={form.register}
          errors={errors}
          pimOptions={props.pimOptions}
        />
      )}
    </ModalForm>
  );
}
