import type { User } from '@feedhub/contracts';
import type { UserRow } from './users.repo';

/** A user row and its roles → the listed user of the contract (never the password hash). */
export function presentUser(row: UserRow, roles: { id: number; name: string }[]): User {
  return {
    id: row.id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    countryId: row.country_id,
    roleIds: roles.map((r) => r.id),
    roles,
  };
}
