import { useMemo } from 'react';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, SORT_DIRECTIONS } from '@feedhub/contracts';
import type { Query } from './query-string';
import { useUrlState } from './url-state';

/** Sort direction of a list. */
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** How a list is sorted. */
export interface ListSort<F extends string = string> {
  /** Field the server sorts by (allow-listed per list). */
  field: F;
  /** Direction. */
  direction: SortDirection;
}

/** What a list screen keeps in its URL. */
export interface ListSearchOptions<F extends readonly [string, ...string[]], X extends z.ZodRawShape> {
  /** Fields the server can sort this list by (its `order[field]` allow-list). */
  sortFields: F;
  /** Sort when the URL names none. */
  defaultSort: ListSort<F[number]>;
  /** Filters of the list, each sent as `filter[name]` (zod, string input; bad values should `.catch`). */
  filter?: X;
}

/** The values every list screen keeps in its URL. */
export interface BaseListSearch {
  /** 1-based page. */
  page: number;
  /** Rows per page. */
  perPage: number;
  /** Sort field. */
  sort: string;
  /** Sort direction. */
  dir: SortDirection;
  /** The open modal, if any. */
  dialog?: 'add' | 'edit';
  /** The row the edit modal shows. */
  id?: number;
}

/** A list screen's URL definition (see defineListSearch). */
export interface ListSearch<S extends BaseListSearch> {
  /** The zod schema of the search params. */
  schema: z.ZodType<S>;
  /** Values when the URL says nothing. */
  defaults: S;
  /** Parses search params (bad values fall back to defaults). */
  parse(params: URLSearchParams): S;
  /** The list query the server understands (`page`, `perPage`, `order[...]`, `filter[...]`). */
  toQuery(search: S): Query;
  /** Search params with the defaults left out (short, stable links). */
  toParams(search: Partial<S>): URLSearchParams;
}

/** The URL values of a list with these sort fields and filters. */
export type ListSearchValues<F extends string, X extends z.ZodRawShape> = Omit<BaseListSearch, 'sort'> & {
  sort: F;
} & { [K in keyof X]?: z.output<X[K]> };

/**
 * Defines a list screen's URL state (STYLE (b) urls.ts): `page`, `perPage`, `sort`, `dir`, the
 * filters, and `dialog`/`id` for the add/edit modal. Every value is parsed with zod and a bad one
 * falls back to its default, so a hand-edited or stale link never breaks the screen.
 */
export function defineListSearch<
  const F extends readonly [string, ...string[]],
  X extends z.ZodRawShape = Record<never, never>,
>(options: ListSearchOptions<F, X>): ListSearch<ListSearchValues<F[number], X>> {
  type Search = ListSearchValues<F[number], X>;
  const filter: z.ZodRawShape = options.filter ?? {};
  const schema = z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
    perPage: z.coerce
      .number()
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
      .catch(DEFAULT_PAGE_SIZE),
    sort: z.enum(options.sortFields).catch(options.defaultSort.field),
    dir: z.enum(SORT_DIRECTIONS).catch(options.defaultSort.direction),
    dialog: z.enum(['add', 'edit']).optional().catch(undefined),
    id: z.coerce.number().int().positive().optional().catch(undefined),
    ...filter,
  }) as unknown as z.ZodType<Search>;
  const defaults = schema.parse({});
  const filterKeys = Object.keys(filter);
  return {
    schema,
    defaults,
    parse: (params) => schema.parse(Object.fromEntries(params)),
    toQuery(search) {
      const filters = Object.fromEntries(
        filterKeys
          .map((key) => [key, (search as Record<string, unknown>)[key]] as const)
          .filter(([, value]) => value !== undefined && value !== ''),
      );
      return {
        page: search.page,
        perPage: search.perPage,
        order: { field: search.sort, direction: search.dir },
        ...(Object.keys(filters).length ? { filter: filters } : {}),
      };
    },
    toParams(search) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(search)) {
        if (value === undefined || value === null || value === '') continue;
        if ((defaults as Record<string, unknown>)[key] === value) continue;
        params.set(key, String(value));
      }
      return params;
    },
  };
}

/**
 * A list screen's URL state (useUrlState): the parsed values, the server
 * query, and setters. Paging and sorting push a history entry (Back returns to the previous page);
 * opening and closing the modal replace it.
 */
export function useListSearch<Search extends BaseListSearch>(definition: ListSearch<Search>) {
  const { search, update } = useUrlState<Search>(definition);
  return {
    /** Current values. */
    search,
    /** The query for the list endpoint. */
    query: useMemo(() => definition.toQuery(search), [definition, search]),
    /** Changes some values. */
    update,
    /** Goes to a page. */
    setPage: (page: number) => update({ page } as Partial<Search>),
    /** Changes the page size (back to page 1). */
    setPerPage: (perPage: number) => update({ perPage, page: 1 } as Partial<Search>),
    /** Sorts (back to page 1). */
    setSort: (sort: ListSort) =>
      update({ sort: sort.field, dir: sort.direction, page: 1 } as Partial<Search>),
    /** Opens the add modal, or the edit modal of a row. */
    openDialog: (id?: number) =>
      update({ dialog: id ? 'edit' : 'add', id } as Partial<Search>, { replace: true }),
    /** Closes the modal. */
    closeDialog: () => update({ dialog: undefined, id: undefined } as Partial<Search>, { replace: true }),
  };
}
