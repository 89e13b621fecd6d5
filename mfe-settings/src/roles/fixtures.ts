import type { Permission, Role } from '@feedhub/contracts';

/** Permissions for component tests. */
export const permissionsFixture: Permission[] = [
  { id: 1, name: '*', description: 'All permissions' },
  { id: 2, name: 'partners', description: 'View partners' },
  { id: 3, name: 'partnerProducts', description: 'Partner products' },
];

/** Roles for component tests. */
export const rolesFixture: Role[] = [
  { id: 1, name: 'Admin', permissionIds: [1], permissions: [permissionsFixture[0]] },
  {
    id: 2,
    name: 'Buyers',
    permissionIds: [2, 3],
    permissions: [permissionsFixture[1], permissionsFixture[2]],
  },
];
