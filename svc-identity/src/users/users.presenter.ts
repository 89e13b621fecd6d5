import type { User as UserDto } from '@feedhub/contracts';
import type { User } from './users.model';

/** Who a user is, as every answer about a user shows it (never the password hash). */
export function presentUserIdentity(user: User) {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
  };
}

/** A user with its roles → the listed user of the contract. */
export function presentUser(user: User): UserDto {
  const roles = (user.roles ?? []).map((r) => ({ id: r.id, name: r.name }));
  return { ...presentUserIdentity(user), countryId: user.countryId, roleIds: roles.map((r) => r.id), roles };
}
