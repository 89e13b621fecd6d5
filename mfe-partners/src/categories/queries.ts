import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  CategorySuggestionSchema,
  PartnerAttributeOptionSchema,
  PartnerCategoryRowSchema,
  PartnerCategorySaveSchema,
  PartnerCategorySchema,
  PimCategoryMappingSelectsSchema,
  PimCategoryRowSchema,
  SELECT_LIST_PER_PAGE,
  dataEnvelope,
  listEnvelope,
} from '@feedhub/contracts';
import { ApiError, REFERENCE_STALE_MS, apiClient, crudResource, type Query } from '@feedhub/api-client';

/** /api/partner-categories: the paged list and the mapping save (a save refreshes every list of it). */
export const partnerCategories = crudResource({
  resource: 'partner-categories',
  row: PartnerCategoryRowSchema,
  save: PartnerCategorySaveSchema,
});

/** The categories list of one partner: the URL's query with `filter[partnerId]` added. */
export function partnerCategoryList(partnerId: number) {
  return {
    useList: (query: Query) =>
      partnerCategories.useList({
        ...query,
        filter: { ...((query.filter as Record<string, unknown> | undefined) ?? {}), partnerId },
      }),
  };
}

/**
 * GET /api/partner-categories/{id}: the category with its whole mapping, read fresh on every open
 * (its key stays out of the list's, so a save that refreshes the lists does not read it again).
 */
export function usePartnerCategory(id: number | null) {
  return useQuery({
    queryKey: ['partner-category', id],
    queryFn: async () =>
      (await apiClient().get(`/api/partner-categories/${id}`, dataEnvelope(PartnerCategorySchema))).data,
    enabled: id !== null,
    gcTime: 0,
  });
}

/** The unmapped categories with a confident suggestion (SPEC §9 yes/no filters: 1 yes, 2 no). */
const confidentFilter = (partnerId: number) => ({ partnerId, suggested: 1, isMapped: 2 });

/** How many of the partner's unmapped categories have a confident suggestion ("Accept N confident"). */
export function useConfidentCategoryCount(partnerId: number) {
  const list = partnerCategories.useList({ page: 1, perPage: 1, filter: confidentFilter(partnerId) });
  return list.data?.total;
}

/** Every unmapped category of the partner with a confident suggestion, by path (the review list). */
export function useConfidentCategories(partnerId: number) {
  return partnerCategories.useList({
    page: 1,
    perPage: SELECT_LIST_PER_PAGE,
    filter: confidentFilter(partnerId),
    order: { field: 'name', direction: 'asc' },
  });
}

/** GET /api/partner-categories/suggestions?id=: PIM categories for the category, best first (score, confidence, sources, reason). */
export function useCategorySuggestions(id: number | null) {
  return useQuery({
    queryKey: ['partner-category', id, 'suggestions'],
    queryFn: async () =>
      (
        await apiClient().get(
          '/api/partner-categories/suggestions',
          dataEnvelope(z.array(CategorySuggestionSchema)),
          { id },
        )
      ).data,
    enabled: id !== null,
  });
}

/** GET /api/pim-categories/list as a select list (SPEC §9): every PIM category with its path. */
export function usePimCategories() {
  return useQuery({
    queryKey: ['pim-categories', 'select'],
    queryFn: async () =>
      (
        await apiClient().get('/api/pim-categories/list', listEnvelope(PimCategoryRowSchema), {
          page: 1,
          perPage: SELECT_LIST_PER_PAGE,
        })
      ).data.rows,
    staleTime: REFERENCE_STALE_MS,
  });
}

/** GET /api/pim-category-mappings/selects: the PIM families (the family select's id, code and name). */
export function usePimFamilies() {
  return useQuery({
    queryKey: ['pim-category-mappings', 'selects'],
    queryFn: async () =>
      (
        await apiClient().get(
          '/api/pim-category-mappings/selects',
          dataEnvelope(PimCategoryMappingSelectsSchema),
        )
      ).data,
    select: (selects) => selects.families,
    staleTime: REFERENCE_STALE_MS,
  });
}

/**
 * GET /api/partner-attributes/options?code=brand&partnerId=: the partner's brands. A partner whose
 * feed has no brand attribute answers 404: that is no brands, not an error worth a toast.
 */
export function useBrandOptions(partnerId: number, enabled = true) {
  return useQuery({
    queryKey: ['partner-attributes', 'options', 'brand', partnerId],
    queryFn: async () => {
      try {
        return (
          await apiClient().get(
            '/api/partner-attributes/options',
            dataEnvelope(z.array(PartnerAttributeOptionSchema)),
            { code: 'brand', partnerId },
          )
        ).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
    enabled,
    meta: { quietStatuses: [404] },
  });
}
