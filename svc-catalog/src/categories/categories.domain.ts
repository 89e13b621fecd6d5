import {
  grants,
  type ListPage,
  type MappingSource,
  type PartnerCategoryListQuery,
  type PartnerCategoryRow,
  type PartnerCategory as PartnerCategoryDto,
  type PartnerCategorySaveInput,
  type PermissionName,
} from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import {
  AppError,
  inTransaction,
  ValidationError,
  type DomainContext,
  type FieldRule,
} from '@feedhub/service-kit';
import { diffFields, historyOf, recordHistory } from '../mapping/history.domain';
import { trimDecimal } from '../numeric-text';
import { prioritiesOf } from '../pim-mappings/pim-mappings.domain';
import { familiesForPimCategories } from '../pim-mappings/pim-category-family';
import { categoryIndexFor } from '../suggestions/category-index';
import { freshenCategorySuggestions, rowSuggestion } from '../suggestions/category-suggestions.domain';
import { currentBasisFor, type SuggestSettings } from '../suggestions/suggest-settings';
import { brandOptions } from '../zero-amounts/zero-amounts.repo';
import type { PartnerCategory, PartnerCategoryMarginal } from './categories.model';
import { categoryDefaults, chosenFamily } from './category-defaults';
import { presentCategory, presentCategoryRow, settingsOf, type StoredSettings } from './categories.presenter';
import {
  familyIds,
  findCategory,
  pageCategories,
  patchCategory,
  pimCategoryRefs,
  replaceChanges,
  replaceMarginals,
  unknownPimCategories,
} from './categories.repo';

/** The category or 404 partner_category_not_found (also for another partner's category). */
async function categoryOf(trx: Knex, id: number, partnerId?: number) {
  const category = await findCategory(trx, id);
  if (!category || (partnerId !== undefined && category.partnerId !== partnerId))
    throw new AppError('partner_category_not_found', { categoryId: id });
  return category;
}

/** A page of a partner's categories (default: name). */
export async function listCategories(
  ctx: DomainContext,
  query: PartnerCategoryListQuery,
  settings: SuggestSettings,
): Promise<ListPage<PartnerCategoryRow>> {
  const partnerId = query.filter?.partnerId;
  const basis = await currentBasisFor(ctx.trx, settings);
  if (partnerId !== undefined) await freshenCategorySuggestions(ctx, partnerId, basis, settings);
  const page = await pageCategories(ctx.trx, query, ctx.locale);
  // The PIM paths reasons name, in the caller's language (the scorer's index, built once per basis).
  const pimPaths = page.rows.some((row) => row.suggestionPath)
    ? (await categoryIndexFor(ctx.trx, basis)).pimPaths
    : undefined;
  const suggestions = page.rows.map((row) =>
    rowSuggestion(
      ctx.locale,
      { top: row.suggestionTop, confident: row.suggestionConfident, path: row.suggestionPath },
      pimPaths,
    ),
  );
  const families = await familiesForPimCategories(
    ctx.trx,
    suggestions.flatMap((s) => (s ? [s.code] : [])),
  );
  return {
    total: page.total,
    rows: page.rows.map((row, i) => {
      const suggestion = suggestions[i];
      return presentCategoryRow(
        row,
        suggestion ? { ...suggestion, familyCode: families.get(suggestion.code) ?? null } : null,
      );
    }),
  };
}

/**
 * The category with its whole mapping, labels in the caller's language; an unmapped one with the
 * values its mapping starts with (`defaults`; `fallbackVatEt`: the default VAT setting).
 */
export async function getCategory(
  ctx: DomainContext,
  id: number,
  fallbackVatEt: number | null = null,
): Promise<PartnerCategoryDto> {
  const c = await categoryOf(ctx.trx, id);
  const changes = c.changes ?? [];
  const codes = c.pimCategory ?? [];
  const refs = await pimCategoryRefs(
    ctx.trx,
    [...codes, ...changes.map((ch) => ch.pimCategoryCode ?? '')].filter(Boolean),
    ctx.locale,
  );
  const families = await familyIds(ctx.trx);
  const main = codes[0];
  const priorities = main ? ((await prioritiesOf(ctx, [main])).get(main) ?? []) : [];
  return {
    ...presentCategory(c, {
      refs,
      families,
      priorities,
      history: await historyOf(ctx.trx, 'category', c.id),
    }),
    defaults: await categoryDefaults(ctx.trx, c, fallbackVatEt),
  };
}

/** 403 unless the actor holds the permission (a list sent without it). */
function requirePermission(ctx: DomainContext, permission: PermissionName): void {
  if (!ctx.actor || !grants(ctx.actor.permissions, permission)) throw new AppError('permission_denied');
}

/** What a category mapping's history compares: the saved fields, marginals and name words without ids. */
function snapshot(
  c: Pick<PartnerCategory, 'pimCategory' | 'family'> & StoredSettings,
  marginals: readonly Pick<
    PartnerCategoryMarginal,
    'brand' | 'priceFrom' | 'priceTo' | 'marginal' | 'marginalEt' | 'prepaymentPercent'
  >[],
  changes: readonly { word: string; pimCategory: string }[],
): Record<string, unknown> {
  return {
    pimCategory: c.pimCategory ?? [],
    family: c.family,
    ...settingsOf(c),
    marginals: marginals.map((m) => ({
      brand: m.brand,
      priceFrom: trimDecimal(m.priceFrom),
      priceTo: trimDecimal(m.priceTo),
      marginal: trimDecimal(m.marginal),
      marginalEt: trimDecimal(m.marginalEt),
      prepaymentPercent: trimDecimal(m.prepaymentPercent),
    })),
    changes: changes.map((ch) => ({ word: ch.word, pimCategory: ch.pimCategory })),
  };
}

/**
 * Saves a category's mapping (SPEC §3, §5). Checks beyond the schema: the category is the partner's;
 * PIM categories, the family and name-word categories exist in the PIM copy; a marginal's brand is
 * one of the partner's; marginal and change ids are this category's (404 marginal_not_found /
 * change_not_found); marginals and changes each need their permission. Lists sent replace the stored
 * ones; lists left out stay. Records the changed fields in the history.
 */
export async function saveCategory(ctx: DomainContext, input: PartnerCategorySaveInput): Promise<number> {
  if (input.marginals !== undefined) requirePermission(ctx, 'partnerCategory.marginals');
  if (input.changes !== undefined) requirePermission(ctx, 'partnerCategory.nameWordCategory');
  return inTransaction(ctx, (tx) => saveCategoryIn(tx, input));
}

/**
 * The save itself, inside the caller's transaction (a person's save, or one accepted suggestion of
 * many: `source` goes into the history).
 */
export async function saveCategoryIn(
  tx: DomainContext,
  input: PartnerCategorySaveInput,
  source: MappingSource = 'manual',
): Promise<number> {
  const category = await categoryOf(tx.trx, input.id, input.partnerId);
  const oldMarginals = category.marginals ?? [];
  const oldChanges = category.changes ?? [];
  for (const m of input.marginals ?? [])
    if (m.id !== undefined && !oldMarginals.some((old) => old.id === m.id))
      throw new AppError('marginal_not_found', { id: m.id });
  for (const ch of input.changes ?? [])
    if (ch.id !== undefined && !oldChanges.some((old) => old.id === ch.id))
      throw new AppError('change_not_found', { id: ch.id });

  const rules: Record<string, FieldRule[]> = {};
  const unknown = await unknownPimCategories(tx.trx, [
    ...input.pimCategory,
    ...(input.changes ?? []).map((ch) => ch.pimCategory),
  ]);
  input.pimCategory.forEach((code, i) => {
    if (unknown.has(code)) rules[`pimCategory.${i}`] = [{ rule: 'exists' }];
  });
  (input.changes ?? []).forEach((ch, i) => {
    if (unknown.has(ch.pimCategory)) rules[`changes.${i}.pimCategory`] = [{ rule: 'exists' }];
  });
  // Left empty, the family the PIM category mapping screen set for the main PIM category.
  const family = await chosenFamily(tx.trx, input);
  if (!family) rules.family = [{ rule: input.family === null ? 'required' : 'exists' }];
  if (input.marginals?.some((m) => m.brand !== null)) {
    const brands = new Set(await brandOptions(tx.trx, category.partnerId));
    input.marginals.forEach((m, i) => {
      if (m.brand !== null && !brands.has(m.brand)) rules[`marginals.${i}.brand`] = [{ rule: 'exists' }];
    });
  }
  if (Object.keys(rules).length) throw new ValidationError(rules);

  const pimCategory = [...new Set(input.pimCategory)];
  const fields = {
    pimCategory,
    pimCategoryCode: pimCategory[0],
    family: family!,
    brand: input.brand,
    deliveryTime: input.deliveryTime,
    vat: input.vat,
    vatEt: String(input.vatEt),
    exportAll: input.exportAll,
    useIcecat: input.useIcecat,
    priceChangeType: input.priceChangeType,
    priceChangeAmount: input.priceChangeAmount,
    transportAddToPrice: input.transportAddToPrice,
    disabledEe: input.disabledEe,
    disabledFi: input.disabledFi,
    disabledLv: input.disabledLv,
  };
  const storedChanges = oldChanges.map((ch) => ({ word: ch.word, pimCategory: ch.pimCategoryCode ?? '' }));
  const marginals = input.marginals ?? oldMarginals;
  const before = snapshot(category, oldMarginals, storedChanges);
  const after = snapshot({ ...category, ...fields }, marginals, input.changes ?? storedChanges);

  if (input.marginals !== undefined) await replaceMarginals(tx.trx, category.id, input.marginals);
  if (input.changes !== undefined) await replaceChanges(tx.trx, category.id, input.changes);
  await patchCategory(tx.trx, category.id, { ...fields, isMapped: true, isMarginOk: marginals.length > 0 });
  await recordHistory(
    tx,
    { entity: 'category', entityId: category.id, partnerId: category.partnerId },
    diffFields(before, after),
    source,
  );
  return category.id;
}

/**
 * What a mapping made without the modal (an accepted suggestion) saves besides its PIM category and
 * family: the category's own settings as they are, and VAT the way the modal starts it — the
 * category's own, else what the partner's mapped categories use most, else the default VAT setting.
 */
export function categorySaveDefaults(
  category: PartnerCategory,
  /** What the partner's mapped categories use most (usualPartnerVat). */
  usual: { vat: string | null; vatEt: number | null },
  defaultVatEt: number,
): Omit<PartnerCategorySaveInput, 'id' | 'partnerId' | 'pimCategory' | 'family'> {
  const vatEt = category.vatEt !== null ? Number(category.vatEt) : (usual.vatEt ?? defaultVatEt);
  return {
    brand: category.brand,
    deliveryTime: category.deliveryTime,
    vat: trimDecimal(category.vat) ?? usual.vat,
    vatEt: Number.isInteger(vatEt) && vatEt >= 0 && vatEt <= 100 ? vatEt : defaultVatEt,
    exportAll: category.exportAll,
    useIcecat: category.useIcecat,
    priceChangeType: category.priceChangeType,
    priceChangeAmount: trimDecimal(category.priceChangeAmount),
    transportAddToPrice: trimDecimal(category.transportAddToPrice),
    disabledEe: category.disabledEe,
    disabledFi: category.disabledFi,
    disabledLv: category.disabledLv,
  };
}
