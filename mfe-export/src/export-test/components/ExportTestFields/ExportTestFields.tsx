import type { ReactNode } from 'react';
import { Badge, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ExportStatus, ExportTestResult } from '@feedhub/contracts';
import { FieldRow, FieldTable, formatDateTime } from '@feedhub/ui';
import { PimValuesCode } from '../../../pim/components/PimValuesCode/PimValuesCode';

/** The colour of each export status: exported green (done), waiting blue (on its way), skipped gray (not sent). */
export const EXPORT_STATUS_COLORS: Readonly<Record<ExportStatus, 'green' | 'blue' | 'gray'>> = {
  exported: 'green',
  waiting: 'blue',
  skipped: 'gray',
};

/** Props of the export test's field/value table. */
export interface ExportTestFieldsProps {
  /** The answer. */
  result: ExportTestResult;
}

/** Codes in a row of small badges (a product's categories), or "None". */
function Codes({ codes, none }: { codes: string[]; none: string }) {
  if (!codes.length)
    return (
      <Text size="sm" c="dimmed">
        {none}
      </Text>
    );
  return (
    <Group gap={4}>
      {codes.map((code) => (
        <Badge key={code} variant="default" radius="sm" tt="none" fw={500}>
          {code}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * The export test's answer as a field/value table (SPEC §2 Export test): the product, where it stands
 * with the export (status as a coloured badge with its reason, the warnings as a list) and the payload
 * the export sends, its values pretty printed.
 */
export function ExportTestFields({ result: r }: ExportTestFieldsProps) {
  const { t } = useTranslation('export');
  const yesNo = (value: boolean) => (value ? t('test.yes') : t('test.no'));
  const orNone = (value: string | null, text = t('test.none')) =>
    value ?? (
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    );
  const row = (field: string, value: ReactNode) => (
    <FieldRow label={t(`test.fields.${field}`)}>{value}</FieldRow>
  );
  return (
    <FieldTable label={t('test.fieldsTitle')}>
      {row('productId', r.productId)}
      {row('partner', r.partnerName)}
      {row('sku', orNone(r.sku))}
      {row('code', r.code)}
      {row('name', orNone(r.name))}
      {row(
        'status',
        <Stack gap={4} align="flex-start">
          <Badge color={EXPORT_STATUS_COLORS[r.status]} variant="light" radius="sm" data-status={r.status}>
            {t(`test.statuses.${r.status}`)}
          </Badge>
          {r.statusReason && (
            <Text size="sm" data-testid="status-reason">
              {r.statusReason}
            </Text>
          )}
        </Stack>,
      )}
      {row(
        'warnings',
        r.warnings.length ? (
          <List
            size="sm"
            spacing={2}
            icon={<IconAlertTriangle size={14} color="var(--mantine-color-yellow-7)" />}
            data-testid="warnings"
          >
            {r.warnings.map((warning, i) => (
              <List.Item key={i}>{warning}</List.Item>
            ))}
          </List>
        ) : (
          orNone(null, t('test.noWarnings'))
        ),
      )}
      {row('inExportList', yesNo(r.inExportList))}
      {row('exportedAt', orNone(r.exportedAt && formatDateTime(r.exportedAt), t('test.never')))}
      {row('pimAdapter', t(`test.adapters.${r.pimAdapter}`))}
      {row(
        'identifier',
        <Text size="sm" ff="monospace">
          {r.identifier}
        </Text>,
      )}
      {row('family', orNone(r.family))}
      {row('categories', <Codes codes={r.categories} none={t('test.none')} />)}
      {row('enabled', yesNo(r.enabled))}
      {row('values', <PimValuesCode values={r.values} label={t('test.fields.values')} />)}
      {row('fromIcecat', <Codes codes={r.fromIcecat} none={t('test.none')} />)}
    </FieldTable>
  );
}
