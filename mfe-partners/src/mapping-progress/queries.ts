import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { MappingProgressSchema, dataEnvelope, type MappingProgress } from '@feedhub/contracts';
import { apiClient } from '@feedhub/api-client';

/** Query key prefix of every mapping progress query: a category or attribute save invalidates it. */
export const mappingProgressKey = ['mapping-progress'] as const;

const ProgressAnswer = dataEnvelope(z.array(MappingProgressSchema));

/** GET /api/partners/mapping-progress: every partner's, or one partner's with `partnerId`. */
function fetchProgress(partnerId?: number) {
  return apiClient().get(
    '/api/partners/mapping-progress',
    ProgressAnswer,
    partnerId === undefined ? undefined : { partnerId },
  );
}

/** How much every partner has left to map, by partner id (the partners list); nothing when not enabled. */
export function useAllMappingProgress(enabled = true): Record<number, MappingProgress> | undefined {
  const query = useQuery({
    queryKey: [...mappingProgressKey, 'all'],
    queryFn: async () => (await fetchProgress()).data,
    enabled,
  });
  return useMemo(
    () => (query.data ? Object.fromEntries(query.data.map((p) => [p.partnerId, p])) : undefined),
    [query.data],
  );
}

/** How much one partner has left to map (the partner tabs bar); undefined while it loads or without an id. */
export function usePartnerMappingProgress(partnerId: number | undefined): MappingProgress | undefined {
  const valid = partnerId !== undefined && Number.isInteger(partnerId) && partnerId > 0;
  const query = useQuery({
    queryKey: [...mappingProgressKey, 'one', partnerId],
    queryFn: async () => (await fetchProgress(partnerId)).data.find((p) => p.partnerId === partnerId) ?? null,
    enabled: valid,
  });
  return query.data ?? undefined;
}

/** Refetches every mapping progress (after a category or attribute mapping is saved, the % falls). */
export function useInvalidateMappingProgress(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: mappingProgressKey });
}
