import {
  SUBJECTS,
  anyRangeContains,
  parseIpRange,
  type IpRange,
  type WhitelistedIpSaveInput,
} from '@feedhub/contracts';
import { AppError, ValidationError, type RequestContext } from '@feedhub/service-kit';
import type { IdentityDeps } from '../deps';
import { deleteRule, findDuplicate, findRule, listRules, saveRule } from './whitelist.repo';

/** Ranges of a rule list (stored rules are canonical, so they all parse). */
const ranges = (rules: { ip: string }[]): IpRange[] =>
  rules.map((r) => parseIpRange(r.ip)).filter((r): r is IpRange => r !== null);

/**
 * Self-lockout guard: once the list is non-empty, the caller's own IP must still match it after
 * the change, or the caller could not undo it.
 */
function assertCallerStaysIn(after: { ip: string }[], callerIp: string, field: string): void {
  if (after.length && !anyRangeContains(ranges(after), callerIp)) {
    throw ValidationError.field(field, 'whitelist_self_lockout', { ip: callerIp });
  }
}

/** Tells every gateway the new list at once (DESIGN §3: applied immediately in every replica). */
async function announce(deps: IdentityDeps): Promise<void> {
  const rules = await listRules(deps.knex);
  await deps.bus.publish(SUBJECTS.whitelistChanged, { rules: rules.map((r) => r.ip) });
}

/** Adds or edits a rule (ip already canonical). */
export async function saveWhitelistRule(
  deps: IdentityDeps,
  ctx: RequestContext,
  input: WhitelistedIpSaveInput,
) {
  const { knex } = deps;
  const current = await listRules(knex);
  if (input.id && !current.some((r) => r.id === input.id)) throw new AppError('ip_rule_not_found');
  if (await findDuplicate(knex, input.ip, input.id)) throw ValidationError.field('ip', 'unique');
  const after = [...current.filter((r) => r.id !== input.id), { ip: input.ip }];
  assertCallerStaysIn(after, ctx.caller.ip, 'ip');
  const id = await saveRule(knex, input.id, input.ip, input.description);
  await announce(deps);
  return { id, ip: input.ip, description: input.description };
}

/** Deletes a rule unless that would lock the caller out. */
export async function deleteWhitelistRule(
  deps: IdentityDeps,
  ctx: RequestContext,
  id: number,
): Promise<void> {
  const rule = await findRule(deps.knex, id);
  if (!rule) throw new AppError('ip_rule_not_found');
  const after = (await listRules(deps.knex)).filter((r) => r.id !== id);
  assertCallerStaysIn(after, ctx.caller.ip, 'ip');
  await deleteRule(deps.knex, id);
  await announce(deps);
}
