import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { MessageEnvelopeSchema, SELECT_LIST_PER_PAGE, dataEnvelope, listEnvelope } from '@feedhub/contracts';
import { apiClient, type Query } from '@feedhub/api-client';

/**
 * The list/save/delete hooks of one resource of SPEC §7 (`/api/<resource>/list|save|delete/{id}`), so
 * every settings screen talks to the server the same way and a save or delete refreshes its list.
 */
export function crudHooks<R extends z.ZodType>(resource: string, row: R) {
  const key = [resource, 'list'] as const;
  const useInvalidate = () => {
    const client = useQueryClient();
    return () => client.invalidateQueries({ queryKey: key });
  };
  return {
    /** Query key of the list. */
    key,
    /** GET /api/<resource>/list (all rows: these lists are short). */
    useList: (query: Query = { page: 1, perPage: SELECT_LIST_PER_PAGE }) =>
      useQuery({
        queryKey: [...key, query],
        queryFn: async () => (await apiClient().get(`/api/${resource}/list`, listEnvelope(row), query)).data,
      }),
    /** POST /api/<resource>/save. */
    useSave: () => {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: (body: unknown) =>
          apiClient().post(`/api/${resource}/save`, dataEnvelope(z.unknown()), body),
        onSuccess: invalidate,
      });
    },
    /** DELETE /api/<resource>/delete/{id}. */
    useDelete: () => {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: ({ id, query }: { id: number; query?: Query }) =>
          apiClient().del(`/api/${resource}/delete/${id}`, MessageEnvelopeSchema, query),
        onSuccess: invalidate,
      });
    },
  };
}
