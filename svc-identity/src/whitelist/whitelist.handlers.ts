import { z } from 'zod';
import {
  IdParamsSchema,
  WhitelistedIpSaveSchema,
  WhitelistedIpSchema,
  listQuerySchema,
} from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import { defineRoute, type RouteDefinition } from '@feedhub/service-kit';
import type { IdentityDeps } from '../deps';
import { deleteWhitelistRule, saveWhitelistRule } from './whitelist.domain';
import { listRules } from './whitelist.repo';

/** IP whitelist (SPEC §2 IP whitelist, §7). */
export function whitelistRoutes(deps: IdentityDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/whitelisted-ips/list',
      access: 'whitelist',
      summary: 'Every whitelisted IP rule',
      query: listQuerySchema({}, ['ip']),
      response: z.object({ rows: z.array(WhitelistedIpSchema), total: z.number() }),
      handler: async () => {
        const rows = await listRules(deps.knex);
        return { data: { rows, total: rows.length } };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/whitelisted-ips/save',
      access: 'whitelist',
      summary: 'Add or edit a rule: single IPv4/IPv6, CIDR or from-to range, stored canonically',
      body: WhitelistedIpSaveSchema,
      response: WhitelistedIpSchema,
      handler: async ({ body }, ctx) => ({
        data: await saveWhitelistRule(deps, ctx, body),
        message: translate(ctx.locale, 'messages', 'ip_rule_saved'),
      }),
    }),
    defineRoute({
      method: 'delete',
      path: '/whitelisted-ips/delete/:id',
      access: 'whitelist',
      summary: 'Delete a rule',
      params: IdParamsSchema,
      handler: async ({ params }, ctx) => {
        await deleteWhitelistRule(deps, ctx, params.id);
        return { data: null, message: translate(ctx.locale, 'messages', 'ip_rule_deleted') };
      },
    }),
  ];
}
