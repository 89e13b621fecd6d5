import type { User, UserSelects } from '@feedhub/contracts';

/** Users for component tests. */
export const usersFixture: User[] = [
  {
    id: 1,
    username: 'admin',
    firstName: 'Ada',
    lastName: 'Admin',
    email: 'admin@example.com',
    countryId: 1,
    roleIds: [1],
    roles: [{ id: 1, name: 'Admin' }],
  },
  {
    id: 2,
    username: 'mari',
    firstName: 'Mari',
    lastName: 'Maasikas',
    email: 'mari@example.com',
    countryId: 1,
    roleIds: [2, 3],
    roles: [
      { id: 2, name: 'Buyers' },
      { id: 3, name: 'Viewers' },
    ],
  },
];

/** The form's select data for component tests. */
export const userSelectsFixture: UserSelects = {
  roles: [
    { id: 1, name: 'Admin' },
    { id: 2, name: 'Buyers' },
    { id: 3, name: 'Viewers' },
  ],
  countries: [
    { id: 1, name: 'Estonia' },
    { id: 2, name: 'Latvia' },
  ],
};
