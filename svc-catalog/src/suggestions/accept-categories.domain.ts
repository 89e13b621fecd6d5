import type {
  AcceptSuggestionsInput,
  AcceptSuggestionsResult,
  PartnerCategorySaveInput,
} from '@feedhub/contracts';
import { AppError, inTransaction, type DomainContext, type FieldRule } from '@feedhub/service-kit';
import { categorySaveDefaults, saveCategoryIn } from '../categories/categories.domain';
import {
  familyIds,
  findCategory,
  unknownPimCategories,
  usualPartnerVat,
} from '../categories/categories.repo';
import { findPartner } from '../partners/partners.repo';
import { familiesForPimCategories } from '../pim-mappings/pim-category-family';
import type { SuggestSettings } from './suggest-settings';
import { storedSuggestions, type StoredSuggestion } from './suggestions.repo';
import { SCHEMA } from '../schema';

type Skipped = AcceptSuggestionsResult['skipped'][number];

/** The categories an accept looks at: the given ids, or every unmapped category of the partner. */
async function candidates(
  ctx: DomainContext,
  input: AcceptSuggestionsInput,
): Promise<{ id: number; name: string; partnerId: number; isMapped: boolean }[]> {
  const qb = ctx.trx
    .withSchema(SCHEMA)
    .table('partner_categories')
    .where('partner_id', input.partnerId)
    .orderBy('id')
    .select('id', 'name', 'partner_id', 'is_mapped');
  if (input.ids) qb.whereIn('id', [...new Set(input.ids)]);
  else qb.where('is_mapped', false);
  const rows = (await qb) as { id: number; name: string; partner_id: number; is_mapped: boolean }[];
  return rows.map((r) => ({ id: r.id, name: r.name, partnerId: r.partner_id, isMapped: r.is_mapped }));
}

/**
 * POST /api/partner-categories/accept-suggestions: in one transaction, maps each given (or every
 * unmapped) category of the partner whose stored top suggestion is confident to that PIM category,
 * with the family the PIM category mapping gives and VAT as the mapping modal starts it; history
 * source `suggestion`. A suggestion that is not what the review showed (`expected`), or whose PIM
 * category the PIM no longer has, refuses the whole accept: 409 suggestions_changed, nothing saved.
 */
export async function acceptCategorySuggestions(
  ctx: DomainContext,
  input: AcceptSuggestionsInput,
  settings: SuggestSettings,
): Promise<AcceptSuggestionsResult> {
  if (!(await findPartner(ctx.trx, input.partnerId))) throw new AppError('partner_not_found');
  const threshold = await settings.threshold();
  const vatPercent = await settings.vatPercent();
  return inTransaction(ctx, async (tx) => {
    const categories = await candidates(tx, input);
    const skipped: Skipped[] = [];
    const found = new Set(categories.map((c) => c.id));
    for (const id of new Set(input.ids ?? []))
      if (!found.has(id)) skipped.push({ id, name: '', reason: 'not_found' });

    const stored = await storedSuggestions(
      tx.trx,
      'category',
      categories.map((c) => c.id),
    );
    const bestOf = (id: number): StoredSuggestion | undefined => stored.get(id);
    const changed: Record<string, FieldRule[]> = {};
    const expected = input.expected ?? {};
    for (const category of categories) {
      const want = expected[String(category.id)];
      if (want !== undefined && want !== (bestOf(category.id)?.bestCode ?? null))
        changed[`expected.${category.id}`] = [{ rule: 'suggestion_changed' }];
    }

    const toMap: { id: number; name: string; code: string }[] = [];
    for (const category of categories) {
      const best = bestOf(category.id);
      if (category.isMapped) skipped.push({ id: category.id, name: category.name, reason: 'already_mapped' });
      else if (!best?.bestCode)
        skipped.push({ id: category.id, name: category.name, reason: 'no_suggestion' });
      else if ((best.bestScore ?? 0) < threshold)
        skipped.push({ id: category.id, name: category.name, reason: 'not_confident' });
      else toMap.push({ id: category.id, name: category.name, code: best.bestCode });
    }
    const missing = await unknownPimCategories(
      tx.trx,
      toMap.map((c) => c.code),
    );
    for (const c of toMap)
      if (missing.has(c.code)) changed[`expected.${c.id}`] = [{ rule: 'pim_category_missing' }];
    if (Object.keys(changed).length) throw new AppError('suggestions_changed', {}, undefined, changed);

    const families = await familiesForPimCategories(
      tx.trx,
      toMap.map((c) => c.code),
    );
    const familyId = (await familyIds(tx.trx)).byCode;
    // The VAT the partner's mapped categories use most, as it was before this accept.
    const usual = await usualPartnerVat(tx.trx, input.partnerId);
    let mapped = 0;
    for (const c of toMap) {
      const family = families.get(c.code);
      const id = family === undefined ? undefined : familyId.get(family);
      if (id === undefined) {
        skipped.push({ id: c.id, name: c.name, reason: 'no_family' });
        continue;
      }
      const category = await findCategory(tx.trx, c.id);
      if (!category) continue;
      const save: PartnerCategorySaveInput = {
        id: c.id,
        partnerId: input.partnerId,
        pimCategory: [c.code],
        family: id,
        ...categorySaveDefaults(category, usual, vatPercent),
      };
      await saveCategoryIn(tx, save, 'suggestion');
      mapped += 1;
    }
    skipped.sort((a, b) => a.id - b.id);
    return { mapped, skipped };
  });
}
