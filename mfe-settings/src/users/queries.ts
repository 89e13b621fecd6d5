import { useQuery } from '@tanstack/react-query';
import { UserSchema, UserSelectsSchema, dataEnvelope } from '@feedhub/contracts';
import { apiClient } from '@feedhub/api-client';
import { crudHooks } from '../shared/crud';

/** /api/users list, save, delete. */
export const users = crudHooks('users', UserSchema);

/** GET /api/users/selects: roles and countries for the form. */
export function useUserSelects() {
  return useQuery({
    queryKey: ['users', 'selects'],
    queryFn: async () => (await apiClient().get('/api/users/selects', dataEnvelope(UserSelectsSchema))).data,
  });
}
