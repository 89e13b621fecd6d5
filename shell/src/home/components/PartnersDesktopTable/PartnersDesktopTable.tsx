import type { ReactNode } from 'react';
import { Anchor, Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PartnerDesktopRow } from '@feedhub/contracts';
import { DataTable, formatDateTime, numberFormat, type Column, type ListViewProps } from '@feedhub/ui';
import { pathTo } from '../../paths';

/** Props of the partners desktop table. */
export interface PartnersDesktopTableProps extends ListViewProps<PartnerDesktopRow> {
  /** Which partner screens the user may open (links only where the guard lets them in). */
  links: { products: boolean; categories: boolean };
}

/** A header that may take two lines (the longer Estonian titles) instead of being cut. */
const twoLines = (text: string) => <span style={{ whiteSpace: 'normal', display: 'block' }}>{text}</span>;

/** A count that leads somewhere when it is not 0 and the user may go there. */
function CountLink({ count, to, label }: { count: number; to: string | null; label: string }) {
  const { i18n } = useTranslation('ui');
  const text = numberFormat(i18n.language).format(count);
  if (!count || !to) return <>{text}</>;
  return (
    <Anchor component={Link} to={to} size="sm" aria-label={label}>
      {text}
    </Anchor>
  );
}

/**
 * The partners desktop of the home page (SPEC §2 Home desktop): partner (to its products), last
 * updated, errors, new products, and what needs attention: unmapped categories (to the categories not
 * mapped) and products waiting for export (to the products on the export list). Sorted by name on
 * the server, paged with SPEC §9's sizes.
 */
export function PartnersDesktopTable({ links, ...table }: PartnersDesktopTableProps) {
  const { t, i18n } = useTranslation('ui');
  const number = numberFormat(i18n.language);
  const columns: Column<PartnerDesktopRow>[] = [
    {
      key: 'name',
      title: t('home.partners.partner'),
      sortable: true,
      ellipsis: true,
      render: (r): ReactNode =>
        links.products ? (
          <Anchor component={Link} to={pathTo('partnerProducts', { id: r.partner.id })} size="sm">
            {r.partner.name}
          </Anchor>
        ) : (
          r.partner.name
        ),
    },
    {
      key: 'lastUpdatedAt',
      title: t('home.partners.lastUpdated'),
      width: 145,
      render: (r) =>
        r.lastUpdatedAt ? (
          formatDateTime(r.lastUpdatedAt)
        ) : (
          <Text size="sm" c="dimmed">
            {t('home.partners.never')}
          </Text>
        ),
    },
    {
      key: 'errors',
      title: t('home.partners.errors'),
      width: 70,
      align: 'right',
      render: (r) =>
        r.errors ? (
          <Badge color="red" variant="light" radius="sm" data-testid="errors">
            {number.format(r.errors)}
          </Badge>
        ) : (
          '0'
        ),
    },
    {
      key: 'new',
      title: twoLines(t('home.partners.new')),
      width: 100,
      align: 'right',
      render: (r) => number.format(r.new),
    },
    {
      key: 'unmappedCategories',
      title: twoLines(t('home.partners.unmappedCategories')),
      width: 130,
      align: 'right',
      render: (r) => (
        <CountLink
          count={r.unmappedCategories}
          label={t('home.partners.unmappedOf', { name: r.partner.name, count: r.unmappedCategories })}
          to={links.categories ? pathTo('partnerCategories', { id: r.partner.id }, { isMapped: '2' }) : null}
        />
      ),
    },
    {
      key: 'waitingForExport',
      title: twoLines(t('home.partners.waitingForExport')),
      width: 110,
      align: 'right',
      render: (r) => (
        <CountLink
          count={r.waitingForExport}
          label={t('home.partners.waitingOf', { name: r.partner.name, count: r.waitingForExport })}
          to={links.products ? pathTo('partnerProducts', { id: r.partner.id }, { pimExport: '1' }) : null}
        />
      ),
    },
  ];
  return (
    <DataTable<PartnerDesktopRow>
      label={t('home.partners.title')}
      columns={columns}
      rowKey={(r) => r.partner.id}
      rowAttributes={(r) => ({ 'data-partner': r.partner.id })}
      {...table}
    />
  );
}
