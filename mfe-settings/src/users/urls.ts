import { defineListSearch } from '@feedhub/api-client';

/** The users screen (SPEC §2 route `settingsUsers`). */
export const usersPath = '/settings/users';

/** Its URL state: page, perPage, sort (user name, first or last name, e-mail) and the add/edit modal. */
export const usersSearch = defineListSearch({
  sortFields: ['username', 'firstName', 'lastName', 'email'],
  defaultSort: { field: 'username', direction: 'asc' },
});
