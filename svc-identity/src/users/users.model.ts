import { Model, TimestampedModel } from '@feedhub/db';
import { Role } from '../roles/roles.model';
import { SCHEMA } from '../schema';

/** A back-office user (SPEC §3 User). */
export class User extends TimestampedModel {
  static override tableName = `${SCHEMA}.users`;
  /** Id. */
  id!: number;
  /** Name as typed. */
  username!: string;
  /** NFKC + lower-case form: unique ("Admin" is "admin"). */
  usernameKey!: string;
  /**
   * Look-alike form (`аdmin` with a Cyrillic а is "admin"): unique, so no name impersonates another;
   * null for a look-alike stored before the check (see the recompute migration).
   */
  usernameSkeleton!: string | null;
  /** E-mail. */
  email!: string;
  /** First name. */
  firstName!: string;
  /** Last name. */
  lastName!: string;
  /** argon2id hash; never leaves the service. */
  passwordHash!: string;
  /** Country id. */
  countryId!: number | null;
  /** Interface language. */
  locale!: string;
  /** Roles (when fetched). */
  roles?: Role[];

  static override get relationMappings() {
    return {
      roles: {
        relation: Model.ManyToManyRelation,
        modelClass: Role,
        join: {
          from: `${SCHEMA}.users.id`,
          through: { from: `${SCHEMA}.user_roles.user_id`, to: `${SCHEMA}.user_roles.role_id` },
          to: `${SCHEMA}.roles.id`,
        },
      },
    };
  }
}
