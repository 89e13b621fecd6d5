import type { RoleListQuery, RoleSaveInput } from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import type { RequestContext } from '@feedhub/service-kit';
import type { IdentityDeps } from '../deps';
import { deleteRole, listRoles, saveRole } from './roles.domain';

/** Roles (SPEC §2 Roles, §7). */
export function roleHandlers(deps: IdentityDeps) {
  return {
    /** A page of roles with their permissions. */
    list: async ({ query }: { query: RoleListQuery }, ctx: RequestContext) => ({
      data: await listRoles(ctx, query),
    }),
    /** Adds or edits a role. */
    save: async ({ body }: { body: RoleSaveInput }, ctx: RequestContext) => ({
      data: { id: await saveRole(ctx, deps, body) },
      message: translate(ctx.locale, 'messages', 'role_saved'),
    }),
    /** Deletes a role (`confirm=1` when users still hold it). */
    remove: async (
      { params, query }: { params: { id: number }; query: { confirm?: '0' | '1' } },
      ctx: RequestContext,
    ) => {
      await deleteRole(ctx, deps, params.id, query.confirm === '1');
      return { data: null, message: translate(ctx.locale, 'messages', 'role_deleted') };
    },
  };
}
