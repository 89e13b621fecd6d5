import type { Knex } from '@feedhub/db';
import { scoreCategory, type CategoryEvidence, type ScoredCategory } from '@feedhub/suggest';
import {
  categoriesToScore,
  googleCategories,
  mappedCategories,
  partnerFeedClass,
  productTitles,
  type CategoryToScore,
  type MappedCategory,
} from './category-evidence.repo';
import { categoryIndexFor } from './category-index';
import { storeSuggestions, STORED_TARGETS } from './suggestions.repo';

/** Path levels and characters the scorer is given (a hostile path of 300 levels or 10 kB stays cheap). */
const MAX_LEVELS = 12;
const MAX_LEVEL_CHARS = 200;

/** Mapped categories by lower-cased name (namesakes), and the other partners' mapped categories. */
interface MappedEvidence {
  all: MappedCategory[];
  byName: Map<string, MappedCategory[]>;
}

const nameKey = (name: string) => name.trim().toLowerCase();

function mappedEvidence(mapped: MappedCategory[]): MappedEvidence {
  const byName = new Map<string, MappedCategory[]>();
  for (const m of mapped) {
    const list = byName.get(nameKey(m.name)) ?? [];
    list.push(m);
    byName.set(nameKey(m.name), list);
  }
  return { all: mapped, byName };
}

/** The supplier's path as the scorer reads it: root → leaf, bounded. */
function boundedPath(category: CategoryToScore): string[] {
  const path = category.path.length ? category.path : [category.name];
  return path.slice(-MAX_LEVELS).map((level) => level.slice(0, MAX_LEVEL_CHARS));
}

/** Everything the scorer weighs for one category. */
function evidenceOf(
  category: CategoryToScore,
  context: {
    titles: Map<number, string[]>;
    google: Map<number, string>;
    googleCodes: boolean;
    mapped: MappedEvidence;
  },
): CategoryEvidence {
  const namesakes = (context.mapped.byName.get(nameKey(category.name)) ?? []).filter(
    (m) => m.partnerId === category.partnerId && m.id !== category.id,
  );
  const others = context.mapped.all.filter((m) => m.partnerId !== category.partnerId);
  const google =
    context.google.get(category.id) ??
    (context.googleCodes && /^\d{1,7}$/.test(category.code) ? category.code : null);
  return {
    path: boundedPath(category),
    googleCategory: google,
    titles: context.titles.get(category.id) ?? [],
    mapped: [
      ...others.map((m) => ({ name: m.name, path: m.path, codes: m.codes, samePartner: false })),
      ...namesakes.map((m) => ({ name: m.name, path: m.path, codes: m.codes, samePartner: true })),
    ],
  };
}

/**
 * Scores a partner's categories (all, or those ids) against the index of a basis version: each one's
 * targets best first, only PIM categories the PIM has.
 */
export async function scoreCategories(
  knex: Knex,
  partnerId: number,
  basis: number,
  ids?: readonly number[],
): Promise<{ category: CategoryToScore; top: ScoredCategory[] }[]> {
  const categories = await categoriesToScore(knex, partnerId, ids);
  if (!categories.length) return [];
  const only = ids ? categories.map((c) => c.id) : undefined;
  const [index, titles, google, feedClass, mapped] = await Promise.all([
    categoryIndexFor(knex, basis),
    productTitles(knex, partnerId, only),
    googleCategories(knex, partnerId, only),
    partnerFeedClass(knex, partnerId),
    mappedCategories(knex),
  ]);
  const context = {
    titles,
    google,
    googleCodes: feedClass === 'google-merchant',
    mapped: mappedEvidence(mapped),
  };
  return categories.map((category) => ({
    category,
    top: scoreCategory(index.index, evidenceOf(category, context), STORED_TARGETS).filter((s) =>
      index.codes.has(s.code),
    ),
  }));
}

/** Scores and stores the suggestions of a partner's categories (all, or those ids); returns how many. */
export async function refreshCategorySuggestions(
  knex: Knex,
  partnerId: number,
  basis: number,
  threshold: number,
  ids?: readonly number[],
): Promise<{ category: CategoryToScore; top: ScoredCategory[] }[]> {
  const scored = await scoreCategories(knex, partnerId, basis, ids);
  await storeSuggestions(
    knex,
    'category',
    scored.map(({ category, top }) => ({ entityId: category.id, partnerId, top })),
    basis,
    threshold,
  );
  return scored;
}
