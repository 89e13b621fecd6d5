import { z } from 'zod';
import { defineListSearch } from '@feedhub/api-client';

/** The Icecat feature map screen (route `icecatFeatures`, permission settings). */
export const icecatFeaturesPath = '/settings/icecat-features';

/**
 * Its URL state: page, perPage, sort (feature id ascending by default), the filters (an exact Icecat
 * feature id, an exact PIM attribute code) and the add/edit modal.
 */
export const icecatFeaturesSearch = defineListSearch({
  sortFields: ['featureId', 'pimAttributeCode', 'id'],
  defaultSort: { field: 'featureId', direction: 'asc' },
  filter: {
    /** Icecat's feature id (digits only; anything else is no filter). */
    featureId: z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,9}$/)
      .optional()
      .catch(undefined),
    /** A PIM attribute code. */
    pimAttributeCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_]{1,100}$/)
      .optional()
      .catch(undefined),
  },
});

/** The filters of the list as the URL holds them. */
export type IcecatFeatureFilterValues = Pick<
  ReturnType<typeof icecatFeaturesSearch.parse>,
  'featureId' | 'pimAttributeCode'
>;
