import { useQueries, useQuery, useQueryClient, useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  AttributeSuggestionSchema,
  PartnerAttributeOptionSchema,
  PartnerAttributeRowSchema,
  PartnerAttributeSaveSchema,
  PartnerAttributeSchema,
  PartnerAttributeTypeOptionSchema,
  PimAttributeRowSchema,
  SELECT_LIST_PER_PAGE,
  dataEnvelope,
  listEnvelope,
  type PimAttributeOptionRow,
} from '@feedhub/contracts';
import {
  REFERENCE_STALE_MS,
  apiClient,
  crudResource,
  pimAttributeOptionsQuery,
  type Query,
} from '@feedhub/api-client';
import { mappingProgressKey } from '../mapping-progress/queries';

/** /api/partner-attributes: the paged list (always one partner's). */
export const partnerAttributes = crudResource({
  resource: 'partner-attributes',
  row: PartnerAttributeRowSchema,
});

/** A list query narrowed to one partner (`filter[partnerId]`). */
export function withPartner(query: Query, partnerId: number): Query {
  const filter = (query.filter ?? {}) as Record<string, unknown>;
  return { ...query, filter: { ...filter, partnerId } };
}

/** GET /api/partner-attributes/{id}: the attribute with its options, mapping and history. */
export function useAttribute(id: number | null) {
  return useQuery({
    queryKey: [...partnerAttributes.key, 'one', id],
    queryFn: async () =>
      (await apiClient().get(`/api/partner-attributes/${id}`, dataEnvelope(PartnerAttributeSchema))).data,
    enabled: id !== null,
    // Dropped when the modal closes: the next opening never starts from a stale mapping.
    gcTime: 0,
  });
}

/** GET /api/partner-attributes/types: the types with labels in the user's language. */
export function useAttributeTypes() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...partnerAttributes.key, 'types', i18n.language],
    queryFn: async () =>
      (
        await apiClient().get(
          '/api/partner-attributes/types',
          dataEnvelope(z.array(PartnerAttributeTypeOptionSchema)),
        )
      ).data,
    staleTime: REFERENCE_STALE_MS,
  });
}

/** The partner's unmapped attributes with a confident suggestion (SPEC §9 yes/no filters: 1 yes, 2 no). */
const confidentFilter = (partnerId: number) => ({ partnerId, suggested: 1, isMapped: 2 });

/** How many of the partner's unmapped attributes have a confident suggestion ("Accept N confident"). */
export function useConfidentAttributeCount(partnerId: number) {
  return partnerAttributes.useList({ page: 1, perPage: 1, filter: confidentFilter(partnerId) }).data?.total;
}

/** Every unmapped attribute of the partner with a confident suggestion, by code (the review list). */
export function useConfidentAttributes(partnerId: number) {
  return partnerAttributes.useList({
    page: 1,
    perPage: SELECT_LIST_PER_PAGE,
    filter: confidentFilter(partnerId),
    order: { field: 'code', direction: 'asc' },
  });
}

/** GET /api/partner-attributes/suggestions?id=: PIM attributes for the attribute, best first (score, unit, options). */
export function useAttributeSuggestions(id: number | null) {
  return useQuery({
    queryKey: [...partnerAttributes.key, 'suggestions', id],
    queryFn: async () =>
      (
        await apiClient().get(
          '/api/partner-attributes/suggestions',
          dataEnvelope(z.array(AttributeSuggestionSchema)),
          { id },
        )
      ).data,
    enabled: id !== null,
    // Suggestions are a help: a failure leaves them out without a red toast.
    meta: { quietStatuses: [404] },
  });
}

/** GET /api/partner-attributes/options?code=brand&partnerId=: a partner's brand options (zero amounts). */
export function useBrandOptions(partnerId: number) {
  return useQuery({
    queryKey: [...partnerAttributes.key, 'options', 'brand', partnerId],
    queryFn: async () =>
      (
        await apiClient().get(
          '/api/partner-attributes/options',
          dataEnvelope(z.array(PartnerAttributeOptionSchema)),
          { code: 'brand', partnerId },
        )
      ).data,
    // A partner without a brand attribute (404) has no brands to offer: the select says so.
    meta: { quietStatuses: [404] },
  });
}

/** GET /api/pim-attributes/list as a select list (SPEC §9: page 1, perPage 99999). */
export function usePimAttributes() {
  return useQuery({
    queryKey: ['pim-attributes', 'select'],
    queryFn: async () =>
      (
        await apiClient().get('/api/pim-attributes/list', listEnvelope(PimAttributeRowSchema), {
          page: 1,
          perPage: SELECT_LIST_PER_PAGE,
        })
      ).data.rows,
    staleTime: REFERENCE_STALE_MS,
  });
}

/** What the options of several PIM attributes are, by attribute code, and whether some still load. */
export interface PimOptionsByAttribute {
  /** Options of each attribute loaded so far. */
  byAttribute: Record<string, PimAttributeOptionRow[]>;
  /** Some attribute's options are still loading. */
  loading: boolean;
}

/** GET /api/pim-attributes/options?code= for each of these (select-type) PIM attributes. */
export function usePimAttributeOptions(codes: string[]): PimOptionsByAttribute {
  return useQueries({
    queries: codes.map(pimAttributeOptionsQuery),
    combine: (results) => ({
      byAttribute: Object.fromEntries(
        results.flatMap((result, i) => (result.data ? [[codes[i], result.data] as const] : [])),
      ),
      loading: results.some((result) => result.isPending && result.fetchStatus !== 'idle'),
    }),
  });
}

/**
 * POST /api/partner-attributes/save. Refreshes the attributes (list and the attribute) and the
 * mapping progress, so the partner's unmapped % falls as it is mapped.
 */
export function useSaveAttribute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof PartnerAttributeSaveSchema>) =>
      apiClient().post('/api/partner-attributes/save', dataEnvelope(z.unknown()), body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: partnerAttributes.key }),
        client.invalidateQueries({ queryKey: mappingProgressKey }),
      ]),
  });
}
