import { Anchor, Group, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconExternalLink, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PartnerProductRow } from '@feedhub/contracts';
import { DataTable, formatDateTime, type ListViewProps } from '@feedhub/ui';
import { formatCount, formatMoney } from '../../../format';

/** Props of the products table: the list state from the page, the chosen rows, the detail links. */
export interface ProductsTableProps extends ListViewProps<PartnerProductRow> {
  /** Chosen rows (for Send to PIM). */
  selected: PartnerProductRow[];
  /** Choice changed (a row's checkbox, or the header's for the whole page). */
  onSelectedChange(rows: PartnerProductRow[]): void;
  /** The detail page of a product (opened in a new tab). */
  detailHref(row: PartnerProductRow): string;
}

/** The tint of rows on the export list, and of their mark (UI.md: the badge colour, lightly). */
export const EXPORT_LIST_COLOR = 'yellow';

/** A text cell cut to one line with the whole value on hover. */
function Cut({ value }: { value: string | null }) {
  return (
    <Text size="sm" truncate="end" title={value ?? undefined}>
      {value ?? ''}
    </Text>
  );
}

/**
 * A partner's products (SPEC §2 Partner products): row checkboxes (the header's chooses the page),
 * the name linking to the detail in a new tab, SKU, code, brand, category, amount and price
 * right-aligned, changed and exported times (the other prices are on the detail, for the name's width). Rows on the export list are tinted and marked.
 */
export function ProductsTable({ selected, onSelectedChange, detailHref, ...list }: ProductsTableProps) {
  const { t, i18n } = useTranslation('products');
  const locale = i18n.language;
  return (
    <DataTable<PartnerProductRow>
      {...list}
      label={t('list.title')}
      rowKey={(r) => r.id}
      selected={selected}
      onSelectedChange={onSelectedChange}
      highlight={(r) => (r.inExportList ? EXPORT_LIST_COLOR : false)}
      rowAttributes={(r) => ({ 'data-product': r.code, 'data-in-export-list': String(r.inExportList) })}
      columns={[
        {
          key: 'name',
          title: t('list.name'),
          sortable: true,
          render: (r) => (
            <Group gap={6} wrap="nowrap">
              {r.inExportList && (
                <Tooltip label={t('list.inExportList')} withArrow openDelay={300}>
                  <ThemeIcon
                    size="sm"
                    radius="xl"
                    variant="light"
                    color={EXPORT_LIST_COLOR}
                    role="img"
                    aria-label={t('list.inExportList')}
                    style={{ flexShrink: 0 }}
                  >
                    <IconSend size={12} stroke={1.8} />
                  </ThemeIcon>
                </Tooltip>
              )}
              <Anchor
                href={detailHref(r)}
                target="_blank"
                rel="noopener"
                size="sm"
                truncate="end"
                title={`${r.name ?? t('list.unnamed')} (${t('list.openDetail')})`}
                style={{ minWidth: 0 }}
              >
                {r.name ?? t('list.unnamed')}
              </Anchor>
              <IconExternalLink size={12} stroke={1.6} style={{ flexShrink: 0, opacity: 0.5 }} aria-hidden />
            </Group>
          ),
        },
        {
          key: 'sku',
          title: t('list.sku'),
          sortable: true,
          width: 130,
          render: (r) => <Cut value={r.sku} />,
        },
        {
          key: 'code',
          title: t('list.code'),
          sortable: true,
          width: 120,
          render: (r) => <Cut value={r.code} />,
        },
        {
          key: 'brand',
          title: t('list.brand'),
          sortable: true,
          width: 110,
          render: (r) => <Cut value={r.brand} />,
        },
        {
          key: 'category',
          title: t('list.category'),
          width: 170,
          render: (r) => <Cut value={r.categoryName} />,
        },
        {
          key: 'amount',
          title: t('list.amount'),
          sortable: true,
          width: 95,
          align: 'right',
          render: (r) => formatCount(locale, r.amount),
        },
        {
          key: 'price',
          title: t('list.price'),
          sortable: true,
          width: 110,
          align: 'right',
          render: (r) => formatMoney(locale, r.price),
        },
        {
          key: 'changedAt',
          title: t('list.changedAt'),
          sortable: true,
          width: 135,
          render: (r) => formatDateTime(r.changedAt),
        },
        {
          key: 'exportedAt',
          title: t('list.exportedAt'),
          width: 135,
          render: (r) => formatDateTime(r.exportedAt),
        },
      ]}
    />
  );
}
