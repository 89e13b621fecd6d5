import { useQuery } from '@tanstack/react-query';
import { UserSaveSchema, UserSchema, UserSelectsSchema, dataEnvelope } from '@feedhub/contracts';
import { apiClient, crudResource } from '@feedhub/api-client';

/** /api/users: list, save, delete. */
export const users = crudResource({ resource: 'users', row: UserSchema, save: UserSaveSchema });

/** GET /api/users/selects: roles and countries for the form (no settingsRoles permission needed). */
export function useUserSelects() {
  return useQuery({
    queryKey: [...users.key, 'selects'],
    queryFn: async () => (await apiClient().get('/api/users/selects', dataEnvelope(UserSelectsSchema))).data,
  });
}
