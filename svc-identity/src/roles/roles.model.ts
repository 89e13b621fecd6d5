import { Model, TimestampedModel } from '@feedhub/db';
import { Permission } from '../permissions/permissions.model';
import { SCHEMA } from '../schema';

/** A named set of permissions (SPEC §6). */
export class Role extends TimestampedModel {
  static override tableName = `${SCHEMA}.roles`;
  /** Id. */
  id!: number;
  /** Name as typed. */
  name!: string;
  /** NFKC + lower-case form of the name: unique, so "Admin" and "ADMIN" are one role. */
  nameKey!: string;
  /**
   * Confusable-folded form (`Аdministrator` with a Cyrillic А is "administrator"): unique, so no
   * role passes for another. Null only for a look-alike stored before the check (see its migration).
   */
  nameSkeleton!: string | null;
  /** Granted permissions (when fetched). */
  permissions?: Permission[];

  /** Named query modifiers (`roles(byName)` in graph fetches). */
  static override modifiers = {
    byName(query: import('objection').QueryBuilder<Role>) {
      query.orderBy('name_key');
    },
  };

  static override get relationMappings() {
    return {
      permissions: {
        relation: Model.ManyToManyRelation,
        modelClass: Permission,
        join: {
          from: `${SCHEMA}.roles.id`,
          through: {
            from: `${SCHEMA}.role_permissions.role_id`,
            to: `${SCHEMA}.role_permissions.permission_id`,
          },
          to: `${SCHEMA}.permissions.id`,
        },
      },
    };
  }
}
