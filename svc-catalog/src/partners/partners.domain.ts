import {
  GUARD_DEFAULTS,
  SECRET_MASK,
  nameKey,
  replaceUrlUserinfo,
  urlUserinfo,
  type ListPage,
  type Partner as PartnerDto,
  type PartnerListQuery,
  type PartnerListRow,
  type PartnerSaveInput,
} from '@feedhub/contracts';
import { isFeedClassName, validateFeedParams } from '@feedhub/feeds';
import {
  AppError,
  ValidationError,
  inTransaction,
  rulesOfIssues,
  type DomainContext,
  type FieldRule,
  type ServiceDeps,
} from '@feedhub/service-kit';
import { replacePartnerTasks, tasksOfPartner } from './partner-tasks.step';
import type { Partner } from './partners.model';
import { presentPartner, presentPartnerRow } from './partners.presenter';
import {
  findPartner,
  findPartnerByKey,
  insertPartner,
  pagePartners,
  reservePartnerId,
  updatePartner,
  type PartnerFields,
} from './partners.repo';

/** A page of partners. */
export async function listPartners(
  ctx: DomainContext,
  query: PartnerListQuery,
): Promise<ListPage<PartnerListRow>> {
  const page = await pagePartners(ctx.trx, query);
  return { rows: page.rows.map(presentPartnerRow), total: page.total };
}

/** One partner with its tasks. */
export async function getPartner(
  ctx: DomainContext,
  deps: ServiceDeps<unknown>,
  id: number,
): Promise<PartnerDto> {
  const partner = await findPartner(ctx.trx, id);
  if (!partner) throw new AppError('partner_not_found');
  return presentPartner(partner, await tasksOfPartner(deps.bus, id));
}

/** The scheme, host and port of a URL without its userinfo (null when it is not a URL). */
function originOf(url: string): string | null {
  try {
    return new URL(replaceUrlUserinfo(url, null)).origin;
  } catch {
    return null;
  }
}

/**
 * The stored user name and password of a URL param sent back masked: those of the same param of the
 * stored partner when it still points at the same scheme, host and port; none otherwise (a feed moved
 * elsewhere does not take the old credentials along).
 */
function storedUserinfo(sent: string, before: unknown): string | null {
  if (typeof before !== 'string') return null;
  const origin = originOf(sent);
  return origin !== null && origin === originOf(before) ? urlUserinfo(before) : null;
}

/**
 * The params as sent, but a secret sent back as the mask it was shown as (maskParams) is the stored
 * one: the password, and the user name and password of a URL-valued param (`storedUserinfo`).
 */
export function withStoredSecrets(
  params: Record<string, unknown>,
  existing: Partner | undefined,
): Record<string, unknown> {
  const stored = existing?.params ?? {};
  const restored = Object.fromEntries(
    Object.entries(params).map(([key, value]) => {
      if (typeof value !== 'string' || urlUserinfo(value) !== SECRET_MASK) return [key, value];
      const before = Object.hasOwn(stored, key) ? stored[key] : undefined;
      return [key, replaceUrlUserinfo(value, storedUserinfo(value, before))];
    }),
  );
  if (params.password === SECRET_MASK)
    restored.password = feedStaysPut(params, stored) ? (stored.password ?? '') : '';
  return restored;
}

/** Whether the feed URL sent points at the stored one's scheme, host and port. */
function feedStaysPut(params: Record<string, unknown>, stored: Record<string, unknown>): boolean {
  const sent = typeof params.url === 'string' ? originOf(params.url) : null;
  return sent !== null && typeof stored.url === 'string' && sent === originOf(stored.url);
}

/**
 * The stored password goes only to the address it was saved for: the mask sent back with a feed URL
 * of another scheme, host or port asks for the password again (a partner editor cannot send the
 * stored one to a server of their choosing).
 */
export function storedPasswordRules(
  params: Record<string, unknown>,
  existing: Partner | undefined,
): Record<string, FieldRule[]> {
  const stored = existing?.params ?? {};
  if (params.password !== SECRET_MASK || !stored.password || feedStaysPut(params, stored)) return {};
  return { 'params.password': [{ rule: 'secret_reentry' }] };
}

/**
 * The rules a class name and its params break (the save's and the preview's check): an unknown
 * class is `in` under className; params are checked by the class's schema, messages under
 * `params.*`, and must have a url.
 */
export function feedParamsRules(
  className: string,
  params: Record<string, unknown>,
): Record<string, FieldRule[]> {
  if (!isFeedClassName(className)) return { className: [{ rule: 'in' }] };
  const result = validateFeedParams(className, params);
  if (!result.success) return rulesOfIssues(result.issues, params, ['params']);
  // The class schema leaves the url optional (the CLI reads files); a partner's feed needs one.
  return result.params.url?.trim() ? {} : { 'params.url': [{ rule: 'required' }] };
}

/** Catalog's own rules of a save, all at once: unique name, a known class, params of that class, attribute codes. */
async function saveRules(
  ctx: DomainContext,
  input: PartnerSaveInput,
  params: Record<string, unknown>,
): Promise<Record<string, FieldRule[]>> {
  let rules: Record<string, FieldRule[]> = {};
  if (await findPartnerByKey(ctx.trx, nameKey(input.name), input.id)) rules.name = [{ rule: 'unique' }];
  rules = { ...rules, ...feedParamsRules(input.className, params) };
  if (!input.id) {
    const seen = new Set<string>();
    input.attributes.forEach((a, i) => {
      const code = a.code.toLocaleLowerCase('en');
      if (seen.has(code)) rules[`attributes.${i}.code`] = [{ rule: 'unique' }];
      seen.add(code);
    });
  }
  return rules;
}

/**
 * Adds or edits a partner with its tasks (SPEC §7 POST /partners/save) as two steps: jobs validates
 * and replaces the tasks (for a new partner under an id reserved first), then catalog writes the
 * partner in one transaction. If jobs refuses, nothing is written; if catalog's write fails, the
 * tasks step is undone. Nothing is half-saved either way.
 */
export async function savePartner(
  ctx: DomainContext,
  deps: ServiceDeps<unknown>,
  input: PartnerSaveInput,
): Promise<number> {
  const existing = input.id ? await findPartner(ctx.trx, input.id) : undefined;
  if (input.id && !existing) throw new AppError('partner_not_found');
  const params = withStoredSecrets(input.params, existing);
  const rules = { ...(await saveRules(ctx, input, params)), ...storedPasswordRules(input.params, existing) };
  if (Object.keys(rules).length) throw new ValidationError(rules);
  const id = existing?.id ?? (await reservePartnerId(ctx.trx));
  const undoTasks = await replacePartnerTasks(deps.bus, id, input.tasks);
  const fields: PartnerFields = {
    name: input.name,
    nameKey: nameKey(input.name),
    className: input.className,
    deliveryTime: input.deliveryTime,
    pimSupplierCode: input.pimSupplierCode,
    isActive: input.isActive,
    guardStockPercent: input.guardStockPercent ?? existing?.guardStockPercent ?? GUARD_DEFAULTS.stockPercent,
    guardPricePercent: input.guardPricePercent ?? existing?.guardPricePercent ?? GUARD_DEFAULTS.pricePercent,
    guardPriceFactor: input.guardPriceFactor ?? existing?.guardPriceFactor ?? GUARD_DEFAULTS.priceFactor,
    params,
  };
  try {
    await inTransaction(ctx, async (tx) => {
      // Checked again inside the write: a partner of that name may have been saved meanwhile.
      if (await findPartnerByKey(tx.trx, fields.nameKey, existing?.id))
        throw ValidationError.field('name', 'unique');
      if (existing) await updatePartner(tx.trx, id, fields);
      else
        await insertPartner(
          tx.trx,
          id,
          fields,
          input.attributes.map((a) => ({ code: a.code, name: a.code, type: a.type })),
        );
    });
  } catch (error) {
    await undoTasks();
    throw error;
  }
  return id;
}
