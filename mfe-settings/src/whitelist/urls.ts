import { defineListSearch } from '@feedhub/api-client';

/** The IP whitelist screen (SPEC §2 route `whitelist`). */
export const whitelistPath = '/settings/whitelist';

/** Its URL state: page, perPage, sort (the server sorts by `ip`) and the add/edit modal. */
export const whitelistSearch = defineListSearch({
  sortFields: ['ip'],
  defaultSort: { field: 'ip', direction: 'asc' },
});
