import { defineListSearch } from '@feedhub/api-client';

/** The settings screen (SPEC §2 route `settings`). */
export const settingsPath = '/settings';

/** Its URL state: page, perPage and sort (the server sorts by `code`). */
export const settingsSearch = defineListSearch({
  sortFields: ['code'],
  defaultSort: { field: 'code', direction: 'asc' },
});
