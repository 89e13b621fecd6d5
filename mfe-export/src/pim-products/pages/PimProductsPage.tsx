import { Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useListSearch } from '@feedhub/api-client';
import { PageHeader } from '@feedhub/ui';
import { PimProductFilters } from '../components/PimProductFilters/PimProductFilters';
import { PimProductModal } from '../components/PimProductModal/PimProductModal';
import { PimProductsTable } from '../components/PimProductsTable/PimProductsTable';
import { usePimProduct, usePimProducts } from '../queries';
import { pimProductsSearch } from '../urls';

/**
 * /export/pim-products: a read-only browser of the embedded PIM (whatever the `pim_adapter` setting:
 * with akeneo the export writes there, but this list is still the embedded store's, and the page says
 * so). Filters and a server-paged, sortable table, all in the URL; a row opens its product's values
 * in a modal (`product=` in the URL too).
 */
export function PimProductsPage() {
  const { t } = useTranslation('export');
  const url = useListSearch(pimProductsSearch);
  const { search } = url;
  const list = usePimProducts(url.query);
  const detail = usePimProduct(search.product);

  return (
    <Stack>
      <PageHeader title={t('pimProducts.title')} />
      <Group gap={6} wrap="nowrap" mt={-8} c="dimmed" data-testid="pim-products-info">
        <IconInfoCircle size={16} stroke={1.8} aria-hidden />
        <Text size="sm">{t('pimProducts.info')}</Text>
      </Group>
      <PimProductFilters
        values={{
          identifier: search.identifier,
          name: search.name,
          family: search.family,
          category: search.category,
        }}
        onSearch={(filters) => url.update({ ...filters, page: 1 })}
      />
      <PimProductsTable
        rows={list.data?.rows}
        loading={list.isPending}
        fetching={list.isFetching && !list.isPending}
        error={list.isError}
        onRetry={() => void list.refetch()}
        paging={{
          total: list.data?.total ?? 0,
          page: search.page,
          perPage: search.perPage,
          onPageChange: url.setPage,
          onPerPageChange: url.setPerPage,
        }}
        sort={{ field: search.sort, direction: search.dir }}
        onSortChange={url.setSort}
        onOpen={(row) => url.update({ product: row.identifier }, { replace: true })}
      />
      <PimProductModal
        identifier={search.product}
        product={detail.data}
        loading={detail.isPending}
        error={detail.isError ? detail.error.message : undefined}
        onRetry={() => void detail.refetch()}
        onClose={() => url.update({ product: undefined }, { replace: true })}
      />
    </Stack>
  );
}
