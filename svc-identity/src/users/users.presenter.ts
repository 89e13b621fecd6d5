import type { User as UserDto } from '@feedhub/contracts';
import type { User } from './users.model';

/** A user with its roles → the listed user of the contract (never the password hash). */
export function presentUser(user: User): UserDto {
  const roles = (user.roles ?? []).map((r) => ({ id: r.id, name: r.name }));
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    countryId: user.countryId,
    roleIds: roles.map((r) => r.id),
    roles,
  };
}
