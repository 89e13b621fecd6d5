import { defineListSearch } from '@feedhub/api-client';

/** The roles screen (SPEC §2 route `settingsRoles`). */
export const rolesPath = '/settings/roles';

/** Its URL state: page, perPage, sort (the server sorts by `name`) and the add/edit modal. */
export const rolesSearch = defineListSearch({
  sortFields: ['name'],
  defaultSort: { field: 'name', direction: 'asc' },
});
