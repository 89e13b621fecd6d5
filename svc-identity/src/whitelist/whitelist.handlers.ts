import type { WhitelistedIpListQuery, WhitelistedIpSaveInput } from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import type { RequestContext } from '@feedhub/service-kit';
import type { IdentityDeps } from '../deps';
import { deleteWhitelistRule, listWhitelist, saveWhitelistRule } from './whitelist.domain';

/** IP whitelist (SPEC §2 IP whitelist, §7). */
export function whitelistHandlers(deps: IdentityDeps) {
  return {
    /** A page of rules. */
    list: async ({ query }: { query: WhitelistedIpListQuery }, ctx: RequestContext) => ({
      data: await listWhitelist(ctx, query),
    }),
    /** Adds or edits a rule. */
    save: async ({ body }: { body: WhitelistedIpSaveInput }, ctx: RequestContext) => ({
      data: await saveWhitelistRule(ctx, deps, body),
      message: translate(ctx.locale, 'messages', 'ip_rule_saved'),
    }),
    /** Deletes a rule. */
    remove: async ({ params }: { params: { id: number } }, ctx: RequestContext) => {
      await deleteWhitelistRule(ctx, deps, params.id);
      return { data: null, message: translate(ctx.locale, 'messages', 'ip_rule_deleted') };
    },
  };
}
