import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  PartnerPriceRuleSchema,
  PriceFieldOptionsSchema,
  PriceRulePreviewSchema,
  SELECT_LIST_PER_PAGE,
  dataEnvelope,
  listEnvelope,
} from '@feedhub/contracts';
import { REFERENCE_STALE_MS, apiClient, crudResource } from '@feedhub/api-client';
import { PriceRuleOptionSchema, PriceRuleSaveSchema } from '@feedhub/pricing';

/** /api/partner-price-rules: a partner's formulas, save (add and edit) and delete. */
export const priceRules = crudResource({
  resource: 'partner-price-rules',
  row: PartnerPriceRuleSchema,
  save: PriceRuleSaveSchema,
});

/**
 * GET /api/partner-price-rules/list?filter[partnerId]=: all of a partner's formulas (one page, sorted by
 * the server by sortOrder then id). The language is in the key: the steps come translated.
 */
export function usePartnerPriceRules(partnerId: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...priceRules.key, 'list', partnerId, i18n.language],
    queryFn: async () =>
      (
        await apiClient().get('/api/partner-price-rules/list', listEnvelope(PartnerPriceRuleSchema), {
          filter: { partnerId },
          page: 1,
          perPage: SELECT_LIST_PER_PAGE,
        })
      ).data.rows,
  });
}

/** GET /api/partner-price-rules/{id}: the formula the modal edits (null: adding, nothing to read). */
export function usePriceRule(id: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...priceRules.key, 'one', id, i18n.language],
    queryFn: async () =>
      (await apiClient().get(`/api/partner-price-rules/${id}`, dataEnvelope(PartnerPriceRuleSchema))).data,
    enabled: id !== null,
    // Dropped when the modal closes: the next opening never starts from a stale formula.
    gcTime: 0,
  });
}

/** GET /api/partner-price-rules/options: labels of the PIM and partner price fields, by code. */
export function usePriceFieldOptions() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...priceRules.key, 'options', i18n.language],
    queryFn: async () =>
      (await apiClient().get('/api/partner-price-rules/options', dataEnvelope(PriceFieldOptionsSchema))).data,
    staleTime: REFERENCE_STALE_MS,
  });
}

/** GET /api/price-rules/list: the rule catalogue (name, type, description, input label) in the user's language. */
export function usePriceRuleOptions() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['price-rules', 'list', i18n.language],
    queryFn: async () =>
      (await apiClient().get('/api/price-rules/list', listEnvelope(PriceRuleOptionSchema))).data.rows,
    staleTime: REFERENCE_STALE_MS,
  });
}

/**
 * GET /api/partner-price-rules/preview-products?partnerId=: a few of the partner's products with their
 * category mapping, priced in the browser by the live preview (optionally including one product).
 */
export function usePreviewProducts(partnerId: number, productId?: number) {
  return useQuery({
    queryKey: [...priceRules.key, 'preview-products', partnerId, productId ?? null],
    queryFn: async () =>
      (
        await apiClient().get(
          '/api/partner-price-rules/preview-products',
          dataEnvelope(PriceRulePreviewSchema),
          productId ? { partnerId, productId } : { partnerId },
        )
      ).data,
    // The preview is a help inside the modal: it says itself that it could not load, without a red toast.
    meta: { quietStatuses: [404, 422, 500, 502, 503] },
  });
}
