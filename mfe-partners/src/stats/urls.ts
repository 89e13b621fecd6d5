import { defineListSearch } from '@feedhub/api-client';

/** The partner stats table's URL state: page, perPage and sort (newest import first). */
export const statsSearch = defineListSearch({
  sortFields: ['collectedAt'],
  defaultSort: { field: 'collectedAt', direction: 'desc' },
});
