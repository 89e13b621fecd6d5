import { useEffect, useMemo, useRef, useState } from 'react';
import { Center, Group, Loader, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldErrors as FormErrors } from 'react-hook-form';
import {
  PartnerCategorySaveSchema,
  type CategorySuggestion,
  type FieldErrors,
  type PartnerAttributeOption,
  type PartnerCategory,
  type PimCategoryRow,
  type PimFamilyOption,
} from '@feedhub/contracts';
import { ModalForm, useContractForm } from '@feedhub/ui';
import {
  FORM_TABS,
  categoryFormValues,
  saveBody,
  tabOfField,
  type CategoryFormOutput,
  type CategoryFormPermissions,
  type CategoryFormValues,
  type FormTab,
} from './category-form';
import { ChangesTab } from './ChangesTab';
import { ErrorDot } from './fields';
import { GeneralTab, type Option } from './GeneralTab';
import { HistoryList } from './HistoryList';
import { MarginalsTab } from './MarginalsTab';
import { TransportTab } from './TransportTab';
import { displayPath } from '../../suggestions/SuggestionParts';

/** Props of the category mapping form. */
export interface CategoryMappingFormProps {
  /** The category with its mapping; undefined while it loads (the modal shows a loader). */
  category?: PartnerCategory;
  /** Every PIM category (the multi-select and the name-word rules). */
  pimCategories?: PimCategoryRow[];
  /** PIM families. */
  families?: PimFamilyOption[];
  /** The partner's brands. */
  brands?: PartnerAttributeOption[];
  /** Suggested PIM categories, best first. */
  suggestions?: CategorySuggestion[];
  /** What the user may see and send beyond the general and transport tabs. */
  can: CategoryFormPermissions;
  /** Saving. */
  saving: boolean;
  /** Field messages of the last failed save (422), by path (`marginals.2.priceTo`). */
  serverErrors?: FieldErrors;
  /** Save with valid values: the body without the keys the user may not send. */
  onSubmit(body: CategoryFormOutput): void;
  /** Cancel, Escape or the close button. */
  onCancel(): void;
}

/** The tabs a user sees, in order. */
function visibleTabs(can: CategoryFormPermissions): FormTab[] {
  return [
    'general',
    'transport',
    ...(can.marginals ? ['marginals' as const] : []),
    ...(can.changes ? ['changes' as const] : []),
  ];
}

/** Whether a tab's fields hold a message. */
function tabHasErrors(tab: FormTab, errors: FormErrors<CategoryFormValues>): boolean {
  return FORM_TABS[tab].some((field) => errors[field] !== undefined);
}

/**
 * The category mapping modal's form (SPEC §2 Category mapping modal, UI.md: xl, one form over its
 * tabs): general, transport, marginals and name-word rules (each of the last two only with its
 * permission), and the mapping's history. A message goes under its field (row fields too) and its tab
 * gets a red dot; after a failed Save the first tab with a message opens.
 */
export function CategoryMappingForm(props: CategoryMappingFormProps) {
  const { category, can, serverErrors } = props;
  const { t } = useTranslation('categories');
  const form = useContractForm(PartnerCategorySaveSchema, {
    defaultValues: categoryFormValues(category, can),
    serverErrors,
  });
  const [tab, setTab] = useState<string>('general');
  const tabs = visibleTabs(can);
  const errors = form.formState.errors;

  // The category arrives after the modal opens: the form starts again from it (not when the form
  // was built from it already: a reset would also drop the messages of a save).
  const { reset } = form;
  const { marginals: canMarginals, changes: canChanges } = can;
  const builtFrom = useRef(category);
  useEffect(() => {
    if (!category || category === builtFrom.current) return;
    builtFrom.current = category;
    reset(categoryFormValues(category, { marginals: canMarginals, changes: canChanges }));
  }, [category, reset, canMarginals, canChanges]);

  // A save's messages: open the first tab holding one unless the open tab holds one.
  useEffect(() => {
    if (!serverErrors) return;
    const withMessages = Object.keys(serverErrors)
      .map(tabOfField)
      .filter((t): t is FormTab => t !== undefined);
    setTab((open) =>
      withMessages.includes(open as FormTab) || !withMessages.length ? open : withMessages[0],
    );
  }, [serverErrors]);

  const pimOptions = useMemo<Option[]>(() => {
    const options = (props.pimCategories ?? []).map((c) => ({ value: c.code, label: c.path }));
    // A code the PIM no longer has still shows (by its code) so it can be removed.
    const known = new Set(options.map((o) => o.value));
    const stored = [
      ...(category?.pimCategoryObject ?? []).map((c) => ({ value: c.code, label: c.path || c.name })),
      ...(category?.changes ?? []).map((c) => ({
        value: c.pimCategory,
        label: c.pimCategoryObject?.path ?? c.pimCategory,
      })),
    ];
    for (const option of stored)
      if (!known.has(option.value)) {
        known.add(option.value);
        options.push(option);
      }
    return options;
  }, [props.pimCategories, category]);
  const brands = useMemo(() => [...new Set((props.brands ?? []).map((b) => b.name))], [props.brands]);

  const submit = form.handleSubmit(
    (values) => props.onSubmit(saveBody(values, can)),
    (invalid) => {
      const first = tabs.find((candidate) => tabHasErrors(candidate, invalid));
      if (first && !tabHasErrors(tab as FormTab, invalid)) setTab(first);
    },
  );

  return (
    <ModalForm
      opened
      size="xl"
      title={category ? t('modal.title', { name: category.name }) : t('modal.loadingTitle')}
      onSubmit={category ? submit : (event) => event.preventDefault()}
      onCancel={props.onCancel}
      saving={props.saving}
      error={errors.root?.server?.message}
    >
      {category ? (
        <Stack gap="md">
          <Group grow align="flex-start">
            <TextInput
              size="sm"
              label={t('fields.name')}
              value={category.name}
              readOnly
              variant="filled"
              description={category.path !== category.name ? displayPath(category.path) : undefined}
              inputWrapperOrder={['label', 'input', 'description']}
            />
            <TextInput size="sm" label={t('fields.code')} value={category.code} readOnly variant="filled" />
          </Group>
          <Tabs value={tab} onChange={(next) => next && setTab(next)}>
            <Tabs.List>
              {tabs.map((name) => (
                <Tabs.Tab
                  key={name}
                  value={name}
                  rightSection={tabHasErrors(name, errors) ? <ErrorDot /> : undefined}
                >
                  {t(`modal.tabs.${name}`)}
                </Tabs.Tab>
              ))}
              <Tabs.Tab value="history">
                {t('modal.tabs.history')}
                {category.history.length > 0 && (
                  <Text span c="dimmed" size="xs" ml={6}>
                    {category.history.length}
                  </Text>
                )}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="general" pt="md" mih={380}>
              <GeneralTab
                form={form}
                pimCategories={pimOptions}
                families={props.families}
                brands={brands}
                suggestions={props.suggestions}
              />
            </Tabs.Panel>
            <Tabs.Panel value="transport" pt="md" mih={380}>
              <TransportTab form={form} />
            </Tabs.Panel>
            {can.marginals && (
              <Tabs.Panel value="marginals" pt="md" mih={380}>
                <MarginalsTab form={form} brands={brands} />
              </Tabs.Panel>
            )}
            {can.changes && (
              <Tabs.Panel value="changes" pt="md" mih={380}>
                <ChangesTab form={form} pimCategories={pimOptions} />
              </Tabs.Panel>
            )}
            <Tabs.Panel value="history" pt="md" mih={380}>
              <HistoryList entries={category.history} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      ) : (
        <Center mih={380} aria-busy="true">
          <Loader aria-label={t('modal.loading')} />
        </Center>
      )}
    </ModalForm>
  );
}
