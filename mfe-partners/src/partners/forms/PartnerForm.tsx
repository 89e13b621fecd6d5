import {
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  NumberInput,
  Paper,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { Control } from 'react-hook-form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PartnerFormSchema,
  type DefaultPartnerTask,
  type FieldErrors,
  type Partner,
  type PartnerClass,
  type PartnerPreviewResult,
  type QueueOption,
} from '@feedhub/contracts';
import { Controller, fieldError, FormActions, useContractForm, useWatch } from '@feedhub/ui';
import { FeedPreview } from '../components/FeedPreview/FeedPreview';
import { AttributesTable } from './AttributesTable';
import { TasksTable } from './TasksTable';
import {
  messagesUnder,
  parsesAsJson,
  partnerFormValues,
  type PartnerFormOutput,
  type PartnerFormValues,
} from './partner-form';

export type { PartnerFormOutput };

/** What the feed preview sends: the form's class and params (and the partner on edit). */
export interface PreviewRequest {
  /** The partner being edited (its stored password stands for the mask). */
  id?: number;
  /** Feed class. */
  className: string;
  /** Params, parsed. */
  params: Record<string, unknown>;
}

/** Props of the partner form. */
export interface PartnerFormProps {
  /** The partner being edited; absent when adding. */
  partner?: Partner;
  /** Tasks a new partner starts with (GET /api/partner-tasks/default-list). */
  defaultTasks?: DefaultPartnerTask[];
  /** Feed classes with their params (GET /api/partners/classes). */
  classes?: PartnerClass[];
  /** Queues (GET /api/partner-tasks/queues). */
  queues?: QueueOption[];
  /** Saving. */
  saving: boolean;
  /** Field messages of the last failed save or preview. */
  serverErrors?: FieldErrors;
  /** Save with valid values. */
  onSubmit(values: PartnerFormOutput): void;
  /** Cancel (edit: reload the partner; add: back to the list). */
  onCancel(): void;
  /** Preview the feed of the form's class and params. */
  onPreview(request: PreviewRequest): void;
  /** A preview is being read. */
  previewing: boolean;
  /** The last preview. */
  preview?: PartnerPreviewResult;
}

/** A titled section of the form. */
function Section({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{title}</Title>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** The chosen class's params with their help (SPEC: each param's help shown for the chosen class). */
function ClassParamsHelp({ info, onUseExample }: { info?: PartnerClass; onUseExample(): void }) {
  const { t } = useTranslation('partners');
  if (!info)
    return (
      <Text c="dimmed" size="sm">
        {t('form.noClass')}
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="class-params-help">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} size="sm">
            {t('form.classParams', { label: info.label })}
          </Text>
          <Text size="xs" c="dimmed">
            {info.description}
          </Text>
        </Stack>
        <Button variant="subtle" size="compact-xs" onClick={onUseExample} style={{ flexShrink: 0 }}>
          {t('form.useExample')}
        </Button>
      </Group>
      <ScrollArea.Autosize mah={340} type="auto" offsetScrollbars>
        <Table verticalSpacing={4} horizontalSpacing="xs" fz="xs" layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={140}>{t('form.param')}</Table.Th>
              <Table.Th>{t('form.paramHelp')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {info.params.map((p) => (
              <Table.Tr key={p.name} style={{ verticalAlign: 'top' }}>
                <Table.Td>
                  <Text ff="monospace" fz="xs" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {p.name}
                  </Text>
                  {p.required && (
                    <Badge size="xs" variant="light" color="gray">
                      {t('form.paramRequired')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text fz="xs">{p.description}</Text>
                  <Text fz="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    {p.type}
                  </Text>
                  {p.example !== null && (
                    <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {t('form.paramExample', { example: p.example })}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
  );
}

/** The import guard's fields: their bounds (PartnerSaveSchema's) and their texts' keys. */
const GUARD_FIELDS = [
  { name: 'guardStockPercent', min: 0, max: 100 },
  { name: 'guardPricePercent', min: 0, max: 100 },
  { name: 'guardPriceFactor', min: 2, max: 1000 },
] as const;

/**
 * The import guard's limits (issue 22): whole numbers, each with what it does, its default and that 0
 * switches a percentage off; out-of-range values are not clamped but said under the field (the
 * form's check or the server's 422), so nothing changes behind the user's back.
 */
function GuardFields({
  control,
  errors,
}: {
  control: Control<PartnerFormValues, unknown, PartnerFormOutput>;
  errors: Partial<Record<(typeof GUARD_FIELDS)[number]['name'], { message?: string }>>;
}) {
  const { t } = useTranslation('partners');
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" verticalSpacing="sm">
      {GUARD_FIELDS.map(({ name, min, max }) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <NumberInput
              label={t(`form.${name}`)}
              description={t(`form.${name}Help`)}
              min={min}
              max={max}
              clampBehavior="none"
              allowDecimal={false}
              value={typeof field.value === 'number' || typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(errors[name])}
            />
          )}
        />
      ))}
    </SimpleGrid>
  );
}

/**
 * The partner add/edit form (a page, SPEC §2): partner fields, the feed class and its params as JSON
 * text with the class's help and a feed preview, the tasks, the import guard's limits and, on add,
 * the attributes. Server messages show under every field (`tasks.{i}.cron`, `params.url`,
 * `guardStockPercent`, …) and go when the field changes.
 */
export function PartnerForm(props: PartnerFormProps) {
  const {
    partner,
    classes,
    queues,
    saving,
    serverErrors,
    onSubmit,
    onCancel,
    onPreview,
    previewing,
    preview,
  } = props;
  const { t } = useTranslation('partners');
  const form = useContractForm(PartnerFormSchema, {
    defaultValues: partnerFormValues(partner, props.defaultTasks),
    serverErrors,
  });
  const { errors } = form.formState;
  const className = useWatch({ control: form.control, name: 'className' });
  const paramsText = useWatch({ control: form.control, name: 'params' });
  const info = classes?.find((c) => c.name === className);

  const invalidJson = () =>
    form.setError('params', { type: 'invalid_json', message: t('invalid_json', { ns: 'errors' }) });
  // A params message while the text does not parse is about the JSON (SPEC §5: error.invalid_json).
  const paramsMessage = errors.params
    ? parsesAsJson(paramsText)
      ? messagesUnder(errors.params).join('\n')
      : t('invalid_json', { ns: 'errors' })
    : undefined;

  const requestPreview = async () => {
    if (!(await form.trigger(['className', 'params']))) return;
    const values = form.getValues();
    if (!parsesAsJson(values.params)) return invalidJson();
    onPreview({
      id: partner?.id,
      className: values.className,
      params: JSON.parse(values.params) as Record<string, unknown>,
    });
  };

  return (
    <form
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      aria-label={partner ? t('form.editTitle') : t('form.addTitle')}
    >
      <Stack gap="md">
        {errors.root?.server?.message && (
          <Alert color="red" role="alert" py="xs">
            {errors.root.server.message}
          </Alert>
        )}
        <Section title={t('form.general')}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput
              label={t('form.name')}
              required
              data-autofocus
              {...form.register('name')}
              error={fieldError(errors.name)}
            />
            <Controller
              control={form.control}
              name="className"
              render={({ field }) => (
                <Select
                  label={t('form.className')}
                  placeholder={t('form.classPlaceholder')}
                  required
                  data={(classes ?? []).map((c) => ({ value: c.name, label: c.label }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldError(errors.className)}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
            <Controller
              control={form.control}
              name="deliveryTime"
              render={({ field }) => (
                <NumberInput
                  label={t('form.deliveryTime')}
                  min={0}
                  max={365}
                  allowDecimal={false}
                  allowNegative={false}
                  value={typeof field.value === 'number' ? field.value : ''}
                  onChange={(value) => field.onChange(value === '' ? null : value)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldError(errors.deliveryTime)}
                />
              )}
            />
            <TextInput
              label={t('form.pimSupplierCode')}
              {...form.register('pimSupplierCode')}
              error={fieldError(errors.pimSupplierCode)}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="isActive"
            render={({ field }) => (
              <Switch
                label={t('form.isActive')}
                description={t('form.isActiveHelp')}
                checked={field.value ?? true}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldError(errors.isActive)}
              />
            )}
          />
        </Section>

        <Section title={t('form.feed')}>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="sm">
                <Textarea
                  label={t('form.params')}
                  description={t('form.paramsHelp')}
                  inputWrapperOrder={['label', 'description', 'input', 'error']}
                  autosize
                  minRows={12}
                  maxRows={28}
                  spellCheck={false}
                  styles={{
                    input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 },
                    error: { whiteSpace: 'pre-line' },
                  }}
                  {...form.register('params', {
                    onBlur: (event: { target: { value: string } }) => {
                      if (!parsesAsJson(event.target.value)) invalidJson();
                    },
                  })}
                  error={paramsMessage}
                />
                <Group>
                  <Button
                    variant="light"
                    leftSection={<IconEye size={16} />}
                    loading={previewing}
                    onClick={() => void requestPreview()}
                  >
                    {t('preview.button')}
                  </Button>
                  <Text size="xs" c="dimmed" style={{ flex: 1 }}>
                    {t('preview.help')}
                  </Text>
                </Group>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <ClassParamsHelp
                info={info}
                onUseExample={() =>
                  info &&
                  form.setValue('params', JSON.stringify(info.example, null, 2), { shouldDirty: true })
                }
              />
            </Grid.Col>
          </Grid>
          {preview && <FeedPreview result={preview} />}
        </Section>

        <Section title={t('form.tasks')}>
          <TasksTable form={form} queues={queues} />
        </Section>

        <Section title={t('form.guard')}>
          <Text size="sm" c="dimmed">
            {t('form.guardHelp')}
          </Text>
          <GuardFields control={form.control} errors={errors} />
        </Section>

        {!partner && (
          <Section title={t('form.attributes')}>
            <Text size="sm" c="dimmed">
              {t('form.attributesHelp')}
            </Text>
            <AttributesTable form={form} />
          </Section>
        )}

        <FormActions onCancel={onCancel} saving={saving} />
      </Stack>
    </form>
  );
}
