import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type MutationMeta,
} from '@tanstack/react-query';
import { z } from 'zod';
import {
  MessageEnvelopeSchema,
  SELECT_LIST_PER_PAGE,
  dataEnvelope,
  listEnvelope,
  type ListPage,
} from '@feedhub/contracts';
import type { Query } from './query-string';
import { apiClient } from './registry';

/** What a resource of SPEC §7 (`/api/<resource>/list|save|delete/{id}`) is made of. */
export interface CrudResourceOptions<R extends z.ZodType, S extends z.ZodType> {
  /** Path segment: `roles` for `/api/roles/list`. */
  resource: string;
  /** Schema of a listed row (the answer is parsed with it). */
  row: R;
  /** Schema of the save body (the form's schema; it types what `useSave` sends); none for list-only ones. */
  save?: S;
}

/** Variables of a delete: the id and, for a second confirmation, extra query (`confirm=1`). */
export interface DeleteVariables {
  /** Row id. */
  id: number;
  /** Extra query, e.g. `{ confirm: 1 }`. */
  query?: Query;
}

const SaveAnswer = dataEnvelope(z.unknown());

/**
 * The TanStack Query hooks of one resource: a paged list, a select list, save and delete. Saves and
 * deletes refresh every list of the resource; toasts come from the shell's QueryClient (SPEC §8).
 * Every remote's `queries.ts` builds on this, so lists and writes behave the same on every screen.
 */
export function crudResource<R extends z.ZodType, S extends z.ZodType = z.ZodNever>(
  options: CrudResourceOptions<R, S>,
) {
  const { resource } = options;
  const listAnswer = listEnvelope(options.row);
  /** Query key prefix of everything about this resource. */
  const key = [resource] as const;
  const fetchList = async (query: Query) =>
    (await apiClient().get(`/api/${resource}/list`, listAnswer, query)).data as ListPage<z.output<R>>;
  const useInvalidate = () => {
    const client = useQueryClient();
    return () => client.invalidateQueries({ queryKey: key });
  };
  return {
    key,
    /** GET /api/<resource>/list with page, perPage, order and filter; keeps the last page while the next loads. */
    useList: (query: Query) =>
      useQuery({
        queryKey: [resource, 'list', query],
        queryFn: () => fetchList(query),
        placeholderData: keepPreviousData,
      }),
    /** GET /api/<resource>/list as a select list (SPEC §9: page 1, perPage 99999). */
    useSelectList: () =>
      useQuery({
        queryKey: [resource, 'select'],
        queryFn: () => fetchList({ page: 1, perPage: SELECT_LIST_PER_PAGE }),
      }),
    /** POST /api/<resource>/save with the save schema's input. */
    useSave: (meta?: MutationMeta) => {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: (body: z.input<S>) => apiClient().post(`/api/${resource}/save`, SaveAnswer, body),
        onSuccess: invalidate,
        meta,
      });
    },
    /** DELETE /api/<resource>/delete/{id}. */
    useDelete: (meta?: MutationMeta) => {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: ({ id, query }: DeleteVariables) =>
          apiClient().del(`/api/${resource}/delete/${id}`, MessageEnvelopeSchema, query),
        onSuccess: invalidate,
        // A delete has no form: a refusal on a field (role_holds_more, last_admin) is said in the toast.
        meta: { fieldsInToast: true, ...meta },
      });
    },
  };
}
