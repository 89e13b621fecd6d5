import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Badge,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Tabs,
  TextInput,
  type ComboboxItemGroup,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  isPimSelectType,
  PartnerAttributeSaveSchema,
  type AttributeSuggestion,
  type FieldErrors,
  type PartnerAttribute,
  type PartnerAttributeTypeOptionSchema,
  type PimAttributeOptionRow,
  type PimAttributeRow,
} from '@feedhub/contracts';
import { Controller, ModalForm, fieldError, useContractForm, useWatch } from '@feedhub/ui';
import { MappingHistory } from '../components/MappingHistory/MappingHistory';
import { OptionMappings } from '../components/OptionMappings/OptionMappings';
import {
  AttributeSuggestions,
  unmappedOptionSuggestions,
} from '../components/AttributeSuggestions/AttributeSuggestions';

/** What the modal sends: the save body; `type` only with permission partnerAttributeTypeChange. */
export type AttributeSaveBody = z.input<typeof PartnerAttributeSaveSchema>;
/** A type with its label in the user's language. */
export type AttributeTypeOption = z.infer<typeof PartnerAttributeTypeOptionSchema>;

/** Suggestions shown at most. */
const SUGGESTIONS_SHOWN = 5;

/** Props of the attribute mapping form. */
export interface AttributeMappingFormProps {
  /** The attribute with its options, mapping and history. */
  attribute: PartnerAttribute;
  /** Types with labels; undefined while they load. */
  types: AttributeTypeOption[] | undefined;
  /** The PIM's attributes; undefined while they load. */
  pimAttributes: PimAttributeRow[] | undefined;
  /** Suggested PIM attributes, best first (score, sources, reason, unit, option values). */
  suggestions: AttributeSuggestion[] | undefined;
  /** Options of the chosen select-type PIM attributes, by attribute code. */
  pimOptions: Record<string, PimAttributeOptionRow[]>;
  /** Some of those options are loading. */
  pimOptionsLoading: boolean;
  /** The user holds partnerAttributeTypeChange: the type can be changed (and is sent). */
  canChangeType: boolean;
  /** Saving. */
  saving: boolean;
  /** Field messages of the last failed save. */
  serverErrors?: FieldErrors;
  /** The chosen PIM attributes changed (their options are fetched). */
  onPimAttributesChange(codes: string[]): void;
  /** Save with valid values. */
  onSubmit(body: AttributeSaveBody): void;
  /** Cancel. */
  onCancel(): void;
}

/** The options of a save form: every feed option with its mapping, null when unmapped. */
function optionValues(attribute: PartnerAttribute): Record<string, string | null> {
  return Object.fromEntries(
    attribute.options.map((_, i) => [String(i), attribute.optionMappings[String(i)] ?? null]),
  );
}

/**
 * The attribute mapping modal's form (SPEC §2 Partner attributes): tab general (code and name
 * read-only, the type only with partnerAttributeTypeChange, weight, PIM attributes with the
 * suggestions: score, reason, unit conversion and suggested option mappings that one click applies),
 * tab options (each feed option to a PIM option), and the mapping's history.
 */
export function AttributeMappingForm(props: AttributeMappingFormProps) {
  const { attribute, pimAttributes, pimOptions, canChangeType, serverErrors } = props;
  const { t } = useTranslation('mapping');
  const { t: ts } = useTranslation('suggestions');
  const [optionsApplied, setOptionsApplied] = useState(false);
  const form = useContractForm(PartnerAttributeSaveSchema, {
    defaultValues: {
      id: attribute.id,
      partnerId: attribute.partnerId,
      type: attribute.type,
      weight: attribute.weight,
      pimAttributeCodes: attribute.pimAttributeCodes,
      optionMappings: optionValues(attribute),
    },
    serverErrors,
  });
  const { errors } = form.formState;
  const codes = useWatch({ control: form.control, name: 'pimAttributeCodes' }) ?? [];
  const mappings = useWatch({ control: form.control, name: 'optionMappings' }) ?? {};
  const [tab, setTab] = useState<string | null>('general');

  // The PIM attributes known by code: the PIM's list, and the mapped ones it may no longer hold.
  const known = useMemo(() => {
    const map = new Map<string, { code: string; name: string; type: string }>();
    for (const ref of attribute.pimAttributes) map.set(ref.code, ref);
    for (const row of pimAttributes ?? []) map.set(row.code, row);
    return map;
  }, [attribute.pimAttributes, pimAttributes]);
  const pimAttributeData = useMemo(
    () => [...known.values()].map((a) => ({ value: a.code, label: `${a.name} (${a.code})` })),
    [known],
  );
  const codesKey = codes.join('\n');
  const selectCodes = useMemo(
    () =>
      (codesKey ? codesKey.split('\n') : []).filter((code) => isPimSelectType(known.get(code)?.type ?? '')),
    [codesKey, known],
  );

  const { onPimAttributesChange } = props;
  useEffect(
    () => onPimAttributesChange(codesKey ? codesKey.split('\n') : []),
    [codesKey, onPimAttributesChange],
  );

  // PIM options grouped by their attribute; a code in two attributes shows once; a mapped code no
  // longer offered stays visible (the server says what is wrong with it).
  const choices = useMemo(() => {
    const seen = new Set<string>();
    const groups: ComboboxItemGroup<{ value: string; label: string }>[] = [];
    for (const code of selectCodes) {
      const items: { value: string; label: string }[] = [];
      for (const option of pimOptions[code] ?? []) {
        if (seen.has(option.code)) continue;
        seen.add(option.code);
        items.push({ value: option.code, label: option.name });
      }
      if (items.length) groups.push({ group: known.get(code)?.name ?? code, items });
    }
    const others = [...new Set(Object.values(mappings).filter((v): v is string => Boolean(v)))]
      .filter((v) => !seen.has(v))
      .map((v) => ({ value: v, label: v }));
    if (others.length) groups.push({ group: t('attribute.otherOptions'), items: others });
    return groups;
  }, [selectCodes, pimOptions, known, mappings, t]);

  const optionErrors = (index: number) => fieldError(errors.optionMappings?.[String(index)]);
  const optionErrorCount = attribute.options.filter((_, i) => optionErrors(i)).length;
  const generalErrors = ['type', 'weight', 'pimAttributeCodes'].some((f) => serverErrors?.[f]);
  // A failed save shows the tab that holds its messages.
  useEffect(() => {
    if (!serverErrors) return;
    const keys = Object.keys(serverErrors);
    if (keys.length && keys.every((k) => k.startsWith('optionMappings'))) setTab('options');
    else if (keys.length) setTab('general');
  }, [serverErrors]);

  const mapped = attribute.options.filter((_, i) => mappings[String(i)]).length;
  const suggestions = (props.suggestions ?? []).slice(0, SUGGESTIONS_SHOWN);
  const addCode = (code: string) => {
    if (!codes.includes(code)) form.setValue('pimAttributeCodes', [...codes, code], { shouldDirty: true });
  };
  // The suggested option mappings go to the options not mapped yet (a person's choice stays).
  const applyOptions = (suggestion: AttributeSuggestion) => {
    addCode(suggestion.code);
    for (const option of unmappedOptionSuggestions(suggestion, mappings))
      form.setValue(`optionMappings.${option.index}`, option.optionCode, { shouldDirty: true });
    setOptionsApplied(true);
  };

  const typeData = props.types ?? [{ value: attribute.type, label: attribute.typeTranslated }];
  return (
    <ModalForm
      opened
      title={t('attribute.title', { name: attribute.name || attribute.code })}
      onSubmit={form.handleSubmit((values) => {
        const { type, ...rest } = values;
        props.onSubmit(canChangeType ? { ...rest, type } : rest);
      })}
      onCancel={props.onCancel}
      saving={props.saving}
      error={errors.root?.server?.message}
    >
      <Tabs value={tab} onChange={setTab} keepMounted>
        <Tabs.List>
          <Tabs.Tab value="general" rightSection={generalErrors ? <ErrorDot /> : undefined}>
            {t('attribute.generalTab')}
          </Tabs.Tab>
          <Tabs.Tab
            value="options"
            rightSection={
              optionErrorCount ? (
                <ErrorDot />
              ) : attribute.options.length ? (
                <Badge
                  size="xs"
                  variant="light"
                  color={mapped === attribute.options.length ? 'green' : 'gray'}
                >
                  {t('attributes.optionCount', { mapped, total: attribute.options.length })}
                </Badge>
              ) : undefined
            }
          >
            {t('attribute.optionsTab')}
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="general" pt="md">
          <Stack gap="sm">
            <Group grow align="flex-start">
              <TextInput label={t('attributes.code')} value={attribute.code} readOnly variant="filled" />
              <TextInput label={t('attributes.name')} value={attribute.name} readOnly variant="filled" />
            </Group>
            <Group grow align="flex-start">
              <Controller
                control={form.control}
                name="type"
                render={({ field }) => (
                  <Select
                    label={t('attributes.type')}
                    data={typeData}
                    value={field.value ?? null}
                    onChange={(v) => v && field.onChange(v)}
                    onBlur={field.onBlur}
                    disabled={!canChangeType}
                    description={canChangeType ? undefined : t('attribute.typeLocked')}
                    inputWrapperOrder={['label', 'input', 'error', 'description']}
                    allowDeselect={false}
                    error={fieldError(errors.type)}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="weight"
                render={({ field }) => (
                  <NumberInput
                    label={t('attributes.weight')}
                    required
                    min={0}
                    max={1000}
                    allowDecimal={false}
                    allowNegative={false}
                    value={
                      typeof field.value === 'number' || typeof field.value === 'string' ? field.value : ''
                    }
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldError(errors.weight)}
                  />
                )}
              />
            </Group>
            <Controller
              control={form.control}
              name="pimAttributeCodes"
              render={({ field }) => (
                <MultiSelect
                  label={t('attribute.pimAttributes')}
                  placeholder={codes.length ? undefined : t('attribute.choosePimAttributes')}
                  data={pimAttributeData}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  searchable
                  clearable
                  limit={200}
                  nothingFoundMessage={t('attribute.noPimAttributes')}
                  error={fieldError(errors.pimAttributeCodes)}
                />
              )}
            />
            {suggestions.length > 0 && (
              <AttributeSuggestions
                suggestions={suggestions}
                chosen={codes}
                mappings={mappings}
                onUse={(s) => addCode(s.code)}
                onApplyOptions={applyOptions}
              />
            )}
            {optionsApplied && (
              <Alert color="blue" py="xs" data-testid="options-applied">
                {ts('modal.optionsApplied')}
              </Alert>
            )}
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="options" pt="md">
          <OptionMappings
            options={attribute.options}
            values={mappings}
            choices={choices}
            loading={props.pimOptionsLoading}
            noSelectAttribute={selectCodes.length === 0}
            errorOf={optionErrors}
            onChange={(index, code) => form.setValue(`optionMappings.${index}`, code, { shouldDirty: true })}
          />
        </Tabs.Panel>
      </Tabs>
      <MappingHistory
        entries={attribute.history}
        fieldLabel={(field) => t(`history.fields.${field}`, { defaultValue: field })}
      />
    </ModalForm>
  );
}

/** A red dot on a tab whose fields carry messages. */
function ErrorDot() {
  const { t } = useTranslation('mapping');
  return (
    <Badge size="xs" circle color="red" aria-label={t('attribute.tabHasErrors')}>
      !
    </Badge>
  );
}
