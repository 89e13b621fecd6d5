import { Code, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PartnerPriceRule, PriceFieldOptions } from '@feedhub/contracts';
import { ActionsTitle, DataTable, RowAction } from '@feedhub/ui';

/** Props of the price formulas table. */
export interface PriceFormulasTableProps {
  /** The partner's formulas (undefined before the first load). */
  rows: PartnerPriceRule[] | undefined;
  /** First load. */
  loading?: boolean;
  /** Reloading after a change. */
  fetching?: boolean;
  /** Labels of the price fields (codes alone until they load). */
  fields?: PriceFieldOptions;
  /** Edit a formula. */
  onEdit(rule: PartnerPriceRule): void;
  /** Delete a formula (the page asks first). */
  onDelete(rule: PartnerPriceRule): void;
  /** A delete is running. */
  busy?: boolean;
}

/** A price field as its label with its code beside it. */
function FieldName({ code, label }: { code: string; label?: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{label ?? code}</Text>
      <Code>{code}</Code>
    </Group>
  );
}

/**
 * A partner's price formulas (SPEC §2 Partner price formulas): sort order, PIM price fields and the
 * partner price field (label and code), the steps in plain lines, and edit and delete per row.
 */
export function PriceFormulasTable({
  rows,
  loading,
  fetching,
  fields,
  onEdit,
  onDelete,
  busy,
}: PriceFormulasTableProps) {
  const { t } = useTranslation('priceFormulas');
  // What a row's icons call it: its order and the PIM fields it fills (two formulas may share an order).
  const named = (r: PartnerPriceRule) => ({
    order: r.sortOrder,
    fields: r.pimPriceFields.map((code) => fields?.pim[code] ?? code).join(', '),
  });
  return (
    <DataTable<PartnerPriceRule>
      label={t('table.label')}
      rows={rows}
      loading={loading}
      fetching={fetching}
      rowKey={(r) => r.id}
      rowAttributes={(r) => ({ 'data-sort-order': r.sortOrder })}
      columns={[
        {
          key: 'sortOrder',
          title: t('table.sortOrder'),
          width: 90,
          align: 'right',
          render: (r) => r.sortOrder,
        },
        {
          key: 'pimPriceFields',
          title: t('table.pimPriceFields'),
          width: 230,
          render: (r) => (
            <Stack gap={4}>
              {r.pimPriceFields.map((code) => (
                <FieldName key={code} code={code} label={fields?.pim[code]} />
              ))}
            </Stack>
          ),
        },
        {
          key: 'partnerPriceField',
          title: t('table.partnerPriceField'),
          width: 260,
          render: (r) => (
            <FieldName code={r.partnerPriceField} label={fields?.partner[r.partnerPriceField]} />
          ),
        },
        {
          key: 'steps',
          title: t('table.steps'),
          render: (r) =>
            r.steps.length ? (
              <Stack gap={2}>
                {r.steps.map((line, i) => (
                  <Text key={i} size="sm">
                    {`${i + 1}. ${line}`}
                  </Text>
                ))}
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                {t('table.noSteps')}
              </Text>
            ),
        },
        {
          key: 'actions',
          title: <ActionsTitle />,
          width: 100,
          align: 'right',
          render: (r) => (
            <Group gap={4} wrap="nowrap" justify="flex-end">
              <RowAction
                label={t('table.edit', named(r))}
                icon={<IconPencil size={18} stroke={1.6} />}
                onClick={() => onEdit(r)}
                disabled={busy}
              />
              <RowAction
                label={t('table.delete', named(r))}
                icon={<IconTrash size={18} stroke={1.6} />}
                color="red"
                onClick={() => onDelete(r)}
                disabled={busy}
              />
            </Group>
          ),
        },
      ]}
    />
  );
}
