import { z } from 'zod';
import {
  IdParamsSchema,
  UserListQuerySchema,
  UserSaveSchema,
  UserSchema,
  UserSelectsSchema,
} from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import { defineRoute, type RouteDefinition } from '@feedhub/service-kit';
import type { IdentityDeps } from '../deps';
import { deleteUser, listUsers, saveUser, userSelects } from './users.domain';

/** Users (SPEC §2 Users, §7). */
export function userRoutes(deps: IdentityDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/users/list',
      access: 'settingsUsers',
      summary: 'Users with their roles (paged, sorted by user name unless asked otherwise)',
      query: UserListQuerySchema,
      response: z.object({ rows: z.array(UserSchema), total: z.number() }),
      handler: async ({ query }, ctx) => ({ data: await listUsers(ctx, query) }),
    }),
    defineRoute({
      method: 'get',
      path: '/users/selects',
      access: 'settingsUsers',
      summary: "The user form's select data: roles and countries",
      response: UserSelectsSchema,
      handler: async (_input, ctx) => ({ data: await userSelects(ctx) }),
    }),
    defineRoute({
      method: 'post',
      path: '/users/save',
      access: 'settingsUsers',
      summary:
        'Add or edit a user (password required on add, optional on edit; only roles the caller could grant)',
      body: UserSaveSchema,
      errorFields: { roleIds: 'roles' },
      response: z.object({ id: z.number() }),
      handler: async ({ body }, ctx) => ({
        data: { id: await saveUser(ctx, deps, body) },
        message: translate(ctx.locale, 'messages', 'user_saved'),
      }),
    }),
    defineRoute({
      method: 'delete',
      path: '/users/delete/:id',
      access: 'settingsUsers',
      summary: 'Delete a user',
      params: IdParamsSchema,
      handler: async ({ params }, ctx) => {
        await deleteUser(ctx, deps, params.id);
        return { data: null, message: translate(ctx.locale, 'messages', 'user_deleted') };
      },
    }),
  ];
}
