import type { Knex } from '@feedhub/db';
import { refreshAttributeSuggestions } from './attribute-suggestions';
import { refreshCategorySuggestions } from './category-scoring';
import { storedThreshold } from './suggest-settings';
import { currentBasis, type SuggestionEntity } from './suggestions.repo';

/** Computes and stores every suggestion of one kind for a partner on a basis; returns how many. */
type Refresher = (knex: Knex, partnerId: number, basis: number, threshold: number) => Promise<number>;

/** The refresher of each entity. */
const refreshers: Record<SuggestionEntity, Refresher> = {
  category: async (knex, partnerId, basis, threshold) =>
    (await refreshCategorySuggestions(knex, partnerId, basis, threshold)).length,
  attribute: refreshAttributeSuggestions,
};

/**
 * Computes and stores the suggestions of every category (or attribute) of a partner on the current
 * basis, with the threshold that basis was computed with. The imports call it after their commit; the
 * lists call it when the stored rows are older than the basis.
 */
export async function refreshPartnerSuggestions(
  knex: Knex,
  partnerId: number,
  entity: SuggestionEntity,
): Promise<number> {
  return refreshers[entity](knex, partnerId, await currentBasis(knex), await storedThreshold(knex));
}
