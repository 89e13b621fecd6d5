import type { UserListQuery, UserSaveInput } from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import type { RequestContext } from '@feedhub/service-kit';
import type { IdentityDeps } from '../deps';
import { deleteUser, listUsers, saveUser, userSelects } from './users.domain';

/** Users (SPEC §2 Users, §7): input → domain → answer; the table in routes.ts declares the routes. */
export function userHandlers(deps: IdentityDeps) {
  return {
    /** A page of users with their roles. */
    list: async ({ query }: { query: UserListQuery }, ctx: RequestContext) => ({
      data: await listUsers(ctx, query),
    }),
    /** Roles and countries for the user form. */
    selects: async (_input: unknown, ctx: RequestContext) => ({ data: await userSelects(ctx) }),
    /** Adds or edits a user. */
    save: async ({ body }: { body: UserSaveInput }, ctx: RequestContext) => ({
      data: { id: await saveUser(ctx, deps, body) },
      message: translate(ctx.locale, 'messages', 'user_saved'),
    }),
    /** Deletes a user. */
    remove: async ({ params }: { params: { id: number } }, ctx: RequestContext) => {
      await deleteUser(ctx, deps, params.id);
      return { data: null, message: translate(ctx.locale, 'messages', 'user_deleted') };
    },
  };
}
