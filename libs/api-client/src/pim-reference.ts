import { z } from 'zod';
import { PimAttributeOptionRowSchema, dataEnvelope } from '@feedhub/contracts';
import { apiClient } from './registry';

/** Reference lists (PIM categories, attributes, options) change rarely: fetched once per visit of a screen. */
export const REFERENCE_STALE_MS = 5 * 60_000;

/**
 * GET /api/pim-attributes/options?code=: one select-type PIM attribute's options, as query options
 * (the attribute mapping and the Icecat feature map share them, and their cache).
 */
export function pimAttributeOptionsQuery(code: string) {
  return {
    queryKey: ['pim-attributes', 'options', code] as const,
    queryFn: async () =>
      (
        await apiClient().get(
          '/api/pim-attributes/options',
          dataEnvelope(z.array(PimAttributeOptionRowSchema)),
          { code },
        )
      ).data,
    staleTime: REFERENCE_STALE_MS,
  };
}
