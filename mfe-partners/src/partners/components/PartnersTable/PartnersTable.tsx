import { Anchor, Badge, Group } from '@mantine/core';
import { IconLayoutList, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MappingProgress, PartnerListRow } from '@feedhub/contracts';
import { ActionsTitle, DataTable, RowAction, type ListViewProps } from '@feedhub/ui';
import { MappingProgressSummary } from '../../../mapping-progress/components/MappingProgressSummary/MappingProgressSummary';

/** Props of the partners table: the list state from the page and what a row's icons do. */
export interface PartnersTableProps extends ListViewProps<PartnerListRow> {
  /** Feed class labels by class name (GET /api/partners/classes); the name shows until they load. */
  classLabels?: Record<string, string>;
  /** Edit a partner; no edit icon without it (permission partnerEdit). */
  onEdit?: (partner: PartnerListRow) => void;
  /** Open the partner's jobs on the partner desktop; no icon without it (permission partnerDesktop). */
  onDesktop?: (partner: PartnerListRow) => void;
  /** What each partner has left to map, by partner id; no "Left to map" column without it. */
  progress?: Record<number, MappingProgress>;
  /** Where a partner's name leads (its products); the name is plain text without it. */
  partnerHref?: (partner: PartnerListRow) => string;
}

/**
 * Partners: name (a link to the partner's products, as on the home desktop), feed class, active,
 * delivery time, PIM supplier code; server paging and sort (SPEC §2).
 */
export function PartnersTable({
  classLabels,
  onEdit,
  onDesktop,
  progress,
  partnerHref,
  ...list
}: PartnersTableProps) {
  const { t } = useTranslation('partners');
  const { t: tm } = useTranslation('mapping');
  const withActions = Boolean(onEdit || onDesktop);
  return (
    <DataTable<PartnerListRow>
      {...list}
      label={t('list.title')}
      rowKey={(p) => p.id}
      rowAttributes={(p) => ({ 'data-partner': p.name })}
      columns={[
        {
          key: 'name',
          title: t('list.name'),
          sortable: true,
          ellipsis: true,
          render: (p) =>
            partnerHref ? (
              <Anchor component={Link} to={partnerHref(p)} size="sm">
                {p.name}
              </Anchor>
            ) : (
              p.name
            ),
        },
        {
          key: 'className',
          title: t('list.className'),
          width: 220,
          ellipsis: true,
          render: (p) => classLabels?.[p.className] ?? p.className,
        },
        {
          key: 'isActive',
          title: t('list.status'),
          width: 130,
          render: (p) => (
            <Badge color={p.isActive ? 'green' : 'gray'} variant="light">
              {p.isActive ? t('list.active') : t('list.inactive')}
            </Badge>
          ),
        },
        {
          key: 'deliveryTime',
          title: t('list.deliveryTime'),
          width: 140,
          align: 'right',
          render: (p) => (p.deliveryTime === null ? '' : t('list.days', { count: p.deliveryTime })),
        },
        {
          key: 'pimSupplierCode',
          title: t('list.pimSupplierCode'),
          width: 180,
          ellipsis: true,
          render: (p) => p.pimSupplierCode ?? '',
        },
        ...(progress
          ? [
              {
                key: 'progress',
                title: tm('progress.column'),
                width: 270,
                render: (p: PartnerListRow) => <MappingProgressSummary progress={progress[p.id]} />,
              },
            ]
          : []),
        ...(withActions
          ? [
              {
                key: 'actions',
                title: <ActionsTitle />,
                width: 100,
                align: 'right' as const,
                render: (p: PartnerListRow) => (
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    {onDesktop && (
                      <RowAction
                        label={t('list.desktop', { name: p.name })}
                        icon={<IconLayoutList size={18} stroke={1.6} />}
                        onClick={() => onDesktop(p)}
                      />
                    )}
                    {onEdit && (
                      <RowAction
                        label={t('list.edit', { name: p.name })}
                        icon={<IconPencil size={18} stroke={1.6} />}
                        onClick={() => onEdit(p)}
                      />
                    )}
                  </Group>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
