import { z } from 'zod';
import { PARTNER_ATTRIBUTE_SORTS, PARTNER_ATTRIBUTE_TYPES } from '@feedhub/contracts';
import { defineListSearch } from '@feedhub/api-client';

/**
 * The partner attributes list's URL state (route `partnerAttributes`): page, perPage, sort (SPEC §9:
 * code ascending), the filters, and the attribute whose mapping modal is open (`dialog=edit&id=`).
 */
export const attributesSearch = defineListSearch({
  sortFields: PARTNER_ATTRIBUTE_SORTS,
  defaultSort: { field: 'code', direction: 'asc' },
  filter: {
    /** Substring of the code or the name. */
    name: z.string().trim().max(255).optional().catch(undefined),
    /** One attribute type. */
    type: z.enum(PARTNER_ATTRIBUTE_TYPES).optional().catch(undefined),
    /** 1: mapped to a PIM attribute, 2: not (SPEC §9). */
    isMapped: z.enum(['1', '2']).optional().catch(undefined),
    /** 1: only attributes whose top suggestion is confident. */
    suggested: z.enum(['1']).optional().catch(undefined),
  },
});

/** The filter values of the attributes list (as the URL holds them). */
export type AttributeFilterValues = Pick<
  ReturnType<typeof attributesSearch.parse>,
  'name' | 'type' | 'isMapped' | 'suggested'
>;
