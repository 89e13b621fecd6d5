import { defineListSearch } from '@feedhub/api-client';

/** The partners list's URL state: page, perPage and sort (the server sorts by name or id). */
export const partnersSearch = defineListSearch({
  sortFields: ['name', 'id'],
  defaultSort: { field: 'name', direction: 'asc' },
});
