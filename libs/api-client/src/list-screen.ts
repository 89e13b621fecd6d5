import type { UseQueryResult } from '@tanstack/react-query';
import type { ListPage } from '@feedhub/contracts';
import type { Query } from './query-string';
import { useListSearch, type BaseListSearch, type ListSearch } from './list-search';

/** What a list screen needs of a resource: its paged list hook (see crudResource). */
export interface ListResource<R> {
  /** GET /api/<resource>/list. */
  useList(query: Query): UseQueryResult<ListPage<R>>;
}

/**
 * A list screen's data in one call: the URL state, the list query, the row the edit modal shows and
 * the props a table takes (rows, first-load and refetch states, a failed load with Retry, server
 * paging and sorting wired to the URL). Spread `table` into the section's table component.
 */
export function useListScreen<R extends { id: number }, S extends BaseListSearch>(
  resource: ListResource<R>,
  definition: ListSearch<S>,
) {
  const url = useListSearch(definition);
  const list = resource.useList(url.query);
  const { search } = url;
  return {
    /** URL state and its setters (page, sort, the modal). */
    url,
    /** The TanStack query of the list. */
    list,
    /** The row of `dialog=edit&id=…` on this page; undefined otherwise (or while the page loads). */
    editing: search.dialog === 'edit' ? list.data?.rows.find((row) => row.id === search.id) : undefined,
    /** Props of the section's table (`<XTable {...table} />`). */
    table: {
      rows: list.data?.rows,
      loading: list.isPending,
      fetching: list.isFetching && !list.isPending,
      error: list.isError,
      onRetry: () => void list.refetch(),
      paging: {
        total: list.data?.total ?? 0,
        totalCapped: list.data?.totalCapped,
        page: search.page,
        perPage: search.perPage,
        onPageChange: url.setPage,
        onPerPageChange: url.setPerPage,
      },
      sort: { field: search.sort, direction: search.dir },
      onSortChange: url.setSort,
    },
  };
}
