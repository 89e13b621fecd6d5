import { queriesOn, type Knex } from '@feedhub/db';
import { labelKey, scoreCategory, type CategoryEvidence, type ScoredCategory } from '@feedhub/suggest';
import {
  categoriesToScore,
  googleCategories,
  mappedCategories,
  mappedFingerprint,
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

/**
 * Only a mapped category that has the leaf's name, or most of the path's words, counts for the
 * scorer; it is handed just those (however many are mapped), found through the words they share in
 * the scorer's own normalisation. The share asked here is below the scorer's, so nothing it would
 * count is left out.
 */
const SHARED_WORDS = 0.5;

interface IndexedMapped extends MappedCategory {
  words: Set<string>;
  leaf: string;
}

interface MappedEvidence {
  byWord: Map<string, IndexedMapped[]>;
}

const wordsOf = (levels: readonly string[]) =>
  new Set(levels.flatMap((level) => labelKey(level).split(' ')).filter(Boolean));

/** The word index of the mapped categories, kept while their fingerprint stays the same. */
let mappedCache: { key: string; evidence: MappedEvidence } | null = null;

async function mappedEvidenceNow(knex: Knex): Promise<MappedEvidence> {
  const key = await mappedFingerprint(knex);
  if (mappedCache && mappedCache.key === key) return mappedCache.evidence;
  const evidence = mappedEvidence(await mappedCategories(knex));
  mappedCache = { key, evidence };
  return evidence;
}

function mappedEvidence(mapped: MappedCategory[]): MappedEvidence {
  const byWord = new Map<string, IndexedMapped[]>();
  for (const m of mapped) {
    const indexed = { ...m, words: wordsOf([...m.path.slice(-MAX_LEVELS), m.name]), leaf: labelKey(m.name) };
    for (const word of indexed.words) {
      const list = byWord.get(word) ?? [];
      list.push(indexed);
      byWord.set(word, list);
    }
  }
  return { byWord };
}

/** The mapped categories the scorer would weigh for a path: its own partner's namesakes first. */
function relatedMapped(
  category: CategoryToScore,
  path: string[],
  mapped: MappedEvidence,
): CategoryEvidence['mapped'] {
  const words = wordsOf(path);
  const leaf = labelKey(path.at(-1) ?? category.name);
  // One walk of the postings counts each candidate's shared words (Jaccard from the counts: a common
  // word's list is long, and each candidate was otherwise compared word by word).
  const shared = new Map<IndexedMapped, number>();
  for (const word of words)
    for (const m of mapped.byWord.get(word) ?? [])
      if (m.id !== category.id) shared.set(m, (shared.get(m) ?? 0) + 1);
  const namesakes: IndexedMapped[] = [];
  const others: IndexedMapped[] = [];
  for (const [m, count] of shared) {
    const sameName = m.leaf === leaf && leaf !== '';
    if (!sameName && count / (words.size + m.words.size - count) < SHARED_WORDS) continue;
    if (m.partnerId !== category.partnerId) others.push(m);
    else if (sameName) namesakes.push(m);
  }
  return [
    ...namesakes.map((m) => ({ name: m.name, path: m.path, codes: m.codes, samePartner: true })),
    ...others.map((m) => ({ name: m.name, path: m.path, codes: m.codes, samePartner: false })),
  ];
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
  const path = boundedPath(category);
  const google =
    context.google.get(category.id) ??
    (context.googleCodes && /^\d{1,7}$/.test(category.code) ? category.code : null);
  return {
    path,
    googleCategory: google,
    titles: context.titles.get(category.id) ?? [],
    mapped: relatedMapped(category, path, context.mapped),
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
  const [index, titles, google, feedClass, mapped] = await queriesOn(knex, [
    () => categoryIndexFor(knex, basis),
    () => productTitles(knex, partnerId, only),
    () => googleCategories(knex, partnerId, only),
    () => partnerFeedClass(knex, partnerId),
    () => mappedEvidenceNow(knex),
  ]);
  const context = {
    titles,
    google,
    googleCodes: feedClass === 'google-merchant',
    mapped,
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
