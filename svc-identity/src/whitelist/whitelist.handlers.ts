import { z } from 'zod';
import {
  IdParamsSchema,
  WhitelistedIpListQuerySchema,
  WhitelistedIpSaveSchema,
  WhitelistedIpSchema,
} from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import { defineRoute, type RouteDefinition } from '@feedhub/service-kit';
import type { IdentityDeps } from '../deps';
import { deleteWhitelistRule, listWhitelist, saveWhitelistRule } from './whitelist.domain';

/** IP whitelist (SPEC §2 IP whitelist, §7). */
export function whitelistRoutes(deps: IdentityDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/whitelisted-ips/list',
      access: 'whitelist',
      summary: 'Whitelisted IP rules (paged)',
      query: WhitelistedIpListQuerySchema,
      response: z.object({ rows: z.array(WhitelistedIpSchema), total: z.number() }),
      handler: async ({ query }, ctx) => ({ data: await listWhitelist(ctx, query) }),
    }),
    defineRoute({
      method: 'post',
      path: '/whitelisted-ips/save',
      access: 'whitelist',
      summary:
        'Add or edit a rule: single IPv4/IPv6, CIDR or from-to range, stored canonically; a rule admitting every address needs confirmAll',
      body: WhitelistedIpSaveSchema,
      response: WhitelistedIpSchema,
      handler: async ({ body }, ctx) => ({
        data: await saveWhitelistRule(ctx, deps, body),
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
        await deleteWhitelistRule(ctx, deps, params.id);
        return { data: null, message: translate(ctx.locale, 'messages', 'ip_rule_deleted') };
      },
    }),
  ];
}
