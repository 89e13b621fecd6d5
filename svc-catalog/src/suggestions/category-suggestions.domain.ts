import { queriesOn } from '@feedhub/db';
import type { CategorySuggestion, Locale, RowSuggestion } from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import { AppError, type DomainContext } from '@feedhub/service-kit';
import { pimCategoryRefs } from '../categories/categories.repo';
import { familiesForPimCategories } from '../pim-mappings/pim-category-family';
import { SCHEMA } from '../schema';
import { refreshCategorySuggestions } from './category-scoring';
import { categoryIndexFor, type CachedCategoryIndex } from './category-index';
import { currentBasisFor, type SuggestSettings } from './suggest-settings';
import { hasStaleSuggestions, StoredTargetSchema, type StoredReason } from './suggestions.repo';
import { CATEGORY_SUGGESTION_SOURCES } from '@feedhub/contracts';
import { z } from 'zod';

/** Characters of the supplier's data a reason line quotes (a 10 kB name stays a line). */
const REASON_QUOTE_CHARS = 120;
/** Reasons one line joins. */
const REASONS_PER_LINE = 2;

const quote = (text: string) =>
  text.length > REASON_QUOTE_CHARS ? `${text.slice(0, REASON_QUOTE_CHARS)}…` : text;

/**
 * The structured reasons of a suggestion as one line in the caller's language; a PIM path a reason
 * names (`pimPaths`, from the scorer's index) reads as the screens show it, in that language.
 */
export function reasonLine(
  locale: Locale,
  reasons: readonly StoredReason[],
  pimPaths: CachedCategoryIndex['pimPaths'] = new Map(),
): string {
  return reasons
    .slice(0, REASONS_PER_LINE)
    .map((reason) =>
      translate(locale, 'messages', `suggestion_reason_${reason.source}`, {
        supplier: quote(reason.supplier),
        matched: quote(pimPaths.get(reason.matched)?.[locale] ?? reason.matched),
        ...(reason.count !== undefined ? { count: reason.count } : {}),
      }),
    )
    .join('; ');
}

const isSource = (source: string): source is CategorySuggestion['sources'][number] =>
  (CATEGORY_SUGGESTION_SOURCES as readonly string[]).includes(source);

const roundScore = (score: number) => Math.min(1, Math.max(0, Math.round(score * 100) / 100));

/**
 * GET /api/partner-categories/suggestions: the category's suggestions computed now from all the
 * evidence, best first (PIM path in the caller's language, the family the PIM category mapping gives);
 * stored as the category's suggestion too. 404 for an unknown category.
 */
export async function suggestCategories(
  ctx: DomainContext,
  id: number,
  settings: SuggestSettings,
): Promise<CategorySuggestion[]> {
  const owner = (await ctx.trx
    .withSchema(SCHEMA)
    .table('partner_categories')
    .where('id', id)
    .first('partner_id')) as { partner_id: number } | undefined;
  if (!owner) throw new AppError('partner_category_not_found', { categoryId: id });
  const threshold = await settings.threshold();
  const basis = await currentBasisFor(ctx.trx, settings);
  const [scored] = await refreshCategorySuggestions(ctx.trx, owner.partner_id, basis, threshold, [id]);
  const top = scored?.top ?? [];
  const codes = top.map((t) => t.code);
  const [refs, families, { pimPaths }] = await queriesOn(ctx.trx, [
    () => pimCategoryRefs(ctx.trx, codes, ctx.locale),
    () => familiesForPimCategories(ctx.trx, codes),
    () => categoryIndexFor(ctx.trx, basis),
  ]);
  return top.flatMap((target) => {
    const ref = refs.get(target.code);
    if (!ref) return [];
    return [
      {
        ...ref,
        score: roundScore(target.score),
        confident: target.score >= threshold,
        reason: reasonLine(ctx.locale, target.reasons, pimPaths),
        sources: target.sources.filter(isSource),
        familyCode: families.get(target.code) ?? null,
      },
    ];
  });
}

/**
 * A list row's suggestion from its stored top (the first target), named by the PIM path the list
 * joined in the caller's language; none when nothing is stored or the PIM no longer has it.
 */
export function rowSuggestion(
  locale: Locale,
  stored: { top: unknown; confident: boolean | null | undefined; path: string | null | undefined },
  pimPaths?: CachedCategoryIndex['pimPaths'],
): RowSuggestion {
  if (!stored.path) return null;
  const parsed = z
    .array(StoredTargetSchema)
    .safeParse(typeof stored.top === 'string' ? JSON.parse(stored.top) : stored.top);
  const best = parsed.success ? parsed.data[0] : undefined;
  if (!best) return null;
  return {
    code: best.code,
    name: stored.path,
    score: roundScore(best.score),
    confident: stored.confident === true,
    reason: reasonLine(locale, best.reasons, pimPaths),
  };
}

/**
 * Makes a partner's stored category suggestions current before a list shows them: when any is
 * missing or older than the basis (a PIM sync, edited links, a new threshold), all are recomputed.
 */
export async function freshenCategorySuggestions(
  ctx: DomainContext,
  partnerId: number,
  basis: number,
  settings: SuggestSettings,
): Promise<void> {
  if (await hasStaleSuggestions(ctx.trx, 'category', partnerId, 'partner_categories', basis))
    await refreshCategorySuggestions(ctx.trx, partnerId, basis, await settings.threshold());
}
