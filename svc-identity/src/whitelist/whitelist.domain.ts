import {
  SUBJECTS,
  admitsEveryAddress,
  anyRangeContains,
  parseIpRange,
  type IpRange,
  type ListPage,
  type WhitelistedIp as WhitelistedIpDto,
  type WhitelistedIpListQuery,
  type WhitelistedIpSaveInput,
} from '@feedhub/contracts';
import { AppError, ValidationError, inTransaction, type DomainContext } from '@feedhub/service-kit';
import type { IdentityDeps } from '../deps';
import { presentRule } from './whitelist.presenter';
import { allRuleTexts, allRules, deleteRule, findDuplicate, pageRules, saveRule } from './whitelist.repo';

/** Ranges of rule texts (stored rules are canonical, so they all parse). */
const ranges = (rules: readonly string[]): IpRange[] =>
  rules.map((r) => parseIpRange(r)).filter((r): r is IpRange => r !== null);

/**
 * Self-lockout guard: once the list is non-empty, the caller's own IP must still match it after
 * the change, or the caller could not undo it.
 */
function assertCallerStaysIn(after: readonly string[], callerIp: string): void {
  if (after.length && !anyRangeContains(ranges(after), callerIp)) {
    throw ValidationError.field('ip', 'whitelist_self_lockout', { ip: callerIp });
  }
}

/** Tells every gateway the new list at once (DESIGN §3: applied immediately in every replica). */
async function announce(ctx: DomainContext, deps: IdentityDeps): Promise<void> {
  await deps.bus.publish(SUBJECTS.whitelistChanged, { rules: await allRuleTexts(ctx.trx) });
}

/** A page of rules. */
export async function listWhitelist(
  ctx: DomainContext,
  query: WhitelistedIpListQuery,
): Promise<ListPage<WhitelistedIpDto>> {
  const page = await pageRules(ctx.trx, query);
  return { rows: page.rows.map(presentRule), total: page.total };
}

/**
 * Adds or edits a rule (ip already canonical) in one transaction: unique, and the caller stays in.
 * A rule that admits every address switches the whitelist off, so it needs `confirmAll`.
 */
export async function saveWhitelistRule(
  ctx: DomainContext,
  deps: IdentityDeps,
  input: WhitelistedIpSaveInput,
): Promise<WhitelistedIpDto> {
  const range = parseIpRange(input.ip);
  if (range && admitsEveryAddress(range) && input.confirmAll !== true)
    throw ValidationError.field('ip', 'whitelist_allows_all');
  const saved = await inTransaction(ctx, async (tx) => {
    const current = await allRules(tx.trx);
    if (input.id && !current.some((r) => r.id === input.id)) throw new AppError('ip_rule_not_found');
    if (await findDuplicate(tx.trx, input.ip, input.id)) throw ValidationError.field('ip', 'unique');
    assertCallerStaysIn([...current.filter((r) => r.id !== input.id).map((r) => r.ip), input.ip], tx.ip);
    return saveRule(tx.trx, input.id, input.ip, input.description);
  });
  await announce(ctx, deps);
  return presentRule(saved);
}

/** Deletes a rule unless that would lock the caller out. */
export async function deleteWhitelistRule(ctx: DomainContext, deps: IdentityDeps, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const current = await allRules(tx.trx);
    if (!current.some((r) => r.id === id)) throw new AppError('ip_rule_not_found');
    assertCallerStaysIn(
      current.filter((r) => r.id !== id).map((r) => r.ip),
      tx.ip,
    );
    await deleteRule(tx.trx, id);
  });
  await announce(ctx, deps);
}
